import { describe, expect, it } from 'vitest';

import {
  createInProcessRequester,
  MAX_BODY_BYTES,
  MAX_REQUESTS_PER_BATCH,
} from '@/lib/embedded/search/engine';
import { MAX_FILTER_NESTING } from '@/lib/embedded/search/engine/filter-expression';
import { MAX_PARAM_NESTING } from '@/lib/embedded/search/engine/request-params';

import { createFixtureClient, createFixtureEngine, searchBatch, searchOne, TRANSPORTS } from './fixtures';

const engine = createFixtureEngine();
const QUERIES_URL =
  'http://localhost:3000/api/search/1/indexes/*/queries?x-algolia-agent=test&x-algolia-api-key=k';

describe.each(TRANSPORTS)('errors reach the real lite client as ApiError (%s)', (transport) => {
  const client = createFixtureClient(engine, transport);

  it('rejects an unknown index with 400', async () => {
    await expect(searchBatch(client, [{ indexName: 'nope', query: '' }])).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'Index nope does not exist',
    });
  });

  it('rejects an unparsable filter with 400 and says what is wrong', async () => {
    await expect(searchOne(client, { filters: 'city:Durban AND (' })).rejects.toMatchObject({
      status: 400,
      message: 'filters: expected a filter, found end of filters',
    });
    await expect(
      searchOne(client, { filters: '(city:Durban AND broker:X) OR city:Y' }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'filters: an AND group cannot be inside an OR',
    });
    await expect(searchOne(client, { filters: 'NOT (city:Durban OR city:X)' })).rejects.toMatchObject({
      status: 400,
      message: 'filters: NOT cannot apply to a parenthesised group ("(" at position 4)',
    });
    await expect(searchOne(client, { filters: 'city:Durban AND city:X OR city:Y' })).rejects.toMatchObject({
      status: 400,
      message: 'filters: mixing AND and OR needs parentheses ("OR" at position 23)',
    });
    await expect(searchOne(client, { filters: 'city:Durban OR gross_price > 5' })).rejects.toMatchObject({
      status: 400,
      message: 'filters: OR cannot combine numeric, facet and tag filters',
    });
  });

  it('rejects malformed facetFilters and numericFilters with 400', async () => {
    await expect(searchOne(client, { facetFilters: ['city'] })).rejects.toMatchObject({
      status: 400,
      message: 'facetFilters: "city" is not of the form attribute:value',
    });
    await expect(searchOne(client, { numericFilters: ['gross_price >> 5'] })).rejects.toMatchObject({
      status: 400,
      message:
        'numericFilters: "gross_price >> 5" is not of the form "attribute operator number" or "attribute:lower TO upper"',
    });
    await expect(searchOne(client, { facetFilters: [[['city:Durban']]] })).rejects.toMatchObject({
      status: 400,
      message: 'facetFilters cannot be nested more than two levels',
    });
  });

  it('rejects parentheses nested past the limit with 400 instead of overflowing the stack', async () => {
    const deep = `${'('.repeat(50_000)}city:Durban`;
    await expect(searchOne(client, { filters: deep })).rejects.toMatchObject({
      status: 400,
      message: `filters: parentheses are nested more than ${MAX_FILTER_NESTING} levels deep at position ${MAX_FILTER_NESTING}`,
    });
    const withinLimit = `${'('.repeat(MAX_FILTER_NESTING)}city:Durban${')'.repeat(MAX_FILTER_NESTING)}`;
    await expect(searchOne(client, { filters: withinLimit })).resolves.toMatchObject({ nbHits: 1 });
  });

  it('rejects a params string whose JSON-encoded value does not parse', async () => {
    await expect(searchOne(client, { params: 'facetFilters=%5B%22city%3ADurban%22' })).rejects.toMatchObject({
      status: 400,
      message: 'params: facetFilters is not valid JSON',
    });
  });

  it('rejects bad pagination parameters with 400', async () => {
    await expect(searchOne(client, { hitsPerPage: 1001 })).rejects.toMatchObject({
      status: 400,
      message: 'hitsPerPage must be between 0 and 1000, got 1001',
    });
    await expect(searchOne(client, { page: -1 })).rejects.toMatchObject({
      status: 400,
      message: 'page must be 0 or more, got -1',
    });
    await expect(searchOne(client, { hitsPerPage: 2.5 })).rejects.toMatchObject({
      status: 400,
      message: 'hitsPerPage must be an integer',
    });
  });

  it('fails the whole batch when one request is bad', async () => {
    await expect(
      searchBatch(client, [
        { indexName: 'rent', query: '' },
        { indexName: 'rent', query: '', distinct: 9 },
      ]),
    ).rejects.toMatchObject({ status: 400, message: 'distinct must be a boolean or an integer from 0 to 4' });
  });

  it(`rejects more than ${MAX_REQUESTS_PER_BATCH} requests in one batch with 400`, async () => {
    const requests = Array.from({ length: MAX_REQUESTS_PER_BATCH + 1 }, () => ({
      indexName: 'rent',
      query: '',
    }));
    await expect(searchBatch(client, requests)).rejects.toMatchObject({
      status: 400,
      message: `Too many requests in one batch: ${MAX_REQUESTS_PER_BATCH + 1} (at most ${MAX_REQUESTS_PER_BATCH})`,
    });
  });

  it('rejects a body over the size limit with 413', async () => {
    const padding = 'x'.repeat(MAX_BODY_BYTES);
    await expect(searchOne(client, { query: '', userToken: padding })).rejects.toMatchObject({
      status: 413,
      message: `Request body is larger than ${MAX_BODY_BYTES} bytes`,
    });
  });
});

