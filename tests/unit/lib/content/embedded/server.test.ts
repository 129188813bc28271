import { describe, expect, it } from 'vitest';
import {
  GRAPHQL_PATH,
  MAX_BODY_BYTES,
  MAX_DOCUMENT_NESTING,
  handleContentRequest,
} from '@/lib/content/embedded/server';

async function post(body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const response = await handleContentRequest(
    new Request(`http://localhost${GRAPHQL_PATH}`, { method: 'POST', headers, body }),
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

  it('answers a body without a JSON content type as JSON anyway', async () => {
    const { status, json } = await post(JSON.stringify({ query: '{ company { name } }' }), {
      'content-type': 'text/plain',
    });
    expect(status).toBe(200);
    expect(json.data).toEqual({ company: { name: 'Ridgeway Commercial' } });
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
    // Within the bracket limit the document reaches validation, which rejects the unknown field.
    const shallow = await post(JSON.stringify({ query: nested(MAX_DOCUMENT_NESTING) }));
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
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        errors: [{ message: `The ${name} parameter is not valid JSON.` }],
      });
    },
  );
});
