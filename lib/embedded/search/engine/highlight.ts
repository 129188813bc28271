import 'server-only';
import { isPlainObject } from './attribute-paths';
import { tokenizeWithOffsets } from './text-normalize';

export interface HighlightWord {
  /** Folded query word, as reported in `matchedWords`. */
  word: string;
  isPrefix: boolean;
  /** Vocabulary words that matched this word only through typos. */
  typoWords: ReadonlySet<string>;
}

export interface HighlightOptions {
  words: readonly HighlightWord[];
  preTag: string;
  postTag: string;
}

export interface HighlightEntry {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted: boolean;
}

/**
 * Wraps matched words in the request's tags without escaping: InstantSearch escapes the value itself and then
 * swaps its placeholder tags for <mark>. A prefix match wraps only the typed prefix (`<em>Syd</em>ney`), a typo
 * match wraps the whole word.
 */
function highlightText(text: string, { words, preTag, postTag }: HighlightOptions): HighlightEntry {
  const matched = new Set<number>();
  let value = '';
  let cursor = 0;
  let everyTokenWhole = true;
  const tokens = tokenizeWithOffsets(text);
  for (const token of tokens) {
    const tokenLength = token.end - token.start;
    let wrapped = 0;
    words.forEach((word, index) => {
      let length = 0;
      if (token.norm === word.word || word.typoWords.has(token.norm)) length = tokenLength;
      else if (word.isPrefix && token.norm.startsWith(word.word)) length = word.word.length;
      if (length === 0) return;
      matched.add(index);
      wrapped = Math.max(wrapped, length);
    });
    if (wrapped < tokenLength) everyTokenWhole = false;
    if (wrapped === 0) continue;
    value += `${text.slice(cursor, token.start)}${preTag}${text.slice(token.start, token.start + wrapped)}${postTag}`;
    cursor = token.start + wrapped;
  }
  value += text.slice(cursor);
  const matchLevel = matched.size === 0 ? 'none' : matched.size === words.length ? 'full' : 'partial';
  return {
    value,
    matchLevel,
    matchedWords: [...matched].sort((a, b) => a - b).map((index) => words[index]?.word ?? ''),
    fullyHighlighted: matched.size > 0 && tokens.length > 0 && everyTokenWhole,
  };
}

function highlightValue(value: unknown, options: HighlightOptions): unknown {
  if (typeof value === 'string') return highlightText(value, options);
  if (typeof value === 'number' || typeof value === 'boolean') return highlightText(String(value), options);
  if (Array.isArray(value)) return value.map((item) => highlightValue(item, options));
  if (isPlainObject(value)) {
    const nested: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const highlighted = highlightValue(item, options);
      if (highlighted !== undefined) nested[key] = highlighted;
    }
    return nested;
  }
  return undefined;
}

function highlightAtPath(
  value: unknown,
  segments: readonly string[],
  depth: number,
  options: HighlightOptions,
) {
  if (depth === segments.length) return highlightValue(value, options);
  if (Array.isArray(value)) {
    return value.map((item): unknown => highlightAtPath(item, segments, depth, options) ?? {});
  }
  const segment = segments[depth];
  if (!isPlainObject(value) || segment === undefined) return undefined;
  const child: unknown = highlightAtPath(value[segment], segments, depth + 1, options);
  return child === undefined ? undefined : { [segment]: child };
}

function mergeHighlights(target: unknown, addition: unknown): unknown {
  if (Array.isArray(target) && Array.isArray(addition)) {
    return addition.map((item, index): unknown => mergeHighlights(target[index], item));
  }
  if (isPlainObject(target) && isPlainObject(addition) && !('matchLevel' in addition)) {
    const merged: Record<string, unknown> = { ...target };
    for (const [key, item] of Object.entries(addition)) merged[key] = mergeHighlights(target[key], item);
    return merged;
  }
  return addition;
}

/** `_highlightResult` for the given dotted paths, nested like the record (arrays of objects stay arrays). */
export function buildHighlightResult(
  record: Record<string, unknown>,
  paths: readonly string[],
  options: HighlightOptions,
): Record<string, unknown> {
  let result: unknown = {};
  for (const path of paths) {
    const highlighted = highlightAtPath(record, path.split('.'), 0, options);
    if (highlighted !== undefined) result = mergeHighlights(result, highlighted);
  }
  return isPlainObject(result) ? result : {};
}
