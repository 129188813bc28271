/**
 * The seeded PRNG and the hostile values the fuzz generators draw from. Nothing here reads the clock
 * or Math.random, so a seed always yields the same inputs.
 */

/** One request a generator made; fuzz-inputs.ts numbers it and adds the target and marker. */
export interface FuzzRequest {
  /** Which generator made the request, for the failure report. */
  kind: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path and query string, as sent (already percent-encoded, or deliberately not). */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: small, fast and good enough to spread inputs. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      // Items may themselves be undefined (an absent field), so the index, not the value, is checked.
      return items[int(0, items.length - 1)] as T;
    },
  };
}

export function times<T>(count: number, make: (i: number) => T): T[] {
  return Array.from({ length: count }, (_, i) => make(i));
}

export function nested(depth: number, open: string, leaf: string, close: string): string {
  return `${open.repeat(depth)}${leaf}${close.repeat(depth)}`;
}

/** encodeURIComponent that writes a lone surrogate as its (invalid) 3-byte UTF-8 instead of throwing. */
export function encodeLoose(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** Markup payloads; each carries the case's marker so a hit names the case that caused it. */
export function markupPayloads(marker: string): string[] {
  const call = `alert(${marker})`;
  return [
    `<script>${call}</script>`,
    `"><img src=x onerror=${call}>`,
    `'><svg onload=${call}>`,
    `</title><script>${call}</script>`,
    `</script><script>${call}</script>`,
    `<a href="javascript:${call}">x</a>`,
    `<iframe src="javascript:${call}"></iframe>`,
    `" autofocus onfocus=${call} x="`,
    `' onmouseover=${call} x='`,
    `<details open ontoggle=${call}>`,
    `javascript:${call}`,
  ];
}

/**
 * Verbatim strings that prove a payload reached HTML unescaped. A raw `<` from input is wrong anywhere,
 * inline scripts included (it can close the script). A raw quote only matters outside scripts, where it
 * can end an attribute; inside a script's JSON it is an ordinary string character.
 */
export function injectionSignatures(marker: string): { anywhere: string[]; outsideScripts: string[] } {
  const call = `alert(${marker})`;
  return {
    anywhere: [
      `<script>${call}`,
      `<img src=x onerror=${call}`,
      `<svg onload=${call}`,
      `<a href="javascript:${call}`,
      `<iframe src="javascript:${call}`,
      `<details open ontoggle=${call}`,
    ],
    outsideScripts: [
      `" autofocus onfocus=${call}`,
      `' onmouseover=${call}`,
      `href="javascript:${call}`,
      `src="javascript:${call}`,
    ],
  };
}

const INJECTION_STRINGS = [
  "' OR '1'='1",
  '1; DROP TABLE properties;--',
  '" OR 1=1 --',
  "admin'--",
  '{"$gt": ""}',
  '{"$where": "sleep(1000)"}',
  '[$ne]=1',
  '__proto__',
  'constructor',
  'prototype',
  'constructor[prototype][polluted]',
  '__proto__[polluted]',
  'toString',
  'hasOwnProperty',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  '${7*7}',
  '{{7*7}}',
  '<%= 7*7 %>',
  '%s%s%s%n',
  '\u0000',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '\ufeff',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  ' ',
  '',
];

export const NUMBERS = [
  '-1',
  '0',
  '-0',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '1e-400',
  '0x10',
  '9007199254740993',
  '1,000,000',
  ' 5 ',
  '5abc',
  '00001',
  '1_000',
  '١٢٣',
  '１２',
  '1.5',
  '99999999999999999999999',
  '2147483648',
  '4294967296',
];

/** Raw, as they would appear in a URL: stray `%`, bad hex, overlong and truncated UTF-8, NUL. */
export const PERCENT_ERRORS = [
  '%',
  '%z',
  '%zz',
  '%%',
  '%2',
  '%c0%af',
  '%e0%80%af',
  '%f0%80%80%af',
  '%ff%fe',
  '%00',
  '%u0041',
  '%252e%252e%252f',
  '%ED%A0%80',
  '%C3',
  '%80',
];

const UNICODE_POOLS: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0x00, 0x1f],
  [0x80, 0xff],
  [0x300, 0x36f],
  [0x590, 0x6ff],
  [0x200b, 0x202e],
  [0x4e00, 0x4e80],
  [0x1f600, 0x1f64f],
  [0xd800, 0xdfff],
  [0xfff0, 0xffff],
];

/** Code points from control characters, combining marks, bidi overrides, emoji and lone surrogates. */
export function randomUnicode(rng: Rng, maxLength: number): string {
  let out = '';
  const length = rng.int(1, maxLength);
  for (let i = 0; i < length; i += 1) {
    const [low, high] = rng.pick(UNICODE_POOLS);
    out += String.fromCodePoint(rng.int(low, high));
  }
  return out;
}

export function randomBytesEncoded(rng: Rng, maxLength: number): string {
  return times(rng.int(1, maxLength), () => `%${rng.int(0, 255).toString(16).padStart(2, '0')}`).join('');
}

/** A decoded value for a parameter, slug or variable. */
export function randomText(rng: Rng, marker: string): string {
  switch (rng.int(0, 5)) {
    case 0:
    case 1:
      return rng.pick(markupPayloads(marker));
    case 2:
      return rng.pick(INJECTION_STRINGS);
    case 3:
      return rng.pick(NUMBERS);
    case 4:
      return randomUnicode(rng, 24);
    default:
      return rng.pick(['a', 'office', 'Sandton', 'Cape Town']).repeat(rng.int(1, 4000));
  }
}

/** A value as it appears in a URL: well encoded, or raw with encoding errors and random bytes. */
export function randomUrlValue(rng: Rng, marker: string): string {
  switch (rng.int(0, 4)) {
    case 0:
      return rng.pick(PERCENT_ERRORS);
    case 1:
      return randomBytesEncoded(rng, 12);
    case 2:
      return `${encodeLoose(randomText(rng, marker))}${rng.pick(PERCENT_ERRORS)}`;
    default:
      return encodeLoose(randomText(rng, marker));
  }
}
