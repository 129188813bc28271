import 'server-only';
import { badRequest, SearchEngineError, toErrorBody } from './errors';
import { handleSearchRequest, routeRawRequest } from './http-handler';
import { buildIndex, buildReplica, type BuiltIndex } from './index-build';
import { checkQueryCount, checkRequestCaps, type RequestCaps } from './request-caps';
import { ENGINE_REQUEST_DEFAULTS, normalizeSearchRequest } from './request-params';
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

function answerQueries(
  indices: ReadonlyMap<string, BuiltIndex>,
  body: unknown,
  caps: RequestCaps | undefined,
): EngineResponse {
  const requests = readRequests(body);
  if (caps) checkQueryCount(requests.length, caps);
  const prepared = requests.map((entry) => {
    const request = normalizeSearchRequest(
      entry,
      (name) => indices.get(name)?.requestDefaults ?? ENGINE_REQUEST_DEFAULTS,
    );
    const index = indices.get(request.indexName);
    if (!index) throw badRequest(`Index ${request.indexName} does not exist`);
    validateForIndex(index, request);
    return { index, request };
  });
  if (caps)
    checkRequestCaps(
      prepared.map(({ request }) => request),
      caps,
    );
  return {
    status: 200,
    body: { results: prepared.map(({ index, request }) => executeSearch(index, request)) },
  };
}

/** Builds every index eagerly so that the first request is as fast as the others. */
export function createSearchEngine(definitions: readonly IndexDefinition[]): SearchEngine {
  const indices = new Map<string, BuiltIndex>();
  /** Each primary's replica names, so that a replica it no longer lists goes with the next rebuild. */
  const replicasOf = new Map<string, string[]>();
  const register = (index: BuiltIndex) => {
    if (indices.has(index.name)) throw new Error(`Index ${index.name} is defined twice`);
    indices.set(index.name, index);
  };
  for (const definition of definitions) {
    const primary = buildIndex(definition);
    register(primary);
    for (const replica of definition.replicas ?? []) register(buildReplica(primary, replica));
    replicasOf.set(
      definition.name,
      (definition.replicas ?? []).map((replica) => replica.name),
    );
  }

  function multipleQueries(body: unknown, caps?: RequestCaps): EngineResponse {
    try {
      return answerQueries(indices, body, caps);
    } catch (error) {
      if (error instanceof SearchEngineError) return { status: error.status, body: toErrorBody(error) };
      throw error;
    }
  }

  const respondToRaw: SearchEngine['respondToRaw'] = (raw) => routeRawRequest(raw, multipleQueries);

  // A listing write rebuilds the index and its replicas aside, then swaps them in: a query that
  // is running keeps the index it started with.
  function replaceIndex(definition: IndexDefinition): void {
    const previous = replicasOf.get(definition.name);
    if (!previous) throw new Error(`Index ${definition.name} does not exist`);
    const primary = buildIndex(definition);
    const replicas = (definition.replicas ?? []).map((replica) => buildReplica(primary, replica));
    const taken = replicas.find((replica) => indices.has(replica.name) && !previous.includes(replica.name));
    if (taken) throw new Error(`Index ${taken.name} exists and is no replica of ${definition.name}`);
    for (const index of [primary, ...replicas]) indices.set(index.name, index);
    for (const name of previous) if (!replicas.some((replica) => replica.name === name)) indices.delete(name);
    replicasOf.set(
      definition.name,
      replicas.map((replica) => replica.name),
    );
  }

  return {
    get indexNames() {
      return [...indices.keys()];
    },
    multipleQueries,
    respondToRaw,
    handleRequest: (request, caps) =>
      handleSearchRequest(request, (raw) => routeRawRequest(raw, (body) => multipleQueries(body, caps))),
    replaceIndex,
  };
}
