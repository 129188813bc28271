import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The key of every read through Next's data cache, each an entry a running server would keep. */
const cacheKeys: string[] = [];

vi.mock('next/cache', () => ({
  unstable_cache:
    <Callback extends (...args: never[]) => unknown>(callback: Callback, keyParts: string[]) =>
    (...args: Parameters<Callback>) => {
      cacheKeys.push(keyParts.join(' '));
      return callback(...args);
    },
}));

const { getShortlistEntries } = await import('@/lib/listings/shortlist');
const { readSharedShortlist } = await import('@/lib/shortlist/shared-shortlist');
const { toListingId } = await import('@/lib/shortlist/listing-id');
const { generateSampleListings, SAMPLE_EXCLUDED_CONTACT_KEY } =
  await import('@/lib/embedded/sample/listings');

const sample = generateSampleListings();
const isListed = (record: (typeof sample.rent)[number]) =>
  [...record.property_responsibility, ...record.unit_responsibility].every(
    (contact) => contact.gmaven_contact_key !== SAMPLE_EXCLUDED_CONTACT_KEY,
  );
const unitsByProperty = new Map<string, typeof sample.rent>();
for (const record of sample.rent) {
  unitsByProperty.set(record.property_gmaven_key, [
    ...(unitsByProperty.get(record.property_gmaven_key) ?? []),
    record,
  ]);
}
const [severalUnits] = [...unitsByProperty.values()].filter(
  (records) => records.length > 2 && records.every(isListed),
);
const forSale = sample.buy.find(isListed);
if (!severalUnits?.[0] || !severalUnits[1] || !forSale)
  throw new Error('The sample lacks the listings this test needs.');
const [first, second] = severalUnits;

beforeEach(() => {
  cacheKeys.length = 0;
});

describe('getShortlistEntries', () => {
  it('reads properties and units of both deals, in the order asked, by web ref and unit slug', async () => {
    const unitId = toListingId(second.web_ref, second.unit_slug);
    const entries = await getShortlistEntries([
      toListingId(first.web_ref),
      unitId,
      toListingId(forSale.web_ref),
    ]);
    expect(entries.map(({ id }) => id)).toEqual([
      toListingId(first.web_ref),
      unitId,
      toListingId(forSale.web_ref),
    ]);
    const [property, unit, sale] = entries.map(({ listing }) => listing);
    expect(property).toMatchObject({
      kind: 'property',
      card: { name: first.property_name, dealType: 'toLet' },
    });
    expect(property?.card.unitCount).toBe(severalUnits.length);
    expect(property?.brokers.length).toBeGreaterThan(0);
    expect(unit).toMatchObject({
      kind: 'unit',
      card: {
        name: `${second.unit_id}, ${second.property_name}`,
        grossPrice: second.gross_price,
        glaMin: second.min_gla,
        unitCount: 1,
        href: expect.stringMatching(new RegExp(`/${second.unit_slug}$`)),
      },
    });
    expect(sale).toMatchObject({ card: { dealType: 'forSale', name: forSale.property_name } });
  });

  it('answers null for a listing that is gone, a made-up web ref or a made-up unit', async () => {
    const entries = await getShortlistEntries(['rc-99999999', toListingId(first.web_ref, 'zz-no-such-unit')]);
    expect(entries).toEqual([
      { id: 'rc-99999999', listing: null },
      { id: toListingId(first.web_ref, 'zz-no-such-unit'), listing: null },
    ]);
  });

  it('reads, for any number of made-up lists, only what the first one read', async () => {
    await readSharedShortlist('rc-90000000,rc-90000001');
    const firstReads = new Set(cacheKeys);
    cacheKeys.length = 0;
    for (let index = 2; index < 8; index += 2) {
      expect(await readSharedShortlist(`rc-${90000000 + index},zz-${index}`)).toMatchObject({
        kind: 'not-found',
      });
      expect(await readSharedShortlist(`rc-${90000000 + index},rc-${90000001 + index}`)).toEqual({
        kind: 'not-found',
        reason: 'None of the listings in this link is available any more.',
      });
    }
    expect(cacheKeys.filter((key) => !firstReads.has(key))).toEqual([]);
  }, 60_000);

  it('names no shortlist for a spelling the site does not write, without reading anything', async () => {
    for (const segment of ['RC-10001', 'rc-10001,rc-10001', 'rc-10001,', 'x'.repeat(300)]) {
      expect(await readSharedShortlist(segment), segment).toMatchObject({ kind: 'not-found' });
    }
    expect(cacheKeys).toEqual([]);
  });
});
