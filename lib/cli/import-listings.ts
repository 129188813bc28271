// `npm run listings:import -- FILE [--dry-run]`: loads a listings feed (JSON Lines or CSV, in the shape
// `npm run listings:export` writes) into the search service the environment names: each line checked,
// the rejected ones reported with their number and reason, the plan printed, then each property
// index replaced whole (replaceAllObjects) and the listing pages purged.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEAL_TYPES } from '../deal';
import { readFeedText, formatOfFile } from '../listings/feed/feed-read';
import { buildFeedRecords } from '../listings/feed/feed-records';
import { hasChanges, planIndex, type IndexPlan } from '../listings/feed/import-plan';
import type { PropertyRecord } from '../listings/wire-types';
import { createSearchAdminClient } from '../search/admin/admin-client';
import { readIndexRecords, replaceIndexRecords } from '../search/admin/index-records';
import { createObservedRequester, type ObservedRequest } from '../search/admin/observed-requester';
import { INDEX_NAMES } from '../search/indices';
import { dealIndexName } from '../search/state/ui-state';
import { getServerConfig } from '../server-config';
import { readCliArgs, runCommand, UsageError } from './cli-args';
import { describePlan, describeRejections, unallowedImageOrigins } from './listings-report';
import { createProgress, type Progress } from './progress';
import { purgeListingPages } from './purge-listing-pages';
import { describeFailure } from './search-failure';
import { formatCount } from './format-count';

const USAGE = 'npm run listings:import -- FILE [--dry-run]   (FILE: .jsonl or .csv)';

function readFeed(file: string) {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`${file} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  return buildFeedRecords(readFeedText(text, formatOfFile(file, text)));
}

/** Reports replaceAllObjects' requests for one index: the records sent into its copy, then the move. */
function progressOf(
  indexName: string,
  total: number,
): { progress: Progress; onRequest: (request: ObservedRequest) => void } {
  const progress = createProgress(indexName, total, 'records sent');
  const copy = new RegExp(`/1/indexes/${indexName}_tmp_\\d+/(batch|operation)$`);
  let sent = 0;
  const onRequest = ({ path: requestPath, body }: ObservedRequest) => {
    const step = copy.exec(requestPath)?.[1];
    const requests = (body as { requests?: unknown[] } | undefined)?.requests;
    if (step === 'batch' && Array.isArray(requests)) progress.update((sent += requests.length));
    if (step === 'operation') progress.note('moving the new records into place');
  };
  return { progress, onRequest };
}

runCommand(async () => {
  const { positional, flags } = readCliArgs(process.argv.slice(2), ['--dry-run'], USAGE);
  const [file] = positional;
  if (!file || positional.length > 1) throw new UsageError(`Usage: ${USAGE}`);
  const dryRun = flags.has('--dry-run');
  const feed = readFeed(file);
  const units = [...feed.records.values()].reduce((sum, records) => sum + records.length, 0);
  console.info(
    `Read ${path.basename(file)}: ${formatCount(feed.properties)} properties, ${formatCount(units)} units` +
      (feed.rejected.length > 0 ? `; ${formatCount(feed.rejected.length)} line(s) rejected:` : '.'),
  );
  for (const line of describeRejections(feed.rejected)) console.info(line);
  if (units === 0) throw new Error('Nothing to import: no line of the feed was accepted.');

  let observe: (request: ObservedRequest) => void = () => {};
  const { client, target } = createSearchAdminClient(
    createObservedRequester({ onRequest: (request) => observe(request) }),
  );
  const fail = (error: unknown) => {
    throw new Error(describeFailure(error, target));
  };
  const plans: Array<{ plan: IndexPlan; records: PropertyRecord[] }> = [];
  console.info(`Plan for ${target.description}${dryRun ? ' (dry run: nothing is changed)' : ''}:`);
  for (const deal of DEAL_TYPES) {
    const indexName = dealIndexName(deal, INDEX_NAMES);
    const records = feed.records.get(deal);
    if (!records) {
      console.info(`  ${indexName}: the feed lists none, so it is left as it is`);
      continue;
    }
    const plan = planIndex(indexName, await readIndexRecords(client, indexName).catch(fail), records);
    for (const line of describePlan(plan)) console.info(line);
    plans.push({ plan, records });
  }
  const origins = unallowedImageOrigins(
    [...feed.records.values()].flat(),
    getServerConfig().imageRemoteHosts,
  );
  if (origins.length > 0) {
    console.warn(
      `Images on ${origins.join(', ')} will not show until IMAGE_REMOTE_HOSTS lists them (for next build and next start).`,
    );
  }

  const changing = plans.filter(({ plan }) => hasChanges(plan));
  if (dryRun || changing.length === 0) {
    console.info(
      dryRun
        ? 'Dry run: nothing was changed.'
        : 'The search service holds these listings already: nothing to do.',
    );
  } else {
    for (const { plan, records } of changing) {
      const { progress, onRequest } = progressOf(plan.index, records.length);
      observe = onRequest;
      await replaceIndexRecords(client, plan.index, records).catch(fail);
      progress.note(`replaced: ${formatCount(records.length)} records`);
    }
    observe = () => {};
    console.info(await purgeListingPages(target));
  }
  if (feed.rejected.length === 0) return 0;
  console.error(
    `${formatCount(feed.rejected.length)} line(s) were rejected${dryRun ? '' : ' (the rest are imported)'}: correct them and import again.`,
  );
  return 1;
});
