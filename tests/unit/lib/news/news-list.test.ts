import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsRecord } from '@/lib/news/news-record';

const search = vi.fn();
const cachedRead = vi.fn();

vi.mock('@/lib/search/server-client', () => ({ getServerSearchClient: () => ({ search }) }));
vi.mock('next/cache', () => ({ unstable_cache: () => () => cachedRead() }));

const { getNewsListResults } = await import('@/lib/news/news-list');
const { NO_NEWS_SEARCH } = await import('@/lib/news/news-url-state');

const RECORD: NewsRecord = {
  objectID: 'news-1',
  slug: 'sandton-office-vacancies-fall',
  type: 'NEWS',
  title: 'Sandton office vacancies fall',
  excerpt: 'Grade A space in Sandton is letting faster.',
  publishDate: '2026-10-14',
  category: 'Office',
  publish_timestamp: 1_792_000_000,
  featured_image: '/images/news/sandton.jpg',
  featured_image_alt: 'Sandton skyline',
  author_name: 'Thandiwe Nkosi',
  body_text: 'Grade A space in Sandton is letting faster than a year ago.',
};

const answer = (facets: Record<string, number>, hits: NewsRecord[] = [RECORD]) => ({
  hits,
  nbHits: hits.length,
  nbPages: 1,
  facets: { category: facets },
});

describe('getNewsListResults', () => {
  afterEach(() => {
    search.mockReset();
    cachedRead.mockReset();
  });

  it("reads a list's own page through the data cache", async () => {
    cachedRead.mockResolvedValue({ results: [answer({ Retail: 2, Office: 5 })] });
    const list = await getNewsListResults('NEWS', NO_NEWS_SEARCH);
    expect(search).not.toHaveBeenCalled();
    expect(list.total).toBe(1);
    expect(list.items.map((item) => item.slug)).toEqual([RECORD.slug]);
    expect(list.categories).toEqual([
      { value: 'Office', count: 5 },
      { value: 'Retail', count: 2 },
    ]);
  });

  it('asks the service for a search, filtering the cards on the ticked categories and counting every one', async () => {
    search.mockResolvedValue({
      results: [answer({ Office: 1 }), answer({ Industrial: 3, Office: 1 }, [])],
    });
    const list = await getNewsListResults('AWARD', {
      query: 'sandton',
      category: ['Office', '-Outlook'],
      page: 2,
    });
    expect(cachedRead).not.toHaveBeenCalled();
    const [requests] = search.mock.calls[0] ?? [];
    expect(requests).toMatchObject([
      {
        params: {
          query: 'sandton',
          filters: 'type:AWARD',
          page: 1,
          facetFilters: [['category:Office', 'category:\\-Outlook']],
        },
      },
      { params: { query: 'sandton', filters: 'type:AWARD', page: 0, hitsPerPage: 0 } },
    ]);
    expect(requests[1].params).not.toHaveProperty('facetFilters');
    // A ticked category the text no longer finds is still listed, to be unticked.
    expect(list.categories).toEqual([
      { value: '-Outlook', count: 0 },
      { value: 'Industrial', count: 3 },
      { value: 'Office', count: 1 },
    ]);
    expect(list.items).toHaveLength(1);
  });

  it("lists a ticked category named like an object's own property", async () => {
    search.mockResolvedValue({ results: [answer({}, []), answer({ Office: 2 }, [])] });
    const list = await getNewsListResults('NEWS', {
      query: '',
      category: ['constructor', '__proto__'],
      page: 1,
    });
    expect(list.categories).toEqual([
      { value: '__proto__', count: 0 },
      { value: 'constructor', count: 0 },
      { value: 'Office', count: 2 },
    ]);
  });

  it('asks one query for a search without categories', async () => {
    search.mockResolvedValue({ results: [answer({ Office: 1 })] });
    await getNewsListResults('NEWS', { query: 'solar', category: [], page: 1 });
    expect(search.mock.calls[0]?.[0]).toHaveLength(1);
  });

  it('says the service is unavailable when it fails or answers without hits', async () => {
    search.mockRejectedValueOnce(new Error('ECONNREFUSED'));
    await expect(getNewsListResults('NEWS', { ...NO_NEWS_SEARCH, query: 'solar' })).rejects.toMatchObject({
      name: 'SearchError',
    });
    search.mockResolvedValueOnce({ results: [{ message: 'no hits here' }] });
    await expect(getNewsListResults('NEWS', { ...NO_NEWS_SEARCH, query: 'solar' })).rejects.toMatchObject({
      name: 'SearchError',
    });
  });
});
