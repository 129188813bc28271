import { describe, expect, it } from 'vitest';
import { MAX_SHORTLIST } from '@/lib/shortlist/listing-id';
import {
  mergeSavedListings,
  parseSavedListings,
  toggleSavedListing,
  type SavedListing,
} from '@/lib/shortlist/saved-listings';

const listing = (index: number): SavedListing => ({ id: `rc-${10000 + index}`, name: `Listing ${index}` });
const full = Array.from({ length: MAX_SHORTLIST }, (_, index) => listing(index));

describe('parseSavedListings', () => {
  it('reads what the store wrote', () => {
    const saved = [listing(1), { id: 'rc-10002.g01', name: 'G01, Listing 2' }];
    expect(parseSavedListings(JSON.stringify(saved))).toEqual(saved);
  });

  it('reads nothing from nothing, or from text that is not a list', () => {
    for (const raw of [null, '', 'not json', '{"id":"rc-1"}', '42', 'null']) {
      expect(parseSavedListings(raw), String(raw)).toEqual([]);
    }
  });

  it('drops entries that are not listings, repeats and anything past the limit', () => {
    const raw = JSON.stringify([
      listing(1),
      { id: 'RC-10001', name: 'upper case' },
      { id: 'javascript:alert(1)', name: 'x' },
      { name: 'no id' },
      null,
      listing(1),
      { id: 'rc-10002', name: 7 },
      ...full,
    ]);
    const parsed = parseSavedListings(raw);
    expect(parsed).toHaveLength(MAX_SHORTLIST);
    expect(parsed.slice(0, 2)).toEqual([listing(1), { id: 'rc-10002', name: '' }]);
  });

  it('cuts an over-long name', () => {
    const [saved] = parseSavedListings(JSON.stringify([{ id: 'rc-1', name: 'x'.repeat(10_000) }]));
    expect(saved?.name.length).toBe(120);
  });
});

describe('toggleSavedListing', () => {
  it('adds at the end, removes when present, and refuses a thirteenth', () => {
    expect(toggleSavedListing([listing(1)], listing(2))).toEqual({
      listings: [listing(1), listing(2)],
      outcome: 'added',
    });
    expect(toggleSavedListing([listing(1), listing(2)], listing(1))).toEqual({
      listings: [listing(2)],
      outcome: 'removed',
    });
    expect(toggleSavedListing(full, listing(99))).toEqual({ listings: full, outcome: 'full' });
    expect(toggleSavedListing(full, listing(0)).outcome).toBe('removed');
  });
});

describe('mergeSavedListings', () => {
  it('adds what is new, as many as fit, and says how many did not', () => {
    expect(mergeSavedListings([listing(1)], [listing(1), listing(2)])).toEqual({
      listings: [listing(1), listing(2)],
      added: 1,
      skipped: 0,
    });
    const merged = mergeSavedListings(full.slice(0, MAX_SHORTLIST - 1), [
      listing(50),
      listing(51),
      listing(52),
    ]);
    expect(merged.listings).toHaveLength(MAX_SHORTLIST);
    expect(merged).toMatchObject({ added: 1, skipped: 2 });
  });
});
