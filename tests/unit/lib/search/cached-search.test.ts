import { afterEach, describe, expect, it, vi } from 'vitest';

const search = vi.fn();
const cachedRead = vi.fn();

vi.mock('@/lib/search/server-client', () => ({ getServerSearchClient: () => ({ search }) }));
// Next's data cache, as it answers an entry it read back: whatever `cachedRead` says it held.
vi.mock('next/cache', () => ({ unstable_cache: () => () => cachedRead() }));

const { searchCached } = await import('@/lib/search/cached-search');

const REQUEST = { indexName: 'properties_rent', params: { query: 'Sandton' } };
const ANSWER = { results: [{ hits: [], nbHits: 0 }] };

describe('searchCached', () => {
  afterEach(() => {
    search.mockReset();
    cachedRead.mockReset();
  });

  it('answers from the data cache when it holds an answer', async () => {
    cachedRead.mockResolvedValue(ANSWER);
    await expect(searchCached([REQUEST])).resolves.toBe(ANSWER);
    expect(search).not.toHaveBeenCalled();
  });

  it('asks the service when the cache gives back an entry without its answer', async () => {
    cachedRead.mockResolvedValue(undefined);
    search.mockResolvedValue(ANSWER);
    await expect(searchCached([REQUEST])).resolves.toBe(ANSWER);
    expect(search).toHaveBeenCalledWith([REQUEST]);
  });

  it('says the service is unavailable when neither has an answer', async () => {
    cachedRead.mockResolvedValue(undefined);
    search.mockResolvedValue({ results: [] });
    await expect(searchCached([REQUEST])).rejects.toMatchObject({ name: 'SearchError' });
  });
});
