import 'server-only';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { PropertyRecord } from '@/lib/listings/wire-types';
import type { ListingChange } from './listing-changes';

/**
 * What the embedded engine accepted, in the data folder, so a restarted server and
 * `npm run alerts` in its own process see the same listings. Two kinds of file:
 * - `listing-changes.jsonl`: one JSON line per accepted batch, appended with an fsync before the
 *   change is applied, so an acknowledged change survives a crash;
 * - `listing-snapshot.{index}.jsonl`: an index's records after a whole-index replace (an import's
 *   move), written aside and renamed into place. It names the last change it includes (`afterSeq`):
 *   the batches before it are superseded, and dropped from the changes file once it is written.
 * At start the engine takes each index's snapshot, or the sample data, and replays the later batches.
 */

export const LISTING_JOURNAL_FILE = 'listing-changes.jsonl';
const SNAPSHOT_PREFIX = 'listing-snapshot.';
const SNAPSHOT_SUFFIX = '.jsonl';
/** A bound on what a holder of the admin key can make the server keep: thousands of changes. */
export const MAX_JOURNAL_BYTES = 8 * 1024 * 1024;

export interface JournalEntry {
  index: string;
  changes: ListingChange[];
  /** Increasing across the folder; a line without one predates every snapshot (read as 0). */
  seq?: number;
}

/** An index's records after a replace: its own records, or the sample data again (a reset). */
export interface ListingSnapshot {
  index: string;
  afterSeq: number;
  records: PropertyRecord[] | 'sample';
}

export class JournalFullError extends Error {
  override readonly name = 'JournalFullError';
}

/** By name: the journal is written from the server's start-up bundle and the error read in the route's. */
export function isJournalFullError(error: unknown): error is JournalFullError {
  return error instanceof Error && error.name === 'JournalFullError';
}

function journalPath(directory: string): string {
  return path.join(/*turbopackIgnore: true*/ directory, LISTING_JOURNAL_FILE);
}

function snapshotPath(directory: string, index: string): string {
  return path.join(/*turbopackIgnore: true*/ directory, `${SNAPSHOT_PREFIX}${index}${SNAPSHOT_SUFFIX}`);
}

function appendLine(file: string, line: string): void {
  const descriptor = openSync(/*turbopackIgnore: true*/ file, 'a');
  try {
    writeSync(descriptor, line);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

/** Writes `lines` aside, fsyncs them and renames them over `file`: a reader sees the old file or the new one. */
function replaceFile(directory: string, file: string, lines: Iterable<string>): void {
  mkdirSync(/*turbopackIgnore: true*/ directory, { recursive: true });
  const aside = `${file}.writing`;
  const descriptor = openSync(/*turbopackIgnore: true*/ aside, 'w');
  try {
    for (const line of lines) writeSync(descriptor, line);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  renameSync(/*turbopackIgnore: true*/ aside, file);
  const folder = openSync(/*turbopackIgnore: true*/ directory, 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}

export function appendJournalEntry(directory: string, entry: JournalEntry): void {
  const file = journalPath(directory);
  const line = `${JSON.stringify(entry)}\n`;
  const size = existsSync(/*turbopackIgnore: true*/ file) ? statSync(/*turbopackIgnore: true*/ file).size : 0;
  if (size + Buffer.byteLength(line) > MAX_JOURNAL_BYTES) {
    throw new JournalFullError(
      `The embedded engine keeps at most ${MAX_JOURNAL_BYTES} bytes of listing changes; import the listings whole (npm run listings:import) or reset them (npm run listings:reset).`,
    );
  }
  mkdirSync(/*turbopackIgnore: true*/ directory, { recursive: true });
  appendLine(file, line);
}

function readLines(file: string): string[] {
  if (!existsSync(/*turbopackIgnore: true*/ file)) return [];
  return readFileSync(/*turbopackIgnore: true*/ file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
}

/** Every entry in order; a line that cannot be read (torn by a crash mid-write, never acknowledged) is left out. */
export function readJournal(directory: string): JournalEntry[] {
  const file = journalPath(directory);
  const entries: JournalEntry[] = [];
  for (const line of readLines(file)) {
    try {
      const entry = JSON.parse(line) as JournalEntry;
      if (typeof entry.index === 'string' && Array.isArray(entry.changes)) entries.push(entry);
    } catch {
      console.warn(`[search] An unreadable line of ${file} was left out.`);
    }
  }
  return entries;
}

/**
 * Makes `snapshot` the index's records from now on: written whole before it replaces the previous
 * one, then the batches it supersedes leave the changes file (replay skips them either way).
 */
export function writeListingSnapshot(directory: string, snapshot: ListingSnapshot): void {
  const { records, ...header } = snapshot;
  const lines = function* () {
    yield `${JSON.stringify({ ...header, sample: records === 'sample' })}\n`;
    if (records !== 'sample') for (const record of records) yield `${JSON.stringify(record)}\n`;
  };
  replaceFile(directory, snapshotPath(directory, snapshot.index), lines());
  const kept = readJournal(directory).filter(
    (entry) => entry.index !== snapshot.index || (entry.seq ?? 0) > snapshot.afterSeq,
  );
  replaceFile(
    directory,
    journalPath(directory),
    kept.map((entry) => `${JSON.stringify(entry)}\n`),
  );
}

/** The latest snapshot of each index that has one. */
export function readListingSnapshots(directory: string): Map<string, ListingSnapshot> {
  const snapshots = new Map<string, ListingSnapshot>();
  if (!existsSync(/*turbopackIgnore: true*/ directory)) return snapshots;
  for (const name of readdirSync(/*turbopackIgnore: true*/ directory)) {
    if (!name.startsWith(SNAPSHOT_PREFIX) || !name.endsWith(SNAPSHOT_SUFFIX)) continue;
    const [headerLine = '{}', ...recordLines] = readLines(path.join(directory, name));
    const header = JSON.parse(headerLine) as { index?: unknown; afterSeq?: unknown; sample?: unknown };
    if (typeof header.index !== 'string' || typeof header.afterSeq !== 'number') continue;
    snapshots.set(header.index, {
      index: header.index,
      afterSeq: header.afterSeq,
      records:
        header.sample === true ? 'sample' : recordLines.map((line) => JSON.parse(line) as PropertyRecord),
    });
  }
  return snapshots;
}
