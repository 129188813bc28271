import { canonicalJson, withoutComputedFields } from '@/lib/listings/record-fields';
import type { PropertyRecord } from '@/lib/listings/wire-types';

/**
 * What an import does to one index: the records it adds, changes and removes, and how many it
 * leaves as they are. Records compare as a feed gives them, without the figures a sync computes.
 */

export interface RecordChange {
  objectID: string;
  /** `RC-10005 Slate Office Estate, Block A, Ground Floor`, as a broker would name it. */
  label: string;
  /** The top-level fields that differ; empty for an added or removed record. */
  fields: string[];
}

export interface IndexPlan {
  index: string;
  added: RecordChange[];
  changed: RecordChange[];
  removed: RecordChange[];
  unchanged: number;
}

type StoredRecord = Readonly<Record<string, unknown>>;

function labelOf(record: StoredRecord): string {
  const unit = typeof record.unit_id === 'string' && record.unit_id !== '' ? `, ${record.unit_id}` : '';
  return `${String(record.web_ref ?? '')} ${String(record.property_name ?? record.objectID)}${unit}`.trim();
}

function differingFields(current: StoredRecord, next: StoredRecord): string[] {
  const fields = new Set([...Object.keys(current), ...Object.keys(next)]);
  return [...fields].filter((field) => canonicalJson(current[field]) !== canonicalJson(next[field])).sort();
}

export function planIndex(
  index: string,
  current: readonly object[],
  next: readonly PropertyRecord[],
): IndexPlan {
  const plan: IndexPlan = { index, added: [], changed: [], removed: [], unchanged: 0 };
  const currentById = new Map<string, StoredRecord>();
  for (const record of current) {
    const stored = withoutComputedFields(record as StoredRecord);
    currentById.set(String(stored.objectID), stored);
  }
  const nextIds = new Set<string>();
  for (const record of next) {
    const fresh = record as unknown as StoredRecord;
    nextIds.add(record.objectID);
    const stored = currentById.get(record.objectID);
    const change = { objectID: record.objectID, label: labelOf(fresh) };
    if (!stored) plan.added.push({ ...change, fields: [] });
    else if (canonicalJson(stored) === canonicalJson(fresh)) plan.unchanged += 1;
    else plan.changed.push({ ...change, fields: differingFields(stored, fresh) });
  }
  for (const [objectID, stored] of currentById) {
    if (!nextIds.has(objectID)) plan.removed.push({ objectID, label: labelOf(stored), fields: [] });
  }
  return plan;
}

export function hasChanges(plan: IndexPlan): boolean {
  return plan.added.length + plan.changed.length + plan.removed.length > 0;
}
