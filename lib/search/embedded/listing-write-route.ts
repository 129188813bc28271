import 'server-only';
import { readLimitedBody } from '@/lib/http/read-limited-body';
import { isAdminRequest, getSearchAdminKey } from './admin-key';
import { parseListingBatch } from './listing-changes';
import { JournalFullError } from './listing-journal';
import { applyListingBatch } from './service';

/** A full batch of 1,000 listing records fits. */
export const MAX_BATCH_BODY_BYTES = 4 * 1024 * 1024;
const BATCH_PATH = /\/1\/indexes\/([^/]+)\/batch$/;
const TASK_PATH = /\/1\/indexes\/([^/]+)\/task\/(\d{1,15})$/;

function answer(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

function error(status: number, message: string): Response {
  return answer(status, { message, status });
}

function decodeIndexName(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Whether a request is one of the indexing routes, which `handleListingWrite` answers. */
export function isListingWritePath(pathname: string): boolean {
  return BATCH_PATH.test(pathname) || TASK_PATH.test(pathname);
}

/**
 * `POST …/1/indexes/{index}/batch` and `GET …/1/indexes/{index}/task/{id}`, as Algolia answers them.
 * The key is checked before the body is read. Writes apply at once, so every task is published.
 * `onWritten` purges what was built from the listings.
 */
export async function handleListingWrite(request: Request, onWritten: () => void): Promise<Response> {
  if (!isAdminRequest(request, getSearchAdminKey())) {
    return error(403, 'Invalid Application-ID or API key: listing writes need the admin key.');
  }
  const { pathname } = new URL(request.url);
  if (TASK_PATH.test(pathname)) {
    if (request.method !== 'GET') return error(405, `Method ${request.method} is not allowed, use GET`);
    return answer(200, { status: 'published', pendingTask: false });
  }
  if (request.method !== 'POST') return error(405, `Method ${request.method} is not allowed, use POST`);
  const indexName = decodeIndexName(pathname.match(BATCH_PATH)?.[1] ?? '');
  if (indexName === null) return error(400, 'The index name is not valid percent-encoding');
  const body = await readLimitedBody(request, MAX_BATCH_BODY_BYTES);
  if (body.tooLarge) return error(413, `Request body is larger than ${MAX_BATCH_BODY_BYTES} bytes`);
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    return error(400, 'Invalid JSON in the request body');
  }
  const batch = parseListingBatch(json);
  if (!batch.ok) return error(400, batch.message);
  let applied;
  try {
    applied = applyListingBatch(indexName, batch.value);
  } catch (cause) {
    if (cause instanceof JournalFullError) return error(507, cause.message);
    throw cause;
  }
  if (!applied.ok) return error(applied.message.startsWith('Index ') ? 404 : 400, applied.message);
  onWritten();
  const objectIDs = batch.value.map((change) =>
    change.action === 'deleteObject' ? change.objectID : String(change.record.objectID),
  );
  return answer(200, { taskID: Date.now(), objectIDs });
}
