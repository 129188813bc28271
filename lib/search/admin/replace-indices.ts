import 'server-only';
import type { PropertyRecord } from '@/lib/listings/wire-types';
import { withPropertyAggregates } from './property-aggregates';
import type { SearchAdminClient } from './admin-client';

/** The new records of one index. */
export interface IndexReplacement {
  indexName: string;
  records: readonly PropertyRecord[];
}

/** What a replacement reports as it goes, for a progress display and the pages to purge. */
export interface ReplaceProgress {
  /** Records sent into an index's new copy so far. */
  sent?(indexName: string, sent: number, total: number): void;
  /** An index's new copy is complete (its batches all applied). */
  ready?(indexName: string): void;
  /** A move begins: the new records into place, or, after a failure, the old ones back. */
  moving?(indexName: string, what: 'new' | 'previous'): void;
  /** A move over a live index happened: the pages built from it are out of date. */
  moved?(indexName: string): void;
}

/** A failure after some index was moved: which were put back, and which could not be. */
export class ReplaceIndicesError extends Error {
  override readonly name = 'ReplaceIndicesError';
  /** What became of the indices moved before the failure, in words. */
  readonly outcome: string;

  constructor(
    readonly failure: unknown,
    /** Indices that hold the new records although the replacement failed. */
    readonly stillNew: readonly string[],
    /** Indices that were moved and then moved back to the records they had. */
    readonly putBack: readonly string[],
  ) {
    const outcome =
      stillNew.length === 0
        ? `${putBack.join(', ')} went back to the records it had: no index changed.`
        : `${stillNew.join(', ')} could not be moved back and hold(s) the new records beside indices with the old: run the import again to finish it.`;
    super(`${failure instanceof Error ? failure.message : String(failure)}; ${outcome}`, { cause: failure });
    this.outcome = outcome;
  }
}

const SCOPE: Array<'settings' | 'rules' | 'synonyms'> = ['settings', 'rules', 'synonyms'];
const BATCH_SIZE = 1000;
// As replaceAllObjects waits for its copy and move: a large index on hosted Algolia takes minutes.
const MAX_TASK_POLLS = 800;

interface Staged extends IndexReplacement {
  /** The copy the new records go into, then moved over the index. */
  copy: string;
  /** A whole copy of the index as it was, moved back should a later move fail. */
  previous: string;
}

async function operate(
  client: SearchAdminClient,
  source: string,
  operation: 'copy' | 'move',
  destination: string,
  scope?: typeof SCOPE,
): Promise<void> {
  const { taskID } = await client.operationIndex({
    indexName: source,
    operationIndexParams: { operation, destination, ...(scope ? { scope } : {}) },
  });
  // The index replaceAllObjects waits on: a copy's destination, a move's source.
  const waitOn = operation === 'copy' ? destination : source;
  await client.waitForTask({ indexName: waitOn, taskID, maxRetries: MAX_TASK_POLLS });
}

/** The new records into a copy of the index's settings, rules and synonyms, as replaceAllObjects fills one. */
async function fillCopy(client: SearchAdminClient, staged: Staged, progress: ReplaceProgress): Promise<void> {
  const { indexName, copy } = staged;
  await operate(client, indexName, 'copy', copy, SCOPE);
  const objects = withPropertyAggregates(staged.records) as unknown as Array<Record<string, unknown>>;
  const tasks: number[] = [];
  for (let start = 0; start < objects.length; start += BATCH_SIZE) {
    const requests = objects
      .slice(start, start + BATCH_SIZE)
      .map((body) => ({ action: 'addObject' as const, body }));
    tasks.push((await client.batch({ indexName: copy, batchWriteParams: { requests } })).taskID);
    progress.sent?.(indexName, Math.min(start + BATCH_SIZE, objects.length), objects.length);
  }
  for (const taskID of tasks) {
    await client.waitForTask({ indexName: copy, taskID, maxRetries: MAX_TASK_POLLS });
  }
  // Again, as replaceAllObjects does: settings changed while the records went in are carried over.
  await operate(client, indexName, 'copy', copy, SCOPE);
  progress.ready?.(indexName);
}

/** After a failed move, the indices moved before it go back to what they held. */
async function moveBack(
  client: SearchAdminClient,
  moved: readonly Staged[],
  failure: unknown,
  progress: ReplaceProgress,
): Promise<unknown> {
  if (moved.length === 0) return failure;
  const stillNew: string[] = [];
  const putBack: string[] = [];
  for (const staged of [...moved].reverse()) {
    progress.moving?.(staged.indexName, 'previous');
    try {
      await operate(client, staged.previous, 'move', staged.indexName);
      progress.moved?.(staged.indexName);
      putBack.push(staged.indexName);
    } catch {
      stillNew.push(staged.indexName);
    }
  }
  return new ReplaceIndicesError(failure, stillNew, putBack);
}

/**
 * Replaces the records of several indices together. Each set of records goes into a copy of its
 * index (settings, rules and synonyms), as `replaceAllObjects` fills one; only once every copy is
 * complete are they moved over the live indices, one right after the other. Every index but the
 * last to move is first copied whole, so that when a later move fails the earlier ones are moved
 * back: visitors see all the old listings or all the new. Only a move back that fails too leaves
 * one index new beside an old one, and the error names it. The copies left over are deleted.
 */
export async function replaceIndicesTogether(
  client: SearchAdminClient,
  replacements: readonly IndexReplacement[],
  progress: ReplaceProgress = {},
): Promise<void> {
  // A random suffix, as replaceAllObjects names its copy: `rent_tmp_123456` (an admin key scoped
  // to `{index}_tmp_*` covers both copies).
  const suffix = Math.floor(Math.random() * 1e6) + 1e5;
  const staged: Staged[] = replacements.map((replacement) => ({
    ...replacement,
    copy: `${replacement.indexName}_tmp_${suffix}`,
    previous: `${replacement.indexName}_tmp_${suffix}_previous`,
  }));
  const leftovers = new Set<string>();
  try {
    for (const index of staged) {
      leftovers.add(index.copy);
      await fillCopy(client, index, progress);
    }
    for (const index of staged.slice(0, -1)) {
      leftovers.add(index.previous);
      await operate(client, index.indexName, 'copy', index.previous);
    }
    const moved: Staged[] = [];
    for (const index of staged) {
      progress.moving?.(index.indexName, 'new');
      try {
        await operate(client, index.copy, 'move', index.indexName);
      } catch (error) {
        throw await moveBack(client, moved, error, progress);
      }
      leftovers.delete(index.copy);
      moved.push(index);
      progress.moved?.(index.indexName);
    }
  } finally {
    // Best effort, as replaceAllObjects deletes its copy: one that stays costs records, not listings.
    await Promise.allSettled([...leftovers].map((indexName) => client.deleteIndex({ indexName })));
  }
}
