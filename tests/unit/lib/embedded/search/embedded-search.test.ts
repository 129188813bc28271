import { beforeAll, describe, expect, it } from 'vitest';
import type { PropertyRecord } from '@/lib/listings/wire-types';
import { readJournal, readListingSnapshots } from '@/lib/embedded/search/listing-journal';
import {
  adminClientOf,
  asObjects,
  freshStoreDirectory,
  SMALL_SAMPLE,
  startEmbeddedSearch,
  useTestAdminKey,
} from './embedded-admin';

const rentSample = SMALL_SAMPLE.get('rent') ?? [];
const [first, second] = rentSample;
if (!first || !second) throw new Error('The small sample has too few units to let');

type Client = ReturnType<typeof adminClientOf>;

async function namesIn(client: Client, indexName: string): Promise<string[]> {
  const names: string[] = [];
  await client.browseObjects<PropertyRecord>({
    indexName,
    browseParams: {},
    aggregator: (page) => names.push(...page.hits.map((hit) => hit.property_name)),
  });
  return names;
}

async function found(client: Client, query: string): Promise<number> {
  const { results } = await client.search({ requests: [{ indexName: 'rent', query, hitsPerPage: 0 }] });
  const [result] = results;
  return result && 'nbHits' in result ? (result.nbHits ?? 0) : -1;
}

describe('the embedded engine behind the indexing API', () => {
  beforeAll(useTestAdminKey);

  it('replaces an index whole with replaceAllObjects and keeps it across a restart', async () => {
    const directory = freshStoreDirectory();
    const client = adminClientOf(startEmbeddedSearch(directory));
    const renamed = { ...first, property_name: 'Quillpoint Exchange' };
    await client.replaceAllObjects({
      indexName: 'rent',
      objects: asObjects([renamed, second]),
      batchSize: 1,
    });

    expect(await namesIn(client, 'rent')).toEqual(['Quillpoint Exchange', second.property_name]);
    expect(await found(client, 'Quillpoint')).toBe(1);
    const restarted = adminClientOf(startEmbeddedSearch(directory));
    expect(await namesIn(restarted, 'rent')).toEqual(['Quillpoint Exchange', second.property_name]);
    expect(await namesIn(restarted, 'buy')).toHaveLength(SMALL_SAMPLE.get('buy')?.length ?? -1);
  });

  it('replays the batches after a replace, and a replace with the sample leaves no records on disk', async () => {
    const directory = freshStoreDirectory();
    const client = adminClientOf(startEmbeddedSearch(directory));
    await client.replaceAllObjects({ indexName: 'rent', objects: asObjects([first]) });
    await client.partialUpdateObjects({
      indexName: 'rent',
      objects: [{ objectID: first.objectID, property_name: 'Touched Towers' }],
      waitForTasks: true,
    });
    expect(await namesIn(adminClientOf(startEmbeddedSearch(directory)), 'rent')).toEqual(['Touched Towers']);

    expect(readJournal(directory)).toHaveLength(1);

    await client.replaceAllObjects({ indexName: 'rent', objects: asObjects(rentSample) });
    expect(readListingSnapshots(directory).get('rent')?.records).toBe('sample');
    expect(readJournal(directory)).toEqual([]);
    const restarted = adminClientOf(startEmbeddedSearch(directory));
    expect(await namesIn(restarted, 'rent')).toEqual(rentSample.map((record) => record.property_name));
  });

  it('leaves the live index whole when an import stops before its move', async () => {
    const directory = freshStoreDirectory();
    const client = adminClientOf(startEmbeddedSearch(directory));
    await client.operationIndex({
      indexName: 'rent',
      operationIndexParams: { operation: 'copy', destination: 'rent_tmp_1', scope: ['settings'] },
    });
    await client.saveObjects({
      indexName: 'rent_tmp_1',
      objects: asObjects([{ ...first, property_name: 'Half Way House' }]),
    });

    expect(await found(client, 'Half Way House')).toBe(0);
    expect(await namesIn(client, 'rent')).toHaveLength(rentSample.length);
    expect(await namesIn(adminClientOf(startEmbeddedSearch(directory)), 'rent')).toHaveLength(
      rentSample.length,
    );
  });

  it('refuses what it does not do, with Algolia’s statuses', async () => {
    const client = adminClientOf(startEmbeddedSearch(freshStoreDirectory()));
    const statusOf = (promise: Promise<unknown>) =>
      promise.then(
        () => 200,
        (error: { status?: number }) => error.status,
      );
    const copyInto = (destination: string) =>
      client.operationIndex({ indexName: 'rent', operationIndexParams: { operation: 'copy', destination } });
    expect(await statusOf(copyInto('buy'))).toBe(400);
    expect(await statusOf(copyInto('rent_price_asc'))).toBe(400);
    await copyInto('rent_tmp_2');
    const move = client.operationIndex({
      indexName: 'rent_tmp_2',
      operationIndexParams: { operation: 'move', destination: 'news' },
    });
    expect(await statusOf(move)).toBe(400);
    expect(await statusOf(client.deleteIndex({ indexName: 'rent' }))).toBe(400);
    expect(await statusOf(client.getSettings({ indexName: 'nowhere' }))).toBe(404);
    const set = (indexName: string, indexSettings: Record<string, unknown>) =>
      client.setSettings({ indexName, indexSettings });
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => 'accepted',
        (error: Error & { status?: number }) => `${error.status} ${error.message}`,
      );
    expect(await refusal(set('rent', { typoTolerance: false }))).toMatch(
      /^400 The embedded engine does not apply typoTolerance/,
    );
    expect(await refusal(set('rent', { replicas: ['rent_standard'] }))).toMatch(
      /^400 replicas: .* must be virtual/,
    );
    expect(await refusal(set('rent', { ranking: ['custom'] }))).toMatch(
      /^400 ranking must be Algolia's default/,
    );
    expect(await refusal(set('rent_price_asc', { searchableAttributes: ['city'] }))).toMatch(
      /^400 .*customRanking/,
    );
    expect(await refusal(set('rent', { paginationLimitedTo: 2000 }))).toBe('accepted');
    const withSearchKey = adminClientOf(startEmbeddedSearch(freshStoreDirectory()), { key: 'search-only' });
    expect(await statusOf(withSearchKey.getSettings({ indexName: 'rent' }))).toBe(403);
  });
});
