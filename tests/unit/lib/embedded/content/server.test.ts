import { describe, expect, it } from 'vitest';
import {
  GRAPHQL_PATH,
  MAX_BODY_BYTES,
  MAX_DOCUMENT_NESTING,
  handleContentRequest,
} from '@/lib/embedded/content/server';
import { accessOf, type ContentAccess } from '@/lib/embedded/content/write-guard';

async function post(
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
  access: ContentAccess = 'read-only',
) {
  const response = await handleContentRequest(
    new Request(`http://localhost${GRAPHQL_PATH}`, { method: 'POST', headers, body }),
    access,
  );
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('embedded GraphQL endpoint', () => {
  it('answers a valid operation with data', async () => {
    const { status, json } = await post(JSON.stringify({ query: '{ __typename }' }));
    expect(status).toBe(200);
    expect(json).toEqual({ data: { __typename: 'Query' } });
  });

  it('runs named operations with variables', async () => {
    const { status, json } = await post(
      JSON.stringify({
        operationName: 'Page',
        query: 'query Page($slug: String!) { page(slug: $slug) { slug title } }',
        variables: { slug: 'home' },
      }),
    );
    expect(status).toBe(200);
    expect(json.data).toEqual({
      page: { slug: 'home', title: expect.stringMatching(/commercial property/i) },
    });
  });

  it('answers malformed JSON with 400 and a GraphQL error', async () => {
    const { status, json } = await post('{"query": ');
    expect(status).toBe(400);
    expect(json.errors).toEqual([expect.objectContaining({ message: expect.any(String) })]);
  });

  it('answers an empty body with 400', async () => {
    expect((await post('')).status).toBe(400);
  });

  it('answers unparsable and invalid documents with 400', async () => {
    expect((await post(JSON.stringify({ query: '{ company { name ' }))).status).toBe(400);
    const invalid = await post(JSON.stringify({ query: '{ noSuchField }' }));
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors).toEqual([
      expect.objectContaining({ message: 'Cannot query field "noSuchField" on type "Query".' }),
    ]);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])(
    'refuses a POST whose content type is %j with 415: only JSON, which no other site can send without a preflight',
    async (type) => {
      const { status, json } = await post(JSON.stringify({ query: '{ company { name } }' }), {
        'content-type': type,
      });
      expect(status).toBe(415);
      expect(json).toEqual({ errors: [{ message: 'Send the request as application/json.' }] });
    },
  );

  it('accepts JSON with a charset', async () => {
    const { status } = await post(JSON.stringify({ query: '{ __typename }' }), {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(status).toBe(200);
  });

  it('rejects operations nested deeper than the limit', async () => {
    const deep =
      '{ navigation { main { children { children { children { children { children { children { children { label } } } } } } } } } }';
    const { status, json } = await post(JSON.stringify({ query: deep }));
    expect(status).toBe(400);
    expect(JSON.stringify(json.errors)).toMatch(/nested too deeply/);
  });

  it('rejects a document nested past the bracket limit with 400 before the recursive parser overflows', async () => {
    const nested = (depth: number) => `${'{ a '.repeat(depth)}${'}'.repeat(depth)}`;
    const { status, json } = await post(JSON.stringify({ query: nested(5000) }));
    expect(status).toBe(400);
    expect(json.errors).toEqual([
      { message: `Query is nested too deeply: brackets may nest at most ${MAX_DOCUMENT_NESTING} levels.` },
    ]);
    // Within the bracket limit the document reaches validation, which rejects the unknown field (for
    // a caller within the public query budget, its cost does first).
    const shallow = await post(
      JSON.stringify({ query: nested(MAX_DOCUMENT_NESTING) }),
      { 'content-type': 'application/json' },
      'read-write',
    );
    expect(shallow.status).toBe(400);
    expect(shallow.json.errors).toContainEqual(
      expect.objectContaining({ message: 'Cannot query field "a" on type "Query".' }),
    );
  });

  it('rejects bodies over the size limit with 413', async () => {
    const query = `{ __typename } # ${'x'.repeat(MAX_BODY_BYTES)}`;
    expect((await post(JSON.stringify({ query }))).status).toBe(413);
  });

  it('answers GET queries', async () => {
    const response = await handleContentRequest(
      new Request(`http://localhost${GRAPHQL_PATH}?query=${encodeURIComponent('{ __typename }')}`),
      'read-only',
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it.each(['variables', 'extensions'])(
    'answers GET with invalid JSON in %s with 400, not 500',
    async (name) => {
      const query = encodeURIComponent('{ __typename }');
      const response = await handleContentRequest(
        new Request(`http://localhost${GRAPHQL_PATH}?query=${query}&${name}=%7B%25zz`),
        'read-only',
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        errors: [{ message: `The ${name} parameter is not valid JSON.` }],
      });
    },
  );

  describe('writes', () => {
    const INVALID_ENQUIRY = {
      name: 'Thabo Mokoena',
      email: 'not-an-address',
      message: 'Looking for 300 m² of office space in Rosebank.',
      source: 'contact',
    };
    const one = JSON.stringify({
      query: 'mutation Send($input: EnquiryInput!) { submitEnquiry(input: $input) { id } }',
      variables: { input: INVALID_ENQUIRY },
    });

    it('refuses a mutation from anyone over HTTP while no server token is set, before it runs', async () => {
      const { status, json } = await post(one);
      expect(status).toBe(403);
      expect(json).toEqual({
        errors: [expect.objectContaining({ message: 'This endpoint answers queries only.' })],
      });
    });

    it('runs one mutation for a caller that may write (here refused by its own validation, so nothing is stored)', async () => {
      const { json } = await post(one, undefined, 'read-write');
      expect(JSON.stringify(json.errors)).toContain('Please enter a valid email address.');
    });

    it.each([
      ['aliases', 'mutation { a: submitEnquiry(input: $i) { id } b: submitEnquiry(input: $i) { id } }'],
      [
        'a fragment',
        'mutation { ...Two } fragment Two on Mutation { a: submitEnquiry(input: $i) { id } b: submitEnquiry(input: $i) { id } }',
      ],
      [
        'an inline fragment',
        'mutation { a: submitEnquiry(input: $i) { id } ... on Mutation { b: submitEnquiry(input: $i) { id } } }',
      ],
    ])('refuses more than one mutation in a request, through %s, even for a writer', async (_, body) => {
      const query = body.replace('mutation {', 'mutation Burst($i: EnquiryInput!) {');
      const { status, json } = await post(
        JSON.stringify({ query, variables: { i: INVALID_ENQUIRY } }),
        undefined,
        'read-write',
      );
      expect(status).toBe(400);
      expect(json).toEqual({
        errors: [expect.objectContaining({ message: 'A request may carry one mutation.' })],
      });
    });

    it('refuses a mutation over GET', async () => {
      const query = encodeURIComponent(
        'mutation { submitEnquiry(input: {name: "a", email: "a@b.co", message: "hello there", source: "contact"}) { id } }',
      );
      const response = await handleContentRequest(
        new Request(`http://localhost${GRAPHQL_PATH}?query=${query}`),
        'read-write',
      );
      expect(response.status).toBe(405);
    });
  });
});

describe('accessOf', () => {
  const TOKEN = 'a'.repeat(40);

  it('grants writes only to the configured bearer token', () => {
    expect(accessOf(`Bearer ${TOKEN}`, TOKEN)).toBe('read-write');
    expect(accessOf(`Bearer ${TOKEN}x`, TOKEN)).toBe('read-only');
    expect(accessOf(`bearer ${TOKEN}`, TOKEN)).toBe('read-only');
    expect(accessOf(null, TOKEN)).toBe('read-only');
  });

  it('grants nothing while no token is configured', () => {
    expect(accessOf('Bearer ', undefined)).toBe('read-only');
    expect(accessOf(`Bearer ${TOKEN}`, undefined)).toBe('read-only');
  });
});

describe('embedded GraphQL drafts', () => {
  const NEWS_SLUGS =
    'query News($preview: Boolean) { newsItems(first: 100, preview: $preview) { items { slug } } }';
  const DRAFT_SLUG = 'gqeberha-office-opens-in-2027';

  async function newsSlugs(preview: boolean, access: ContentAccess, previewAllowed?: boolean) {
    const response = await handleContentRequest(
      new Request(`http://localhost${GRAPHQL_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: NEWS_SLUGS, variables: { preview } }),
      }),
      access,
      previewAllowed,
    );
    const json = (await response.json()) as {
      data?: { newsItems: { items: Array<{ slug: string }> } } | null;
      errors?: Array<{ message: string }>;
    };
    return {
      status: response.status,
      slugs: json.data?.newsItems.items.map((item) => item.slug),
      errors: json.errors,
    };
  }

  it('keeps the unpublished article from the public', async () => {
    const published = await newsSlugs(false, 'read-only');
    expect(published.slugs).toEqual(expect.arrayContaining([expect.any(String)]));
    expect(published.slugs).not.toContain(DRAFT_SLUG);
    const refused = await newsSlugs(true, 'read-only');
    expect(refused.status).toBe(401);
    expect(refused.slugs).toBeUndefined();
    expect(refused.errors?.[0]?.message).toMatch(/preview or server token/);
  });

  it('shows it to the site itself and to a holder of the preview token', async () => {
    expect((await newsSlugs(true, 'read-write')).slugs).toContain(DRAFT_SLUG);
    expect((await newsSlugs(true, 'read-only', true)).slugs).toContain(DRAFT_SLUG);
  });
});