describe('the WHATWG handler', () => {
  it('answers POST on the queries path with JSON, ignoring unknown query-string parameters', async () => {
    const response = await engine.handleRequest(
      new Request(QUERIES_URL, {
        method: 'POST',
        body: JSON.stringify({ requests: [{ indexName: 'rent' }] }),
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ results: [{ nbHits: 8 }] });
  });

  it('accepts a percent-encoded * in the path', async () => {
    const response = await engine.handleRequest(
      new Request('http://localhost/1/indexes/%2A/queries', { method: 'POST', body: '{"requests":[]}' }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ results: [] });
  });

  it('answers malformed JSON with an Algolia-shaped 400', async () => {
    const response = await engine.handleRequest(
      new Request(QUERIES_URL, { method: 'POST', body: '{"requests": [' }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ message: 'Invalid JSON in the request body', status: 400 });
  });

  it('answers a body that is not a requests array with 400', async () => {
    const response = await engine.handleRequest(
      new Request(QUERIES_URL, { method: 'POST', body: JSON.stringify({ requests: 'rent' }) }),
    );
    expect(await response.json()).toEqual({ message: 'requests must be an array', status: 400 });
  });

  it('answers a parameter nested past the limit with 400 instead of overflowing the stack', async () => {
    // Raw text: JSON.stringify itself overflows on a value this deep, so no client could build it.
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const post = (value: string) =>
      engine.handleRequest(
        new Request(QUERIES_URL, {
          method: 'POST',
          body: `{"requests": [{"indexName": "rent", "unknownParameter": ${value}}]}`,
        }),
      );
    const deep = await post(nested(100_000));
    expect(deep.status).toBe(400);
    expect(await deep.json()).toEqual({
      message: `unknownParameter is nested more than ${MAX_PARAM_NESTING} levels deep`,
      status: 400,
    });
    expect((await post(nested(MAX_PARAM_NESTING))).status).toBe(200);
  });

  it('answers another method with 405 and an Allow header', async () => {
    const response = await engine.handleRequest(new Request(QUERIES_URL, { method: 'GET' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toEqual({ message: 'Method GET is not allowed, use POST', status: 405 });
  });

  it('answers an unknown path with 404', async () => {
    const response = await engine.handleRequest(
      new Request('http://localhost/api/search/1/indexes/rent/query', { method: 'POST', body: '{}' }),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: 'Path /api/search/1/indexes/rent/query does not exist',
      status: 404,
    });
  });

  it('stops reading a streamed body without content-length once it passes the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 10) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await engine.handleRequest(
      new Request(QUERIES_URL, { method: 'POST', body, duplex: 'half' } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(10);
  });
});

describe('the JSON-level entry and the in-process requester', () => {
  it('answers multipleQueries with a status and a body', () => {
    expect(engine.multipleQueries({ requests: [{ indexName: 'rent', hitsPerPage: 0 }] })).toMatchObject({
      status: 200,
      body: { results: [{ nbHits: 8, hits: [] }] },
    });
    expect(engine.multipleQueries({ requests: [{ query: 'x' }] })).toEqual({
      status: 400,
      body: { message: 'indexName is required in every request', status: 400 },
    });
    expect(engine.multipleQueries('nope')).toEqual({
      status: 400,
      body: { message: 'The body must be a JSON object with a requests array', status: 400 },
    });
  });

  it('answers malformed JSON from the requester with 400', async () => {
    const response = await createInProcessRequester(engine).send({
      method: 'POST',
      url: QUERIES_URL,
      data: 'nope',
    });
    expect(response).toMatchObject({ status: 400, isTimedOut: false });
    expect(JSON.parse(response.content)).toEqual({
      message: 'Invalid JSON in the request body',
      status: 400,
    });
  });
});
