import { afterEach, describe, expect, it, vi } from 'vitest';

const search = vi.fn();

vi.mock('server-only', () => ({}));
vi.mock('@/lib/search/server-client', () => ({ getServerSearchClient: () => ({ search }) }));

const { summarizeResults } = await import('@/lib/search/wording/results-summary');

const REQUEST = { indexName: 'properties_rent', cardsIndexName: 'properties_rent', params: {}, page: 0 };
const PHOTO = { image_path_url: '/images/a.webp', type: 'image/webp' };

describe('summarizeResults', () => {
  afterEach(() => search.mockReset());

  it('counts the cards, finds the lowest price and the first photo', async () => {
    search.mockResolvedValue({
      results: [
        {
          nbHits: 42,
          hits: [{ property_name: 'Musgrave Parade', suburb: 'Musgrave', property_images: [PHOTO] }],
        },
        { hits: [], facets_stats: { gross_price: { min: 95, max: 410 } } },
      ],
    });
    await expect(summarizeResults(REQUEST)).resolves.toMatchObject({
      count: 42,
      photo: { src: '/images/a.webp', alt: 'Musgrave Parade, Musgrave' },
    });
  });

  // A preview is a part of the page: the page's metadata and the preview image say they cannot
  // tell, and the page is served.
  it.each([{}, { results: null }, { results: {} }, { results: [{ hits: [] }] }, { results: [{}, {}] }])(
    'says the service is unavailable when it answers in another shape (%j)',
    async (answer) => {
      search.mockResolvedValue(answer);
      await expect(summarizeResults(REQUEST)).rejects.toMatchObject({ name: 'SearchError' });
    },
  );
});
