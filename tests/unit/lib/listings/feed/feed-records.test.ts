import { describe, expect, it } from 'vitest';
import { generateSampleListings } from '@/lib/embedded/sample/listings';
import { canonicalJson } from '@/lib/listings/record-fields';
import { formatCsv } from '@/lib/listings/feed/csv';
import { CSV_HEADER, lineToRow } from '@/lib/listings/feed/feed-columns';
import { toFeedLines } from '@/lib/listings/feed/feed-lines';
import { readFeedText } from '@/lib/listings/feed/feed-read';
import { buildFeedRecords } from '@/lib/listings/feed/feed-records';
import type { FeedLineInput } from '@/lib/listings/feed/feed-schema';

const sample = generateSampleListings();
const all = [...sample.rent, ...sample.buy];
const lines = toFeedLines(all);

function asJsonLines(feed: readonly unknown[]): string {
  return feed.map((line) => JSON.stringify(line)).join('\n');
}

function asCsv(feed: readonly FeedLineInput[]): string {
  return formatCsv([CSV_HEADER, ...feed.map((line) => lineToRow(line as Record<string, unknown>))]);
}

describe('a feed of the sample listings', () => {
  it.each([
    ['JSON Lines', () => readFeedText(asJsonLines(lines), 'jsonl')],
    ['CSV', () => readFeedText(asCsv(lines), 'csv')],
  ])('reads back from %s as the very records it was written from', (_, read) => {
    const { records, rejected, properties } = buildFeedRecords(read());
    expect(rejected).toEqual([]);
    expect(records.get('toLet')?.map(canonicalJson)).toEqual(sample.rent.map(canonicalJson));
    expect(records.get('forSale')?.map(canonicalJson)).toEqual(sample.buy.map(canonicalJson));
    expect(properties).toBe(new Set(all.map((record) => record.property_gmaven_key)).size);
  });

  it('writes a property once, then its units, with POA for a price on application', () => {
    const [property, unit] = lines;
    expect(property).toMatchObject({ kind: 'property', property_gmaven_key: all[0]?.property_gmaven_key });
    expect(unit).toMatchObject({ kind: 'unit', property_gmaven_key: all[0]?.property_gmaven_key });
    const poa = all.find((record) => record.gross_price === 0);
    expect(
      lines.find((line) => line.kind === 'unit' && line.gmaven_mapped_key === poa?.gmaven_mapped_key),
    ).toMatchObject({
      gross_price: 'POA',
    });
  });
});
