import { beforeAll, describe, expect, it, vi } from 'vitest';

// The services behind the routes, reduced to what the limits wrap: a search the service admits, a
// GraphQL answer. What the routes count, and what a refused client reads, is under test.
vi.mock('@embedded/search', () => ({
  embeddedSearch: {
    handleRequest: async (
      request: Request,
      _onIndexWrite: unknown,
      admitSearch: (request: Request) => Promise<Response | null>,
    ) => (await admitSearch(request)) ?? Response.json({ results: [] }),
  },
}));
vi.mock('@embedded/content', () => ({
  embeddedContent: { handleRequest: async () => Response.json({ data: { __typename: 'Query' } }) },
}));

const SERVER_TOKEN = 'unit-graphql-server-token-0123456789abcdef';
let search: typeof import('@/lib/search/embedded-backend');
let content: typeof import('@/lib/content/embedded-backend');

beforeAll(async () => {
  vi.stubEnv('SEARCH_API_RATE_LIMIT', '3');
  vi.stubEnv('GRAPHQL_RATE_LIMIT', '2');
  vi.stubEnv('GRAPHQL_SERVER_TOKEN', SERVER_TOKEN);
  vi.stubEnv('REDIS_URL', '');
  search = await import('@/lib/search/embedded-backend');
  content = await import('@/lib/content/embedded-backend');
});

const from = (client: string, headers: Record<string, string> = {}) => ({
  'x-forwarded-for': client,
  ...headers,
});

function searchFrom(client: string): Promise<Response> {
  const request = new Request('http://site.test/api/search/1/indexes/*/queries', {
    method: 'POST',
    headers: from(client),
    body: '{"requests":[]}',
  });
  const answer = search.handleEmbeddedSearchRequest(request, () => {});
  if (!answer) throw new Error('the embedded search is not mounted');
  return answer;
}

function graphqlFrom(client: string, headers: Record<string, string> = {}): Promise<Response> {
  const request = new Request('http://site.test/graphqlQuery/v1', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...from(client, headers) },
    body: '{"query":"{ __typename }"}',
  });
  const answer = content.handleEmbeddedContentRequest(request);
  if (!answer) throw new Error('the embedded content service is not mounted');
  return answer;
}

describe('the search route’s rate limit', () => {
  it('answers a client past SEARCH_API_RATE_LIMIT a minute with an Algolia-shaped 429 and Retry-After', async () => {
    const statuses = [];
    for (let sent = 0; sent < 4; sent += 1) statuses.push((await searchFrom('198.51.100.7')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await searchFrom('198.51.100.7');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      message: expect.stringMatching(/^Too many searches/),
      status: 429,
    });
    // Another client is not held back.
    expect((await searchFrom('198.51.100.8')).status).toBe(200);
  });
});

describe('the GraphQL route’s rate limit', () => {
  it('answers a caller without the server token past GRAPHQL_RATE_LIMIT a minute with a 429', async () => {
    const statuses = [];
    for (let sent = 0; sent < 3; sent += 1) statuses.push((await graphqlFrom('203.0.113.5')).status);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await graphqlFrom('203.0.113.5');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      errors: [{ message: expect.stringMatching(/^Too many requests/) }],
    });
  });

  it('never counts the instances that send the server token', async () => {
    const withToken = { authorization: `Bearer ${SERVER_TOKEN}` };
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await graphqlFrom('203.0.113.9', withToken)).status).toBe(200);
    }
    const wrong = { authorization: 'Bearer not-the-token' };
    const statuses = [];
    for (let sent = 0; sent < 3; sent += 1) statuses.push((await graphqlFrom('203.0.113.9', wrong)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
