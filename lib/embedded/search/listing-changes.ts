import type { PropertyRecord } from '@/lib/listings/wire-types';

/**
 * The part of Algolia's indexing API a listing sync uses (`POST /1/indexes/{index}/batch`, as the
 * `algoliasearch` client's saveObjects, partialUpdateObjects and deleteObjects send it), checked
 * and applied to an embedded index's records. A batch is all or nothing: one bad change refuses it.
 */

export type ListingChange =
  | { action: 'addObject' | 'updateObject'; record: Record<string, unknown> }
  | { action: 'partialUpdateObject'; record: Record<string, unknown>; createIfNotExists: boolean }
  | { action: 'deleteObject'; objectID: string };

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** Algolia's own chunk size for a batch. */
export const MAX_CHANGES_PER_BATCH = 1000;
/** A listing record is a few KB; this is far above any, and bounds what one change can store. */
export const MAX_RECORD_BYTES = 32 * 1024;
const OBJECT_ID = /^[A-Za-z0-9_.-]{1,100}$/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readObjectId(body: Record<string, unknown>): string | null {
  const { objectID } = body;
  return typeof objectID === 'string' && OBJECT_ID.test(objectID) ? objectID : null;
}

function readChange(entry: unknown, position: number): Checked<ListingChange> {
  const where = `requests[${position}]`;
  if (!isPlainObject(entry) || !isPlainObject(entry.body)) {
    return { ok: false, message: `${where} must be {"action": …, "body": {…}}` };
  }
  const { action, body } = entry;
  const objectID = readObjectId(body);
  if (objectID === null)
    return { ok: false, message: `${where}.body.objectID must be 1–100 letters, digits, _ . or -` };
  if (JSON.stringify(body).length > MAX_RECORD_BYTES) {
    return { ok: false, message: `${where}.body is larger than ${MAX_RECORD_BYTES} bytes` };
  }
  switch (action) {
    case 'addObject':
    case 'updateObject':
      return { ok: true, value: { action, record: body } };
    case 'partialUpdateObject':
    case 'partialUpdateObjectNoCreate':
      return {
        ok: true,
        value: {
          action: 'partialUpdateObject',
          record: body,
          createIfNotExists: action === 'partialUpdateObject',
        },
      };
    case 'deleteObject':
      return { ok: true, value: { action, objectID } };
    default:
      return {
        ok: false,
        message: `${where}.action must be addObject, updateObject, partialUpdateObject, partialUpdateObjectNoCreate or deleteObject`,
      };
  }
}

export function parseListingBatch(body: unknown): Checked<ListingChange[]> {
  if (!isPlainObject(body) || !Array.isArray(body.requests)) {
    return { ok: false, message: 'The body must be {"requests": [...]}' };
  }
  if (body.requests.length === 0 || body.requests.length > MAX_CHANGES_PER_BATCH) {
    return { ok: false, message: `A batch holds 1 to ${MAX_CHANGES_PER_BATCH} requests` };
  }
  const changes: ListingChange[] = [];
  for (const [position, entry] of body.requests.entries()) {
    const change = readChange(entry, position);
    if (!change.ok) return change;
    changes.push(change.value);
  }
  return { ok: true, value: changes };
}

function kindOf(value: unknown): string {
  return Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
}

/**
 * A record the site can show: every field of `template` (a record of the same index) present with
 * the same kind of value, and a readable update time. Pages read these fields without checks.
 */
function checkShape(record: Record<string, unknown>, template: PropertyRecord): string | null {
  for (const [field, value] of Object.entries(template)) {
    if (field === '_geoloc' && record[field] === undefined) continue;
    if (kindOf(record[field]) !== kindOf(value)) return `${field} must be ${kindOf(value)}`;
  }
  if (Number.isNaN(Date.parse(String(record.updated_at)))) return 'updated_at must be an ISO date-time';
  return null;
}

/**
 * The index's records after the changes, in order (a new record last), or why the batch is refused.
 * Every record written is checked against `template`, a record of the same index.
 */
export function applyListingChanges(
  records: readonly PropertyRecord[],
  changes: readonly ListingChange[],
  template: PropertyRecord | undefined = records[0],
): Checked<PropertyRecord[]> {
  if (!template) return { ok: false, message: 'The index has no record to check changes against' };
  const byId = new Map(records.map((record) => [record.objectID, record]));
  for (const change of changes) {
    if (change.action === 'deleteObject') {
      byId.delete(change.objectID);
      continue;
    }
    const objectID = String(change.record.objectID);
    const existing = byId.get(objectID);
    if (change.action === 'partialUpdateObject' && !existing && !change.createIfNotExists) continue;
    const merged =
      change.action === 'partialUpdateObject' ? { ...existing, ...change.record } : change.record;
    const problem = checkShape(merged, template);
    if (problem) return { ok: false, message: `Record ${objectID}: ${problem}` };
    byId.set(objectID, merged as unknown as PropertyRecord);
  }
  return { ok: true, value: [...byId.values()] };
}
