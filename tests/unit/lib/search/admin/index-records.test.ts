import { beforeAll, describe, expect, it } from 'vitest';
import { readIndexRecords } from '@/lib/search/admin/index-records';
import { replaceIndicesTogether } from '@/lib/search/admin/replace-indices';
import {
  adminClientOf,
  freshStoreDirectory,
  SMALL_SAMPLE,
  startEmbeddedSearch,
  useTestAdminKey,
} from '@/tests/unit/lib/embedded/search/embedded-admin';

const rent = SMALL_SAMPLE.get('rent') ?? [];
const [first] = rent;
if (!first) throw new Error('The small sample has no unit to let');
const siblings = rent.filter((record) => record.property_gmaven_key === first.property_gmaven_key);

describe('reading and replacing an index for the listing commands', () => {
  beforeAll(useTestAdminKey);

  it('stores each record with the figures a sync computes, and reads every record back', async () => {
    const client = adminClientOf(startEmbeddedSearch(freshStoreDirectory()));
    await replaceIndicesTogether(client, [{ indexName: 'rent', records: siblings }]);
    const stored = await readIndexRecords(client, 'rent');
    expect(stored.map((record) => record.objectID)).toEqual(siblings.map((record) => record.objectID));
    expect(stored[0]).toMatchObject({
      property_unit_count: siblings.length,
      has_price: first.gross_price > 0,
    });
  });

  it('reads more than a page of records', async () => {
    const client = adminClientOf(startEmbeddedSearch(freshStoreDirectory()));
    const many = Array.from({ length: 1100 }, (_, index) => ({
      ...first,
      objectID: `unit-${index}`,
      gmaven_mapped_key: `unit-${index}`,
    }));
    await replaceIndicesTogether(client, [{ indexName: 'rent', records: many }]);
    expect(await readIndexRecords(client, 'rent')).toHaveLength(1100);
  });

  it('says to configure an index that does not exist yet', async () => {
    const client = adminClientOf(startEmbeddedSearch(freshStoreDirectory()));
    await expect(readIndexRecords(client, 'lettings')).rejects.toThrow(/search:configure/);
  });
});
