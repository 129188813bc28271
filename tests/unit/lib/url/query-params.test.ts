import { describe, expect, it } from 'vitest';
import {
  MAX_PAGE,
  MAX_QUERY_LENGTH,
  MAX_VALUE_LENGTH,
  MAX_VALUES_PER_KEY,
  parsePageNumber,
  parseQueryText,
  parseValueList,
  readValues,
  withoutUnsetFields,
} from '@/lib/url/query-params';

describe('readValues', () => {
  it('reads repeated keys from URLSearchParams in order', () => {
    expect(readValues(new URLSearchParams('city=Durban&city=George'), 'city')).toEqual(['Durban', 'George']);
    expect(readValues(new URLSearchParams('city=Durban'), 'suburb')).toEqual([]);
  });

  it('reads the Next.js searchParams record, single or repeated', () => {
    const params = { city: 'Durban', category: ['Office', 'Retail'], page: undefined };
    expect(readValues(params, 'city')).toEqual(['Durban']);
    expect(readValues(params, 'category')).toEqual(['Office', 'Retail']);
    expect(readValues(params, 'page')).toEqual([]);
  });
});

describe('parseQueryText', () => {
  it('keeps clean text unchanged', () => {
    expect(parseQueryText(['green star'])).toEqual({ value: 'green star', changed: false });
    expect(parseQueryText([])).toEqual({ value: '', changed: false });
  });

  it('folds whitespace and control characters without calling that a change', () => {
    expect(parseQueryText(['  solar\u0000\u007f  panels\t'])).toEqual({
      value: 'solar panels',
      changed: false,
    });
  });

  it('cuts long text and ignores later values, and says so', () => {
    const long = parseQueryText(['x'.repeat(MAX_QUERY_LENGTH + 1)]);
    expect(long.value).toHaveLength(MAX_QUERY_LENGTH);
    expect(long.changed).toBe(true);
    expect(parseQueryText(['first', 'second'])).toEqual({ value: 'first', changed: true });
  });

  it('does not leave a trailing space where the cut falls', () => {
    const text = `${'x'.repeat(MAX_QUERY_LENGTH - 1)} tail`;
    expect(parseQueryText([text]).value).toBe('x'.repeat(MAX_QUERY_LENGTH - 1));
  });
});

describe('parseValueList', () => {
  it('cleans values and drops blanks, overlong values and repeats', () => {
    const values = [' Office ', 'Office', '', '\u0000', 'y'.repeat(MAX_VALUE_LENGTH + 1), 'Retail'];
    expect(parseValueList(values)).toEqual({ value: ['Office', 'Retail'], changed: true });
  });

  it('keeps a clean list unchanged', () => {
    expect(parseValueList(['Office', 'Retail'])).toEqual({ value: ['Office', 'Retail'], changed: false });
  });

  it('caps the number of values', () => {
    const values = Array.from({ length: MAX_VALUES_PER_KEY + 5 }, (_, index) => `City ${index}`);
    const { value, changed } = parseValueList(values);
    expect(value).toEqual(values.slice(0, MAX_VALUES_PER_KEY));
    expect(changed).toBe(true);
  });
});

describe('parsePageNumber', () => {
  it('reads page 1 when absent, without a change', () => {
    expect(parsePageNumber([])).toEqual({ value: 1, changed: false });
  });

  it('reads a whole number', () => {
    expect(parsePageNumber(['3'])).toEqual({ value: 3, changed: false });
    expect(parsePageNumber([' 3 '])).toEqual({ value: 3, changed: false });
  });

  it('falls back to page 1 for anything but digits', () => {
    for (const page of ['', 'abc', '-2', '1.5', '0x10', '1e3', '12345678']) {
      expect(parsePageNumber([page]), page).toEqual({ value: 1, changed: true });
    }
  });

  it('clamps to 1 and MAX_PAGE, and notes padding and repeats', () => {
    expect(parsePageNumber(['0'])).toEqual({ value: 1, changed: true });
    expect(parsePageNumber(['999999'])).toEqual({ value: MAX_PAGE, changed: true });
    expect(parsePageNumber(['007'])).toEqual({ value: 7, changed: true });
    expect(parsePageNumber(['2', '5'])).toEqual({ value: 2, changed: true });
  });
});

describe('withoutUnsetFields', () => {
  it('drops the empty fields a form sends without scripts, keeping the rest as spelled', () => {
    expect(withoutUnsetFields('?city=Durban&query=&minPrice=&maxPrice=&minGLA=&maxGLA=')).toBe(
      '?city=Durban',
    );
    expect(withoutUnsetFields('?query=Umhlanga+Ridge&city=Durban&minPrice=')).toBe(
      '?query=Umhlanga+Ridge&city=Durban',
    );
    expect(withoutUnsetFields('?query=%20+&city=Cape%20Town')).toBe('?city=Cape%20Town');
  });

  it('answers an empty query string when every field was blank', () => {
    expect(withoutUnsetFields('?query=&minPrice=')).toBe('');
  });

  it('leaves a query string without blank fields alone', () => {
    expect(withoutUnsetFields('')).toBeUndefined();
    expect(withoutUnsetFields('?city=Durban&city=George')).toBeUndefined();
    expect(withoutUnsetFields('?utm_source=newsletter&preview')).toBeUndefined();
  });

  it('drops a field holding its default, and only that', () => {
    const defaults = { sort: 'relevance', deal: 'ToLet' };
    expect(withoutUnsetFields('?query=&sort=relevance&deal=ToLet&city=Durban', defaults)).toBe(
      '?city=Durban',
    );
    expect(withoutUnsetFields('?sort=price-asc&deal=ForSale', defaults)).toBeUndefined();
    expect(withoutUnsetFields('?toString=&constructor=x', defaults)).toBe('?constructor=x');
  });

  it('drops the empty pairs of doubled separators', () => {
    expect(withoutUnsetFields('?city=Durban&&page=2&')).toBe('?city=Durban&page=2');
  });
});
