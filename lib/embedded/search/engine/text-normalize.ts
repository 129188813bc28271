import 'server-only';

export interface TextToken {
  /** Offset of the first character in the original text. */
  start: number;
  /** Offset after the last character in the original text. */
  end: number;
  /** Folded form: lower case, accents removed, same length as the original slice. */
  norm: string;
}

const ASCII_ONLY = /^[\x00-\x7f]*$/;
const ASCII_WORD = /[a-z0-9]+/g;
const UNICODE_WORD = /[\p{L}\p{N}]+/gu;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * Lower-cases and strips accents character by character so that offsets in the folded text are offsets in the
 * original: highlighting wraps the original characters at the positions where the folded token matched.
 */
export function foldText(text: string): string {
  if (ASCII_ONLY.test(text)) return text.toLowerCase();
  const lowered = text.toLowerCase();
  // Most non-ASCII text here is punctuation (en dashes, m²): when neither lower-casing nor decomposition changes
  // the length, no character changed width and the whole-string result is already offset-preserving.
  if (lowered.length === text.length && lowered.normalize('NFD').length === lowered.length) return lowered;
  let folded = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    const base = lower.normalize('NFD').replace(COMBINING_MARKS, '');
    if (base.length === char.length) folded += base;
    else if (lower.length === char.length) folded += lower;
    else folded += char;
  }
  return folded;
}

function wordPattern(folded: string): RegExp {
  const pattern = ASCII_ONLY.test(folded) ? ASCII_WORD : UNICODE_WORD;
  pattern.lastIndex = 0;
  return pattern;
}

/** Folded words of a text, in order, duplicates kept. */
export function tokenizeText(text: string): string[] {
  const folded = foldText(text);
  return folded.match(wordPattern(folded)) ?? [];
}

export function tokenizeWithOffsets(text: string): TextToken[] {
  const folded = foldText(text);
  const pattern = wordPattern(folded);
  const tokens: TextToken[] = [];
  for (let match = pattern.exec(folded); match !== null; match = pattern.exec(folded)) {
    tokens.push({ start: match.index, end: match.index + match[0].length, norm: match[0] });
  }
  return tokens;
}

/** The folded, whitespace-collapsed form used to compare whole values (facet values, exact-match attribute). */
export function normalizeWholeValue(text: string): string {
  return foldText(text).trim().replace(/\s+/g, ' ');
}
