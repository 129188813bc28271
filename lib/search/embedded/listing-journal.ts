import 'server-only';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { ListingChange } from './listing-changes';

/**
 * Listing changes the embedded engine accepted, one JSON line per batch in the store folder. The
 * engine is built from the sample data at start and replays them, so a restarted server and
 * `npm run alerts` in its own process see the same listings. Appended before the change is
 * applied, with an fsync, so an acknowledged change survives a crash.
 */

export const LISTING_JOURNAL_FILE = 'listing-changes.jsonl';
/** A bound on what a holder of the admin key can make the server keep: thousands of changes. */
export const MAX_JOURNAL_BYTES = 8 * 1024 * 1024;

export interface JournalEntry {
  index: string;
  changes: ListingChange[];
}

export class JournalFullError extends Error {
  override readonly name = 'JournalFullError';
}

function journalPath(directory: string): string {
  return path.join(/*turbopackIgnore: true*/ directory, LISTING_JOURNAL_FILE);
}

export function appendJournalEntry(directory: string, entry: JournalEntry): void {
  const file = journalPath(directory);
  const line = `${JSON.stringify(entry)}\n`;
  const size = existsSync(/*turbopackIgnore: true*/ file) ? statSync(/*turbopackIgnore: true*/ file).size : 0;
  if (size + Buffer.byteLength(line) > MAX_JOURNAL_BYTES) {
    throw new JournalFullError(
      `The embedded engine keeps at most ${MAX_JOURNAL_BYTES} bytes of listing changes; delete ${file} to start again from the sample data.`,
    );
  }
  mkdirSync(/*turbopackIgnore: true*/ directory, { recursive: true });
  const descriptor = openSync(/*turbopackIgnore: true*/ file, 'a');
  try {
    writeSync(descriptor, line);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

/** Every entry in order; a line that cannot be read (torn by a crash mid-write, never acknowledged) is left out. */
export function readJournal(directory: string): JournalEntry[] {
  const file = journalPath(directory);
  if (!existsSync(/*turbopackIgnore: true*/ file)) return [];
  const entries: JournalEntry[] = [];
  for (const line of readFileSync(/*turbopackIgnore: true*/ file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      const entry = JSON.parse(line) as JournalEntry;
      if (typeof entry.index === 'string' && Array.isArray(entry.changes)) entries.push(entry);
    } catch {
      console.warn(`[search] An unreadable line of ${file} was left out.`);
    }
  }
  return entries;
}
