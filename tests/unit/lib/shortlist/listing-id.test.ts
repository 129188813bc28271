import { describe, expect, it } from 'vitest';
import {
  buildShortlistPath,
  isListingId,
  MAX_SHORTLIST,
  MAX_SHORTLIST_SEGMENT_LENGTH,
  parseListingId,
  parseShortlistSegment,
  previewShortlistSegment,
  shortlistSegmentOf,
  toListingId,
} from '@/lib/shortlist/listing-id';

describe('listing ids', () => {
  it('name a property by its web ref and a unit by the slug after it, in lower case', () => {
    expect(toListingId('RC-10423')).toBe('rc-10423');
    expect(toListingId('RC-10423', 'g01')).toBe('rc-10423.g01');
    expect(parseListingId('RC-10423')).toEqual({ webRef: 'rc-10423', unitSlug: null });
    expect(parseListingId('rc-10423.shop-12a')).toEqual({ webRef: 'rc-10423', unitSlug: 'shop-12a' });
    expect(isListingId('rc-10423.g01')).toBe(true);
    // Only the spelling the site writes is an id as stored.
    expect(isListingId('RC-10423')).toBe(false);
  });

  it.each([
    '',
    'rc',
    '10423',
    'rc-10423.',
    'rc-10423..g01',
    'rc-10423.g 01',
    'rc-10423.-g01',
    'rc-10423.g01-',
    'rc-10423.G01/x',
    'rcrcrc-10423',
    'rc-123456789',
    `rc-10423.${'a'.repeat(121)}`,
    '<script>',
  ])('refuse %j', (text) => {
    expect(parseListingId(text)).toBeNull();
  });
});

describe('parseShortlistSegment', () => {
  it('reads the ids of a shared link in order, with the canonical spelling', () => {
    expect(parseShortlistSegment('rc-10423,rc-10500.g01,rc-10611')).toEqual({
      kind: 'ok',
      ids: ['rc-10423', 'rc-10500.g01', 'rc-10611'],
      canonical: 'rc-10423,rc-10500.g01,rc-10611',
    });
  });

  it('gives every spelling of one list the same canonical segment: case, repeats, an encoded comma', () => {
    for (const segment of [
      'RC-10423,RC-10500',
      'rc-10423,rc-10500,RC-10423',
      'rc-10423%2Crc-10500',
      'Rc-10423%2cRC-10500',
    ]) {
      const parsed = parseShortlistSegment(segment);
      expect(parsed, segment).toMatchObject({ kind: 'ok', canonical: 'rc-10423,rc-10500' });
    }
  });

  it('keeps the order the listings were saved in', () => {
    const parsed = parseShortlistSegment('rc-3,rc-1,rc-2');
    expect(parsed.kind === 'ok' && parsed.ids).toEqual(['rc-3', 'rc-1', 'rc-2']);
  });

  it(`accepts ${MAX_SHORTLIST} listings and refuses more, saying why`, () => {
    const ids = Array.from({ length: MAX_SHORTLIST + 1 }, (_, index) => `rc-${10000 + index}`);
    expect(parseShortlistSegment(ids.slice(0, MAX_SHORTLIST).join(','))).toMatchObject({ kind: 'ok' });
    expect(parseShortlistSegment(ids.join(','))).toEqual({
      kind: 'invalid',
      reason: `A shortlist holds at most ${MAX_SHORTLIST} listings.`,
    });
  });

  it('refuses a segment too long to cache, before reading its ids', () => {
    const long = Array.from({ length: 3 }, (_, index) => `rc-${index}.${'a'.repeat(100)}`).join(',');
    expect(long.length).toBeGreaterThan(MAX_SHORTLIST_SEGMENT_LENGTH);
    expect(parseShortlistSegment(long)).toEqual({
      kind: 'invalid',
      reason: 'The link is too long to be a shortlist.',
    });
    expect(parseShortlistSegment('x'.repeat(100_000))).toMatchObject({ kind: 'invalid' });
  });

  it.each([
    ['empty', ''],
    ['a trailing comma', 'rc-10423,'],
    ['an empty id', 'rc-10423,,rc-10500'],
    ['a made-up word', 'hello-world'],
    ['a path', 'rc-10423%2Frc-10500'],
    ['malformed percent-encoding', 'rc-10423%E0%A4%A'],
    ['markup', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ])('never throws, and names no shortlist for %s', (_name, segment) => {
    expect(parseShortlistSegment(segment)).toMatchObject({ kind: 'invalid', reason: expect.any(String) });
  });
});

describe('shortlist paths', () => {
  it('build and read /shortlist/{ids}', () => {
    expect(buildShortlistPath(['rc-10423', 'rc-10500.g01'])).toBe('/shortlist/rc-10423,rc-10500.g01');
    expect(shortlistSegmentOf('/shortlist/rc-10423,rc-10500.g01')).toBe('rc-10423,rc-10500.g01');
    expect(shortlistSegmentOf('/shortlist')).toBeUndefined();
    expect(shortlistSegmentOf('/shortlist/')).toBeUndefined();
    expect(shortlistSegmentOf('/shortlist/a/b')).toBeUndefined();
    expect(shortlistSegmentOf('/search/s/all')).toBeUndefined();
  });
});

describe('previewShortlistSegment', () => {
  it('names the same picks in any order by one segment, so twelve ids are one preview, not 12! of them', () => {
    const ids = Array.from({ length: 12 }, (_, n) => `rc-${10401 + n}`);
    const reversed = [...ids].reverse();
    const shuffled = [...ids.slice(6), ...ids.slice(0, 6)];
    expect(previewShortlistSegment(reversed)).toBe(previewShortlistSegment(ids));
    expect(previewShortlistSegment(shuffled)).toBe(ids.join(','));
    expect(previewShortlistSegment(['rc-2.g01', 'rc-10', 'rc-2'])).toBe('rc-10,rc-2,rc-2.g01');
    expect(parseShortlistSegment(previewShortlistSegment(reversed))).toMatchObject({ kind: 'ok', ids });
  });
});
