// `npm run listings:export -- FILE`: writes the listings of the search service the environment names
// as a feed, JSON Lines or (for a .csv file) CSV, in the shape `npm run listings:import` reads: export,
// edit, import.
import { writeFileSync } from 'node:fs';
import { DEAL_TYPES } from '../deal';
import { formatCsv } from '../listings/feed/csv';
import { CSV_HEADER, lineToRow } from '../listings/feed/feed-columns';
import { toFeedLines } from '../listings/feed/feed-lines';
import { formatOfFile } from '../listings/feed/feed-read';
import type { PropertyRecord } from '../listings/wire-types';
import { createSearchAdminClient } from '../search/admin/admin-client';
import { readIndexRecords } from '../search/admin/index-records';
import { INDEX_NAMES } from '../search/indices';
import { dealIndexName } from '../search/state/ui-state';
import { runCommand } from './cli-args';
import { describeFailure } from './search-failure';
import { formatCount } from './format-count';

runCommand('listings:export', async ({ positionals: [file = ''] }) => {
  const { client, target } = createSearchAdminClient();
  const records: PropertyRecord[] = [];
  const counts: string[] = [];
  for (const deal of DEAL_TYPES) {
    const indexName = dealIndexName(deal, INDEX_NAMES);
    const stored = await readIndexRecords(client, indexName).catch((error: unknown) => {
      throw new Error(describeFailure(error, target));
    });
    records.push(...(stored as unknown as PropertyRecord[]));
    counts.push(`${indexName} ${formatCount(stored.length)}`);
  }
  const lines = toFeedLines(records);
  const text =
    formatOfFile(file) === 'csv'
      ? formatCsv([CSV_HEADER, ...lines.map((line) => lineToRow(line as Record<string, unknown>))])
      : lines.map((line) => `${JSON.stringify(line)}\n`).join('');
  writeFileSync(file, text);
  const properties = lines.filter((line) => line.kind === 'property').length;
  console.info(
    `Wrote ${formatCount(properties)} properties and ${formatCount(records.length)} units (${counts.join(', ')}) from ${target.description} to ${file}.`,
  );
});
