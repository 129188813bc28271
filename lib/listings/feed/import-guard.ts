import { withoutComputedFields } from '@/lib/listings/record-fields';
import type { PropertyRecord } from '@/lib/listings/wire-types';
import type { Rejection } from './feed-records';
import type { IndexPlan } from './import-plan';

/**
 * What an import may not do on its own: remove a listing because a line of its was rejected, or
 * remove more than a slip of the feed would (a truncated file, a filtered export).
 */

type StoredRecord = Readonly<Record<string, unknown>>;

/** A property an import leaves as the site has it, because a line that is its was rejected. */
export interface KeptProperty {
  /** Its `property_gmaven_key`. */
  key: string;
  /** The rejected lines that are its. */
  lines: number[];
}

export interface RejectedProperties {
  kept: KeptProperty[];
  /** Rejected lines of which no key could be read: whose they were is unknown. */
  untied: number[];
}

/**
 * The properties the rejected lines are, by what can be read of each: its `property_gmaven_key`;
 * the property that holds the record its unit keys (`objectID`, `gmaven_mapped_key`) name now; the
 * property with its web ref now. A line is every property so found (a unit line moving a unit holds
 * both). A line with a key that names nothing on the site is a new one: nothing is kept for it. A
 * line of which no key can be read (cut short, every key broken) is untied.
 */
export function propertiesOfRejections(
  rejected: readonly Rejection[],
  current: readonly StoredRecord[],
): RejectedProperties {
  const byUnitKey = new Map<string, string>();
  const byWebRef = new Map<string, string>();
  for (const record of current) {
    const property = String(record.property_gmaven_key);
    for (const key of [record.objectID, record.gmaven_mapped_key]) {
      if (typeof key === 'string') byUnitKey.set(key, property);
    }
    if (typeof record.web_ref === 'string') byWebRef.set(record.web_ref, property);
  }
  const kept = new Map<string, number[]>();
  const untied: number[] = [];
  for (const { line, identity } of rejected) {
    const owners = new Set<string>();
    if (identity.property !== undefined) owners.add(identity.property);
    for (const key of identity.units) {
      const owner = byUnitKey.get(key);
      if (owner !== undefined) owners.add(owner);
    }
    const owner = identity.webRef === undefined ? undefined : byWebRef.get(identity.webRef);
    if (owner !== undefined) owners.add(owner);
    const readable =
      identity.property !== undefined || identity.units.length > 0 || identity.webRef !== undefined;
    if (!readable) untied.push(line);
    for (const key of owners) {
      const lines = kept.get(key);
      if (lines) lines.push(line);
      else kept.set(key, [line]);
    }
  }
  return { kept: [...kept].map(([key, lines]) => ({ key, lines })), untied };
}

/**
 * The records an index takes: the feed's, except that each kept property has the records it has
 * now (none, for a property new in the feed). A record id the feed gives another property stays
 * with its kept property.
 */
export function withKeptProperties(
  next: readonly PropertyRecord[],
  current: readonly StoredRecord[],
  kept: ReadonlySet<string>,
): PropertyRecord[] {
  const carried = current
    .filter((record) => kept.has(String(record.property_gmaven_key)))
    .map((record) => withoutComputedFields(record) as unknown as PropertyRecord);
  const carriedIds = new Set(carried.map((record) => record.objectID));
  const fresh = next.filter(
    (record) => !kept.has(record.property_gmaven_key) && !carriedIds.has(record.objectID),
  );
  return [...fresh, ...carried];
}

/** Removals an import makes on its own: at most this many records in all … */
export const MAX_REMOVED_RECORDS = 20;
/** … and at most this share of any index's records. */
export const MAX_REMOVED_SHARE = 0.05;

export type RemovalReason =
  | { kind: 'records'; removed: number }
  | { kind: 'share'; index: string; removed: number; of: number }
  | { kind: 'untied'; lines: number[] };

export interface RemovalCheck {
  /** Records the plans remove, over every index: what `--allow-removals` must name. */
  removed: number;
  /** Why the removals need `--allow-removals`; none when the import may make them on its own. */
  reasons: RemovalReason[];
}

/**
 * Whether the plans remove more than an import does on its own: more than MAX_REMOVED_RECORDS
 * records in all, or more than MAX_REMOVED_SHARE of an index's. While a rejected line is untied,
 * any removal may be its line's listing, so every removal needs naming.
 */
export function checkRemovals(plans: readonly IndexPlan[], untied: readonly number[]): RemovalCheck {
  const removed = plans.reduce((sum, plan) => sum + plan.removed.length, 0);
  const reasons: RemovalReason[] = [];
  if (removed > MAX_REMOVED_RECORDS) reasons.push({ kind: 'records', removed });
  for (const plan of plans) {
    const of = plan.changed.length + plan.removed.length + plan.unchanged;
    if (plan.removed.length > of * MAX_REMOVED_SHARE) {
      reasons.push({ kind: 'share', index: plan.index, removed: plan.removed.length, of });
    }
  }
  if (removed > 0 && untied.length > 0) reasons.push({ kind: 'untied', lines: [...untied] });
  return { removed, reasons };
}

/**
 * Whether an import may make its removals: `--allow-removals N` allows at most N (a limit then,
 * whatever the thresholds); without it, only removals within them.
 */
export function removalsAllowed(check: RemovalCheck, allowance: number | undefined): boolean {
  return allowance === undefined ? check.reasons.length === 0 : check.removed <= allowance;
}
