import 'server-only';
import { canonicalJson, withoutComputedFields } from '@/lib/listings/record-fields';
import type { PropertyRecord } from '@/lib/listings/wire-types';
import type { PropertyListings } from './indices';
import { applyListingChanges } from './listing-changes';
import { readJournal, readListingSnapshots } from './listing-journal';

/** The listings of the property indices as the data folder records them, and the next change's number. */
export interface ListingState {
  listings: PropertyListings;
  lastSeq: number;
}

/** Each index's snapshot (or the sample), then every later change in the journal, in order. */
export function loadListingState(directory: string, sample: PropertyListings): ListingState {
  const snapshots = readListingSnapshots(directory);
  const listings: PropertyListings = new Map();
  let lastSeq = 0;
  for (const [index, records] of sample) {
    const snapshot = snapshots.get(index);
    listings.set(index, snapshot && snapshot.records !== 'sample' ? snapshot.records : records);
    lastSeq = Math.max(lastSeq, snapshot?.afterSeq ?? 0);
  }
  for (const entry of readJournal(directory)) {
    const seq = entry.seq ?? 0;
    lastSeq = Math.max(lastSeq, seq);
    const records = listings.get(entry.index);
    if (!records || seq <= (snapshots.get(entry.index)?.afterSeq ?? -1)) continue;
    const applied = applyListingChanges(records, entry.changes, sample.get(entry.index)?.[0]);
    if (applied.ok) listings.set(entry.index, applied.value);
  }
  return { listings, lastSeq };
}

/** Records as a listing sync stores them, without the figures it computes. */
export function toListingRecords(records: readonly object[]): PropertyRecord[] {
  return records.map(
    (record) => withoutComputedFields(record as Record<string, unknown>) as unknown as PropertyRecord,
  );
}

/** Whether `records` are the sample's records of the index again (a reset), whatever their order. */
export function isSampleAgain(
  records: readonly PropertyRecord[],
  sample: readonly PropertyRecord[],
): boolean {
  if (records.length !== sample.length) return false;
  const byId = new Map(sample.map((record) => [record.objectID, record]));
  return records.every((record) => {
    const original = byId.get(record.objectID);
    return original !== undefined && canonicalJson(original) === canonicalJson(record);
  });
}
