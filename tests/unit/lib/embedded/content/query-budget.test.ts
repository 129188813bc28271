import { beforeAll, describe, expect, it } from 'vitest';
import { jsonSizeWithin, PUBLIC_QUERY_BUDGET } from '@/lib/embedded/content/query-budget';
import { GRAPHQL_PATH, handleContentRequest } from '@/lib/embedded/content/server';
import type { ContentAccess } from '@/lib/embedded/content/write-guard';

async function ask(query: string, access: ContentAccess = 'read-only') {
  const started = performance.now();
  const response = await handleContentRequest(
    new Request(`http://localhost${GRAPHQL_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    }),
    access,
  );
  const text = await response.text();
  return {
    status: response.status,
    bytes: text.length,
    ms: performance.now() - started,
    json: JSON.parse(text) as { data?: Record<string, unknown>; errors?: Array<{ message: string }> },
  };
}

const aliases = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, n) => `a${n}: ${field}`).join(' ')} }`;

describe('the public query budget of the embedded GraphQL endpoint', () => {
  // The first request builds the servers and the sample content: not what a request costs.
  beforeAll(async () => {
    await ask('{ __typename }');
  });

  it('refuses a hundred aliases of every page body with a 400 naming the alias limit, in milliseconds', async () => {
    const answer = await ask(aliases(100, 'pages { body }'));
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      errors: [
        expect.objectContaining({
          message: `Syntax Error: Aliases limit of ${PUBLIC_QUERY_BUDGET.maxAliases} exceeded, found 100.`,
        }),
      ],
    });
    expect(answer.bytes).toBeLessThan(1000);
    expect(answer.ms).toBeLessThan(500);
  });

  it('refuses three thousand aliases (a 65 KB document) at the token limit, before anything else', async () => {
    const answer = await ask(aliases(3000, 'pages { body }'));
    expect(answer.status).toBe(400);
    expect(answer.json.errors?.[0]?.message).toBe(
      `Syntax Error: Token limit of ${PUBLIC_QUERY_BUDGET.maxTokens} exceeded.`,
    );
    expect(answer.ms).toBeLessThan(500);
  });

  it('answers a document that does not parse with a 400 that says why, not a server error', async () => {
    for (const query of ['{ \u001d }', '{ page(slug: "x") { title } > }', 'Sandton'.repeat(100)]) {
      const answer = await ask(query);
      expect(answer.status, query).toBe(400);
      expect(answer.json.errors?.[0]?.message, query).toMatch(/^Syntax Error: /);
    }
  });

  it('refuses an operation over the cost limit', async () => {
    // Few tokens, many fields: one fragment five levels deep, spread under fifteen aliases.
    const levels = (depth: number): string =>
      depth === 0 ? 'label href external' : `label href external children { ${levels(depth - 1)} }`;
    const answer = await ask(
      `fragment Tree on NavItem { ${levels(5)} } ${aliases(15, 'navigation { main { ...Tree } footer { ...Tree } }')}`,
    );
    expect(answer.status).toBe(400);
    expect(answer.json.errors?.[0]?.message).toMatch(
      /^Syntax Error: Query Cost limit of 5000 exceeded, found [\d.]+\.$/,
    );
  });

  it('refuses an answer over the size limit, and names it', async () => {
    const answer = await ask(aliases(10, 'pages { body }'));
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      errors: [
        expect.objectContaining({
          message: `Answer size limit of ${PUBLIC_QUERY_BUDGET.maxAnswerBytes} bytes exceeded: ask for fewer fields or fewer items.`,
        }),
      ],
    });
    expect(answer.bytes).toBeLessThan(1000);
  });

  it('still answers ordinary reads', async () => {
    const answer = await ask('{ pages { slug title } company { name } }');
    expect(answer.status).toBe(200);
    expect(answer.json.data?.pages).toEqual(
      expect.arrayContaining([expect.objectContaining({ slug: 'home' })]),
    );
  });

  it('keeps the schema to itself: no introspection, no suggestions', async () => {
    const introspection = await ask('{ __schema { types { name } } }');
    expect(introspection.status).toBe(400);
    expect(introspection.json.errors?.[0]?.message).toMatch(/introspection/i);
    const misspelt = await ask('{ compan { name } }');
    expect(misspelt.status).toBe(400);
    expect(JSON.stringify(misspelt.json)).not.toContain('company');
  });

  it('leaves the site itself and holders of the server token out of the budget', async () => {
    const answer = await ask(aliases(20, 'company { name }'), 'read-write');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json.data ?? {})).toHaveLength(20);
  });
});

describe('jsonSizeWithin', () => {
  it('measures what JSON.stringify would write, for ASCII', () => {
    const value = { a: [1, 'two', null, true, { b: 'c' }], d: 'e' };
    expect(jsonSizeWithin(value, 1e6)).toBeGreaterThanOrEqual(JSON.stringify(value).length - 2);
    expect(jsonSizeWithin(value, 1e6)).toBeLessThanOrEqual(JSON.stringify(value).length + 8);
  });

  it('stops counting once past the limit', () => {
    const shared = { text: 'x'.repeat(1000) };
    const huge = Array.from({ length: 1_000_000 }, () => shared);
    const started = performance.now();
    expect(jsonSizeWithin(huge, 10_000)).toBeGreaterThan(10_000);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
