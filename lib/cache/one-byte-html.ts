/**
 * A cached document as a string V8 stores one byte per character, so serving it stays cheap.
 *
 * Node's `res.end(html)` joins the response's headers to a string body and flattens the two into
 * one new string for every response. A single character past U+00FF (a ’ or an en dash) makes V8
 * store the whole document two bytes per character, and past 128 KB that new string is allocated
 * outside V8's pages, fresh memory for every response: a 94 KB search page then costs over a
 * millisecond to send, ten times what a 57 KB one does.
 *
 * Every character past U+00FF is written as an escape that means the same character where it
 * stands: a character reference in markup and attributes, `\uXXXX` in a script (string literals
 * and JSON alike), `\XXXXXX` in a style sheet. A document holds few such characters, so only the
 * stretches up to each one are read for the tags that say where it stands; the rest is copied.
 */

import { rawTextEnd, rawTextOpening, type RawTextElement } from '@/lib/html/raw-text-elements';

// Without the `u` flag: V8 scans a mostly-ASCII string for code units ten times faster, so a
// surrogate pair is matched as a pair to keep an astral character whole.
const PAST_ONE_BYTE = /[\ud800-\udbff][\udc00-\udfff]|[^\u0000-\u00ff]/g;
const HAS_PAST_ONE_BYTE = /[^\u0000-\u00ff]/;
/** Where a raw-text element opens (in markup) or its text ends (within it). */
const RAW_TEXT_OPEN = rawTextOpening();
const RAW_TEXT_CLOSE = { script: rawTextEnd('script'), style: rawTextEnd('style') } as const;

function hex(value: number, digits: number): string {
  return value.toString(16).toUpperCase().padStart(digits, '0');
}

const ESCAPE: Record<RawTextElement | 'markup', (character: string) => string> = {
  // A character past U+FFFF is two UTF-16 code units, each escaped: `\uD83C\uDFE2`.
  script: (character) =>
    [...Array(character.length).keys()].map((unit) => `\\u${hex(character.charCodeAt(unit), 4)}`).join(''),
  style: (character) => `\\${hex(character.codePointAt(0) ?? 0, 6)}`,
  markup: (character) => `&#x${hex(character.codePointAt(0) ?? 0, 1)};`,
};

/** Where reading the tags has come to, and the raw-text element whose text it stands in, if any. */
interface Position {
  element: RawTextElement | undefined;
  /** Where that element's text starts: before it stand the opening tag's attributes, markup. */
  textStart: number;
  /** Where reading resumes. */
  next: number;
}

/**
 * Reads the tags from `state` up to `to`. A script or style sheet with no closing tag runs to the
 * end of the document, as a browser reads it.
 */
function advance(html: string, state: Position, to: number): Position {
  let { element, textStart, next } = state;
  for (;;) {
    if (element !== undefined) {
      const close = RAW_TEXT_CLOSE[element];
      close.lastIndex = Math.max(next, textStart);
      const end = close.exec(html);
      if (end === null || end.index >= to) return { element, textStart, next: to };
      element = undefined;
      next = end.index + end[0].length;
      continue;
    }
    RAW_TEXT_OPEN.lastIndex = next;
    const open = RAW_TEXT_OPEN.exec(html);
    if (open === null || open.index >= to) return { element, textStart, next: to };
    // The opening tag's attributes are markup; its text starts after the tag.
    const tagEnd = html.indexOf('>', open.index);
    if (tagEnd === -1) return { element: undefined, textStart, next: to };
    element = (open[1] ?? '').toLowerCase() as RawTextElement;
    textStart = tagEnd + 1;
    if (textStart > to) return { element: undefined, textStart, next: open.index };
    next = textStart;
  }
}

/** How many characters past U+00FF the text holds: what toOneByteHtml escapes. */
export function charactersPastOneByte(html: string): number {
  return html.match(PAST_ONE_BYTE)?.length ?? 0;
}

/** The same document, every character past U+00FF escaped, stored one byte per character. */
export function toOneByteHtml(html: string): string {
  let escaped = html;
  if (HAS_PAST_ONE_BYTE.test(html)) {
    const parts: string[] = [];
    let copied = 0;
    let position: Position = { element: undefined, textStart: 0, next: 0 };
    for (const match of html.matchAll(PAST_ONE_BYTE)) {
      position = advance(html, position, match.index);
      parts.push(html.slice(copied, match.index), ESCAPE[position.element ?? 'markup'](match[0]));
      copied = match.index + match[0].length;
    }
    parts.push(html.slice(copied));
    escaped = parts.join('');
  }
  // A string built from two-byte parts is two-byte; decoding Latin-1 gives one byte each.
  return Buffer.from(escaped, 'latin1').toString('latin1');
}
