/**
 * Reading a visitor's query string (SPEC §2). The URL is untrusted input that anyone can edit or
 * paste, so parsing never throws: bad parts are dropped or clamped, and `changed` says so for a
 * caller that tells the visitor.
 */

/** A query string as URLSearchParams or as the `searchParams` record Next.js gives a page. */
export type RawQueryParams = URLSearchParams | Record<string, string | string[] | undefined>;

export const MAX_QUERY_LENGTH = 100;
export const MAX_VALUE_LENGTH = 80;
export const MAX_VALUES_PER_KEY = 20;
export const MAX_PAGE = 1000;

export interface ParsedParam<T> {
  value: T;
  /** True when the value differs from what the URL said. */
  changed: boolean;
}

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Every value of a key, in order: Next.js gives a repeated key as an array, a single one as a string. */
export function readValues(params: RawQueryParams, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key);
  const value = params[key];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function cleanText(value: string): string {
  return value.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
}

/** Free text such as a search query: the first value, cleaned, at most MAX_QUERY_LENGTH long. */
export function parseQueryText(values: string[]): ParsedParam<string> {
  const cleaned = cleanText(values[0] ?? '');
  const value = cleaned.slice(0, MAX_QUERY_LENGTH).trim();
  return { value, changed: value !== cleaned || values.length > 1 };
}

/** A repeated key such as a facet: cleaned values, without blanks, overlong ones or repeats, capped in number. */
export function parseValueList(values: string[]): ParsedParam<string[]> {
  const cleaned = values.map(cleanText).filter((value) => value !== '' && value.length <= MAX_VALUE_LENGTH);
  const value = [...new Set(cleaned)].slice(0, MAX_VALUES_PER_KEY);
  return { value, changed: value.length !== values.length };
}

/** A 1-based page: page 1 when absent or not a whole number, at most MAX_PAGE. */
export function parsePageNumber(values: string[]): ParsedParam<number> {
  const first = values[0];
  if (first === undefined) return { value: 1, changed: false };
  const text = first.trim();
  if (!/^\d{1,7}$/.test(text)) return { value: 1, changed: true };
  const value = Math.min(Math.max(1, Number(text)), MAX_PAGE);
  return { value, changed: String(value) !== text || values.length > 1 };
}

/**
 * A query string without the fields that say nothing, or undefined when it has none. A form sent
 * before its scripts run sends every named field: the empty ones (`minPrice=&maxPrice=`), and a
 * select at its default (`sort=relevance`), given in `defaults`. They change nothing, yet a shared
 * address would carry them. Other fields keep their spelling and order.
 */
export function withoutUnsetFields(
  search: string,
  defaults: Readonly<Record<string, string>> = {},
): string | undefined {
  const query = search.replace(/^\?/, '');
  if (query === '') return undefined;
  const fields = query.split('&');
  const kept = fields.filter((field) => field !== '' && !isUnsetField(field, defaults));
  if (kept.length === fields.length) return undefined;
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/** `name=`, a value of spaces only, or the name's default; a bare `name` is a flag, kept. */
function isUnsetField(field: string, defaults: Readonly<Record<string, string>>): boolean {
  if (!field.includes('=')) return false;
  const [name = '', value = ''] = [...new URLSearchParams(field)][0] ?? [];
  return value.trim() === '' || (Object.hasOwn(defaults, name) && defaults[name] === value);
}
