import 'server-only';
import { readLimitedBody } from '@/lib/http/read-limited-body';
import { isAdminRequest, getSearchAdminKey } from '@/lib/search/admin/admin-key';
import { browseAnswer } from './browse';
import type { EmbeddedSearch } from './embedded-search';
import { IndexAdminError, isIndexAdminError } from './index-admin-error';
import { parseListingBatch } from './listing-changes';
import { isJournalFullError } from './listing-journal';

/** A full batch of 1,000 listing records fits. */
export const MAX_BATCH_BODY_BYTES = 4 * 1024 * 1024;
/** Settings, an operation or a browse cursor. */
const MAX_ADMIN_BODY_BYTES = 64 * 1024;

const NAME = '([^/]+)';
const ROUTES = {
  batch: new RegExp(`/1/indexes/${NAME}/batch$`),
  task: new RegExp(`/1/indexes/${NAME}/task/(\\d{1,15})$`),
  operation: new RegExp(`/1/indexes/${NAME}/operation$`),
  settings: new RegExp(`/1/indexes/${NAME}/settings$`),
  browse: new RegExp(`/1/indexes/${NAME}/browse$`),
  index: new RegExp(`/1/indexes/${NAME}$`),
} as const;
type Route = keyof typeof ROUTES;

const METHODS: Record<Route, string> = {
  batch: 'POST',
  task: 'GET',
  operation: 'POST',
  settings: 'GET, PUT',
  browse: 'POST',
  index: 'DELETE',
};

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

function error(status: number, message: string, headers?: Record<string, string>): Response {
  return answer(status, { message, status }, headers);
}

function matchRoute(pathname: string): { route: Route; segment: string } | null {
  for (const [route, pattern] of Object.entries(ROUTES) as Array<[Route, RegExp]>) {
    const match = pattern.exec(pathname);
    // The multi-query route, `/1/indexes/*/queries`, is the search engine's.
    if (match?.[1] !== undefined && match[1] !== '*') return { route, segment: match[1] };
  }
  return null;
}

/** Whether a request is one of the indexing routes, which `handleIndexAdmin` answers. */
export function isIndexAdminPath(pathname: string): boolean {
  return matchRoute(pathname) !== null;
}

async function readJson(request: Request, maxBytes: number): Promise<unknown> {
  const body = await readLimitedBody(request, maxBytes);
  if (body.tooLarge) throw new IndexAdminError(413, `Request body is larger than ${maxBytes} bytes`);
  if (body.text.trim() === '') return {};
  try {
    return JSON.parse(body.text);
  } catch {
    throw new IndexAdminError(400, 'Invalid JSON in the request body');
  }
}

let lastTaskId = 0;
/** Every write applies before it is answered, so each task is published at once. */
function published(extra: Record<string, unknown> = {}): Response {
  lastTaskId = Math.max(lastTaskId + 1, Date.now());
  return answer(200, { taskID: lastTaskId, updatedAt: new Date().toISOString(), ...extra });
}

function readOperation(body: unknown): { operation: 'copy' | 'move'; destination: string; scope?: string[] } {
  const { operation, destination, scope } = (body ?? {}) as Record<string, unknown>;
  if (operation !== 'copy' && operation !== 'move')
    throw new IndexAdminError(400, 'operation must be copy or move');
  if (typeof destination !== 'string' || !/^[A-Za-z0-9_.-]{1,200}$/.test(destination)) {
    throw new IndexAdminError(400, 'destination must be an index name');
  }
  if (
    scope !== undefined &&
    !(Array.isArray(scope) && scope.every((entry) => ['settings', 'rules', 'synonyms'].includes(entry)))
  ) {
    throw new IndexAdminError(400, 'scope must list settings, rules or synonyms');
  }
  return { operation, destination, scope: scope as string[] | undefined };
}

async function route(
  request: Request,
  service: EmbeddedSearch,
  { route: kind, segment }: { route: Route; segment: string },
  onWritten: (indexName: string) => void,
): Promise<Response> {
  let indexName: string;
  try {
    indexName = decodeURIComponent(segment);
  } catch {
    return error(400, 'The index name is not valid percent-encoding');
  }
  if (!METHODS[kind].split(', ').includes(request.method)) {
    return error(405, `Method ${request.method} is not allowed, use ${METHODS[kind]}`, {
      allow: METHODS[kind],
    });
  }
  switch (kind) {
    case 'task':
      return answer(200, { status: 'published', pendingTask: false });
    case 'batch': {
      const batch = parseListingBatch(await readJson(request, MAX_BATCH_BODY_BYTES));
      if (!batch.ok) return error(400, batch.message);
      const live = service.roleOf(indexName).kind !== 'staged';
      service.applyBatch(indexName, batch.value);
      if (live) onWritten(indexName);
      const objectIDs = batch.value.map((change) =>
        change.action === 'deleteObject' ? change.objectID : String(change.record.objectID),
      );
      return published({ objectIDs });
    }
    case 'operation': {
      const operation = readOperation(await readJson(request, MAX_ADMIN_BODY_BYTES));
      if (operation.operation === 'copy') {
        service.copyIndex(indexName, operation.destination, operation.scope);
      } else {
        service.moveIndex(indexName, operation.destination);
        onWritten(operation.destination);
      }
      return published();
    }
    case 'settings': {
      if (request.method === 'GET') return answer(200, service.getSettings(indexName));
      const forward = new URL(request.url).searchParams.get('forwardToReplicas') === 'true';
      service.setSettings(indexName, await readJson(request, MAX_ADMIN_BODY_BYTES), forward);
      onWritten(indexName);
      return published();
    }
    case 'browse':
      return answer(
        200,
        browseAnswer(service.browsePage(indexName), await readJson(request, MAX_ADMIN_BODY_BYTES)),
      );
    case 'index':
      service.deleteIndex(indexName);
      return published({ deletedAt: new Date().toISOString() });
  }
}

/**
 * The part of Algolia's indexing API that a listing sync, an import (`replaceAllObjects`), an export
 * (`browseObjects`) and `search:configure` use, as Algolia answers it. The admin key is checked before
 * any body is read. `onWritten` purges what was built from the index that changed.
 */
export async function handleIndexAdmin(
  request: Request,
  service: EmbeddedSearch,
  onWritten: (indexName: string) => void,
): Promise<Response> {
  if (!isAdminRequest(request, getSearchAdminKey())) {
    return error(403, 'Invalid Application-ID or API key: indexing needs the admin key.');
  }
  const matched = matchRoute(new URL(request.url).pathname);
  if (!matched) return error(404, 'Not found');
  try {
    return await route(request, service, matched, onWritten);
  } catch (cause) {
    if (isIndexAdminError(cause)) return error(cause.status, cause.message);
    if (isJournalFullError(cause)) return error(507, cause.message);
    throw cause;
  }
}
