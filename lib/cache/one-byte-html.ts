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
 * and JSON alike), `\XXXXXX ` in a style sheet.
 */

/** A raw-text element, whose content has escapes of its own, or one character past U+00FF. */
const TOKEN = /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)|[^\u0000-\u00ff]/giu;
const PAST_ONE_BYTE = /[^\u0000-\u00ff]/gu;
const HAS_PAST_ONE_BYTE = /[^\u0000-\u00ff]/u;

function hex(value: number, digits: number): string {
  return value.toString(16).toUpperCase().padStart(digits, '0');
}

function inScript(text: string): string {
  // A character past U+FFFF is two UTF-16 code units, each escaped: `\uD83C\uDFE2`.
  return text.replace(PAST_ONE_BYTE, (character) =>
    [...Array(character.length).keys()].map((unit) => `\\u${hex(character.charCodeAt(unit), 4)}`).join(''),
  );
}

function inStyle(text: string): string {
  return text.replace(PAST_ONE_BYTE, (character) => `\\${hex(character.codePointAt(0) ?? 0, 6)}`);
}

function inMarkup(character: string): string {
  return `&#x${hex(character.codePointAt(0) ?? 0, 1)};`;
}

/** The same document, every character past U+00FF escaped, stored one byte per character. */
export function toOneByteHtml(html: string): string {
  const escaped = HAS_PAST_ONE_BYTE.test(html)
    ? html.replace(
        TOKEN,
        (token: string, open?: string, element?: string, content?: string, close?: string) => {
          if (open === undefined || element === undefined || content === undefined) return inMarkup(token);
          const escape = element.toLowerCase() === 'script' ? inScript : inStyle;
          // The opening tag's attributes are markup: Latin-1 decoding would mangle what is left.
          return `${open.replace(PAST_ONE_BYTE, inMarkup)}${escape(content)}${close ?? ''}`;
        },
      )
    : html;
  // Replacing within a two-byte string gives a two-byte string; decoding Latin-1 gives one byte each.
  return Buffer.from(escaped, 'latin1').toString('latin1');
}
