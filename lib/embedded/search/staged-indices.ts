import 'server-only';
import type { PropertyRecord } from '@/lib/listings/wire-types';
import type { ManagedSettings } from '@/lib/search/index-settings';
import { applyListingChanges, type ListingChange } from './listing-changes';
import { IndexAdminError } from './index-admin-error';

/**
 * Indices an import fills before it moves one over a live index (`replaceAllObjects`: copy the
 * settings to `{index}_tmp_…`, batch the records in, move). Held in memory only: an import that
 * dies half-way leaves the live index as it was, and its staged copy goes with the next restart,
 * or sooner, when newer imports push it out.
 */

export const MAX_STAGED_INDICES = 4;
/** About 40,000 listing records between them; the journal's snapshot of a move is as large. */
export const MAX_STAGED_BYTES = 128 * 1024 * 1024;

export interface StagedIndex {
  name: string;
  /** The live index it was copied from, whose records it holds the shape of. */
  source: string;
  /** The settings it was copied with, which a move takes to the destination. */
  settings: ManagedSettings;
  records: PropertyRecord[];
  /** What its records cost, counted as they arrive (an upper bound: replaced records still count). */
  bytes: number;
  /** Changes with every batch, so a browse cursor of an older state is refused. */
  generation: number;
}

export class StagedIndices {
  private readonly byName = new Map<string, StagedIndex>();

  get(name: string): StagedIndex | undefined {
    return this.byName.get(name);
  }

  private totalBytes(): number {
    return [...this.byName.values()].reduce((sum, staged) => sum + staged.bytes, 0);
  }

  private checkRoom(bytes: number): void {
    if (this.totalBytes() + bytes > MAX_STAGED_BYTES) {
      throw new IndexAdminError(
        413,
        `The embedded engine stages at most ${MAX_STAGED_BYTES} bytes of records for imports; this import is larger.`,
      );
    }
  }

  /** A new staged index (replacing one of that name); the oldest goes when there are too many. */
  create(staged: Omit<StagedIndex, 'bytes' | 'generation'>): void {
    this.byName.delete(staged.name);
    const bytes = staged.records.length === 0 ? 0 : JSON.stringify(staged.records).length;
    this.checkRoom(bytes);
    while (this.byName.size >= MAX_STAGED_INDICES) {
      const [oldest] = this.byName.keys();
      if (oldest === undefined) break;
      this.byName.delete(oldest);
    }
    this.byName.set(staged.name, { ...staged, bytes, generation: 0 });
  }

  /** Applies a batch whole (every record checked against `template`), or refuses it. */
  applyBatch(name: string, changes: readonly ListingChange[], template: PropertyRecord | undefined): void {
    const staged = this.byName.get(name);
    if (!staged) throw new IndexAdminError(404, `Index ${name} does not exist`);
    const bytes = changes.reduce(
      (sum, change) => sum + (change.action === 'deleteObject' ? 0 : JSON.stringify(change.record).length),
      0,
    );
    this.checkRoom(bytes);
    const applied = applyListingChanges(staged.records, changes, template);
    if (!applied.ok) throw new IndexAdminError(400, applied.message);
    staged.records = applied.value;
    staged.bytes += bytes;
    staged.generation += 1;
  }

  /** Removes and returns a staged index, as a move consumes it. */
  take(name: string): StagedIndex | undefined {
    const staged = this.byName.get(name);
    this.byName.delete(name);
    return staged;
  }
}
