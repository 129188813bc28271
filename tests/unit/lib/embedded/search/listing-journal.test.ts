import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appendJournalEntry,
  LISTING_JOURNAL_FILE,
  readJournal,
  readListingSnapshots,
  writeListingSnapshot,
} from '@/lib/embedded/search/listing-journal';
import { loadListingState } from '@/lib/embedded/search/listing-state';
import { freshStoreDirectory, SMALL_SAMPLE } from './embedded-admin';

const rent = SMALL_SAMPLE.get('rent') ?? [];
const [first, second] = rent;
if (!first || !second) throw new Error('The small sample has too few units');
const rename = (objectID: string, name: string) => ({
  action: 'partialUpdateObject' as const,
  record: { objectID, property_name: name },
  createIfNotExists: false,
});

describe('the listing journal', () => {
  it('replays lines written before snapshots existed (no seq) over the sample', () => {
    const directory = freshStoreDirectory();
    writeFileSync(
      path.join(directory, LISTING_JOURNAL_FILE),
      `${JSON.stringify({ index: 'rent', changes: [rename(first.objectID, 'Old Line House')] })}\n{"torn`,
    );
    const { listings, lastSeq } = loadListingState(directory, SMALL_SAMPLE);
    expect(listings.get('rent')?.[0]?.property_name).toBe('Old Line House');
    expect(lastSeq).toBe(0);
  });

  it('starts from a snapshot and replays only the batches after it', () => {
    const directory = freshStoreDirectory();
    appendJournalEntry(directory, { index: 'rent', changes: [rename(first.objectID, 'Before')], seq: 1 });
    appendJournalEntry(directory, { index: 'buy', changes: [], seq: 2 });
    writeListingSnapshot(directory, { index: 'rent', afterSeq: 2, records: [first, second] });
    appendJournalEntry(directory, { index: 'rent', changes: [rename(second.objectID, 'After')], seq: 3 });

    expect(readJournal(directory).map((entry) => entry.seq)).toEqual([2, 3]);
    const { listings, lastSeq } = loadListingState(directory, SMALL_SAMPLE);
    expect(listings.get('rent')?.map((record) => record.property_name)).toEqual([
      first.property_name,
      'After',
    ]);
    expect(lastSeq).toBe(3);
  });

  it('keeps the last whole snapshot when a newer one was cut short mid-write', () => {
    const directory = freshStoreDirectory();
    writeListingSnapshot(directory, { index: 'rent', afterSeq: 0, records: [first] });
    // A crash while the next one was written leaves its file aside, never renamed into place.
    writeFileSync(
      path.join(directory, 'listing-snapshot.rent.jsonl.writing'),
      '{"index":"rent","afterSeq":5,"sam',
    );
    expect(readListingSnapshots(directory).get('rent')?.records).toEqual([first]);
    expect(loadListingState(directory, SMALL_SAMPLE).listings.get('rent')).toEqual([first]);
  });

  it('takes the sample again after a reset, without keeping its records', () => {
    const directory = freshStoreDirectory();
    writeListingSnapshot(directory, { index: 'rent', afterSeq: 0, records: [first] });
    writeListingSnapshot(directory, { index: 'rent', afterSeq: 0, records: 'sample' });
    expect(loadListingState(directory, SMALL_SAMPLE).listings.get('rent')).toHaveLength(rent.length);
  });
});
