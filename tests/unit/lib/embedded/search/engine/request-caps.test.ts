import { describe, expect, it } from 'vitest';

import { PUBLIC_SEARCH_CAPS } from '@/lib/search/public-search-caps';
import { createFixtureEngine } from './fixtures';

const engine = createFixtureEngine();
const QUERIES_URL = 'http://localhost/api/search/1/indexes/*/queries';
const CAPS = { queries: 3, hits: 100, polygonPoints: 10, boxes: 2 };

function post(requests: unknown[], caps: typeof CAPS | null = CAPS) {
  return engine.handleRequest(
    new Request(QUERIES_URL, { method: 'POST', body: JSON.stringify({ requests }) }),
    caps ?? undefined,
  );
}

async function refusal(response: Response): Promise<string> {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { message: string; status: number };
  expect(body.status).toBe(400);
  return body.message;
}

const square = (points: number) =>
  Array.from({ length: points * 2 }, (_, i) => (i % 2 ? 28 : -26) + i * 1e-4);

describe('the public caps of the HTTP handler', () => {
  it('answers a request within every cap as before', async () => {
    const response = await post([
      { indexName: 'rent', hitsPerPage: 50 },
      {
        indexName: 'rent',
        hitsPerPage: 50,
        insideBoundingBox: [
          [-26, 28, -27, 29],
          [-33, 18, -34, 19],
        ],
      },
      { indexName: 'rent', hitsPerPage: 0, insidePolygon: [square(10)] },
    ]);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { results: unknown[] }).results).toHaveLength(3);
  });

  it('refuses too many queries in one request, before reading them, and says so', async () => {
    const message = await refusal(await post(Array.from({ length: 4 }, () => ({ indexName: 'no-such' }))));
    expect(message).toBe('Too many queries in one request: 4 (at most 3 here)');
  });

  it('refuses more hits than the cap across the queries of a request, whichever way they are asked', async () => {
    expect(await refusal(await post([{ indexName: 'rent', hitsPerPage: 101 }]))).toBe(
      'Too many hits asked for in one request: hitsPerPage adds up to 101 (at most 100 here)',
    );
    expect(
      await refusal(
        await post([
          { indexName: 'rent', params: 'hitsPerPage=60' },
          { indexName: 'rent', params: { hitsPerPage: 60 } },
        ]),
      ),
    ).toMatch(/adds up to 120/);
    // A query that does not say takes the index's own page size (the fixture's is 20).
    expect(
      await refusal(await post([{ indexName: 'rent', hitsPerPage: 90 }, { indexName: 'rent' }])),
    ).toMatch(/adds up to 110/);
  });

  it('refuses a polygon of too many points and too many boxes, naming which', async () => {
    expect(await refusal(await post([{ indexName: 'rent', insidePolygon: [square(6), square(5)] }]))).toBe(
      'Too many points in insidePolygon: 11 in one query (at most 10 here)',
    );
    expect(await refusal(await post([{ indexName: 'rent', insidePolygon: square(11).join(',') }]))).toMatch(
      /insidePolygon: 11 in one query/,
    );
    const box = [-26, 28, -27, 29];
    expect(await refusal(await post([{ indexName: 'rent', insideBoundingBox: [box, box, box] }]))).toBe(
      'Too many boxes in insideBoundingBox: 3 in one query (at most 2 here)',
    );
  });

  it('leaves the in-process requester and the handler without caps to Algolia’s own limits', async () => {
    const many = [
      { indexName: 'rent', hitsPerPage: 1000 },
      { indexName: 'rent', hitsPerPage: 1000 },
    ];
    expect((await post(many, null)).status).toBe(200);
    expect(
      engine.respondToRaw({ method: 'POST', url: QUERIES_URL, bodyText: JSON.stringify({ requests: many }) })
        .status,
    ).toBe(200);
  });
});

describe('PUBLIC_SEARCH_CAPS', () => {
  it('admits what the site’s own pages send: the map’s 1,000 pins, 7 queries with a box each', async () => {
    const box = [[-26, 28, -27, 29]];
    const pins = [
      { indexName: 'rent', hitsPerPage: 1000, insideBoundingBox: box },
      ...Array.from({ length: 6 }, () => ({ indexName: 'rent', hitsPerPage: 0, insideBoundingBox: box })),
    ];
    expect((await post(pins, PUBLIC_SEARCH_CAPS)).status).toBe(200);
    expect(
      await refusal(await post([...pins, { indexName: 'rent', hitsPerPage: 1 }], PUBLIC_SEARCH_CAPS)),
    ).toMatch(/adds up to 1001/);
    const fifty = Array.from({ length: 50 }, () => ({ indexName: 'rent', hitsPerPage: 1000 }));
    expect(await refusal(await post(fifty, PUBLIC_SEARCH_CAPS))).toMatch(/^Too many queries/);
  });
});
