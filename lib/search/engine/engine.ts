import 'server-only';
import { badRequest, SearchEngineError, toErrorBody } from './errors';
import { handleSearchRequest, routeRawRequest } from './http-handler';
import { buildIndex, buildReplica, type BuiltIndex } from './index-build';
import { normalizeSearchRequest } from './request-params';
import { executeSearch, validateForIndex } from './search-execute';
import type { EngineResponse, IndexDefinition, SearchEngine } from './types';

export const MAX_REQUESTS_PER_BATCH = 50;

function readRequests(body: unknown): unknown[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The body must be a JSON object with a requests array');
  }
  const { requests, strategy } = body as Record<string, unknown>;
  if (!Array.isArray(requests)) throw badRequest('requests must be an array');
  if (requests.length > MAX_REQUESTS_PER_BATCH) {
    throw badRequest(
      `Too many requests in one batch: ${requests.length} (at most ${MAX_REQUESTS_PER_BATCH})`,
    );
  }
  // stopIfEnoughMatches only saves work on Algolia; answering every request is a valid reply to it.
  if (strategy !== undefined && strategy !== 'none' && strategy !== 'stopIfEnoughMatches') {
    throw badRequest('strategy must be "none" or "stopIfEnoughMatches"');
  }
  return requests;
}

function answerQueries(indices: ReadonlyMap<string, BuiltIndex>, body: unknown): EngineResponse {
  const prepared = readRequests(body).map((entry) => {
    const request = normalizeSearchRequest(entry);
    const index = indices.get(request.indexName);
    if (!index) throw badRequest(`Index ${request.indexName} does not exist`);
    validateForIndex(index, request);
    return { index, request };
  });
  return {
    status: 200,
    body: { results: prepared.map(({ index, request }) => executeSearch(index, request)) },
  };
}

/** Builds every index eagerly so that the first request is as fast as the others. */
export function createSearchEngine(definitions: readonly IndexDefinition[]): SearchEngine {
  const indices = new Map<string, BuiltIndex>();
  const register = (index: BuiltIndex) => {
    if (indices.has(index.name)) throw new Error(`Index ${index.name} is defined twice`);
    indices.set(index.name, index);
  };
  for (const definition of definitions) {
    const primary = buildIndex(definition);
    register(primary);
    for (const replica of definition.replicas ?? []) register(buildReplica(primary, replica));
  }

  function multipleQueries(body: unknown): EngineResponse {
    try {
      return answerQueries(indices, body);
    } catch (error) {
      if (error instanceof SearchEngineError) return { status: error.status, body: toErrorBody(error) };
      throw error;
    }
  }

  const respondToRaw: SearchEngine['respondToRaw'] = (raw) => routeRawRequest(raw, multipleQueries);

  // A listing write rebuilds the index and its replicas aside, then swaps them in: a query that
  // is running keeps the index it started with.
  function replaceIndex(definition: IndexDefinition): void {
    if (!indices.has(definition.name)) throw new Error(`Index ${definition.name} does not exist`);
    const primary = buildIndex(definition);
    const replicas = (definition.replicas ?? []).map((replica) => buildReplica(primary, replica));
    for (const index of [primary, ...replicas]) indices.set(index.name, index);
  }

  return {
    indexNames: [...indices.keys()],
    multipleQueries,
    respondToRaw,
    handleRequest: (request) => handleSearchRequest(request, respondToRaw),
    replaceIndex,
  };
}
