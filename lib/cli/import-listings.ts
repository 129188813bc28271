// `npm run listings:import -- FILE [--dry-run] [--skip-rejected] [--allow-removals N]`: loads a
// listings feed (JSON Lines or CSV, in the shape `npm run listings:export` writes) into the search
// service the environment names: each line checked, the rejected ones reported with their number
// and reason, the plan printed; then, unless a line was rejected (without --skip-rejected) or the
// plan removes more than an import does on its own, the changed property indices are replaced
// together and the listing pages purged.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEAL_TYPES, type DealType } from '../deal';
import { readFeedText, formatOfFile } from '../listings/feed/feed-read';
import { buildFeedRecords } from '../listings/feed/feed-records';
import {
  checkRemovals,
  propertiesOfRejections,
  removalsAllowed,
  withKeptProperties,
} from '../listings/feed/import-guard';
import { hasChanges, planIndex, type IndexPlan } from '../listings/feed/import-plan';
import type { PropertyRecord } from '../listings/wire-types';
import { createSearchAdminClient, type SearchAdminClient } from '../search/admin/admin-client';
import type { SearchServiceTarget } from '../search/admin/admin-client';
import { readIndexRecords } from '../search/admin/index-records';
import { replaceIndicesTogether } from '../search/admin/replace-indices';
import { INDEX_NAMES } from '../search/indices';
import { dealIndexName } from '../search/state/ui-state';
import { getServerConfig } from '../server-config';
import { readCount, runCommand, UsageError } from './cli-args';
import {
  describeKept,
  describePlan,
  describeRejections,
  describeRemovalRefusal,
  unallowedImageOrigins,
} from './listings-report';
import { createProgress } from './progress';
import { purgeListingPages } from './purge-listing-pages';
import { describeFailure } from './search-failure';
import { formatCount } from './format-count';

function readFeed(file: string) {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`${file} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  return buildFeedRecords(readFeedText(text, formatOfFile(file, text)));
}

interface PlannedIndex {
  plan: IndexPlan;
  records: PropertyRecord[];
}

/**
 * Replaces the changed indices together, then purges the listing pages if any index was moved:
 * also when a later step failed, as the pages may have been built from the moved one meanwhile.
 */
async function replaceAndPurge(
  client: SearchAdminClient,
  target: SearchServiceTarget,
  changing: readonly PlannedIndex[],
): Promise<void> {
  const progress = new Map(
    changing.map(({ plan, records }) => [
      plan.index,
      createProgress(plan.index, records.length, 'records sent'),
    ]),
  );
  const moved = new Set<string>();
  let failure: unknown;
  try {
    await replaceIndicesTogether(
      client,
      changing.map(({ plan, records }) => ({ indexName: plan.index, records })),
      {
        sent: (index, sent) => progress.get(index)?.update(sent),
        ready: (index) => progress.get(index)?.note('its new copy is complete'),
        moving: (index, what) =>
          progress
            .get(index)
            ?.note(what === 'new' ? 'moving the new records into place' : 'moving its records back'),
        moved: (index) => moved.add(index),
      },
    );
    for (const { plan, records } of changing) {
      progress.get(plan.index)?.note(`replaced: ${formatCount(records.length)} records`);
    }
  } catch (error) {
    failure = error;
  }
  if (moved.size > 0) {
    try {
      console.info(await purgeListingPages(target));
    } catch (purgeFailure) {
      if (failure === undefined) throw purgeFailure;
      console.error(purgeFailure instanceof Error ? purgeFailure.message : String(purgeFailure));
    }
  }
  if (failure !== undefined) throw new Error(describeFailure(failure, target));
}

runCommand('listings:import', async ({ values, positionals: [file = ''] }) => {
  const dryRun = values['dry-run'] === true;
  const skipRejected = values['skip-rejected'] === true;
  const allowance =
    values['allow-removals'] === undefined
      ? undefined
      : readCount(values['allow-removals'], 'allow-removals');
  const feed = readFeed(file);
  const units = [...feed.records.values()].reduce((sum, records) => sum + records.length, 0);
  const rejected = feed.rejected.length;
  console.info(
    `Read ${path.basename(file)}: ${formatCount(feed.properties)} properties, ${formatCount(units)} units` +
      (rejected > 0 ? `; ${formatCount(rejected)} line(s) rejected:` : '.'),
  );
  for (const line of describeRejections(feed.rejected)) console.info(line);
  if (units === 0) throw new Error('Nothing to import: no line of the feed was accepted.');

  const { client, target } = createSearchAdminClient();
  const fail = (error: unknown): never => {
    throw new Error(describeFailure(error, target));
  };
  const current = new Map<DealType, Record<string, unknown>[]>();
  for (const deal of DEAL_TYPES) {
    current.set(deal, await readIndexRecords(client, dealIndexName(deal, INDEX_NAMES)).catch(fail));
  }
  const everyRecord = [...current.values()].flat();
  const ofRejections = propertiesOfRejections(feed.rejected, everyRecord);
  const kept = new Set(ofRejections.kept.map(({ key }) => key));
  const held = rejected > 0 && !skipRejected;
  console.info(
    `Plan for ${target.description}${dryRun ? ' (dry run: nothing is changed)' : ''}${held ? ', as --skip-rejected would import it' : ''}:`,
  );
  for (const line of describeKept(ofRejections, everyRecord)) console.info(line);
  const plans: PlannedIndex[] = [];
  for (const deal of DEAL_TYPES) {
    const indexName = dealIndexName(deal, INDEX_NAMES);
    const fromFeed = feed.records.get(deal);
    if (!fromFeed) {
      console.info(`  ${indexName}: the feed lists none, so it is left as it is`);
      continue;
    }
    const stored = current.get(deal) ?? [];
    const records = withKeptProperties(fromFeed, stored, kept);
    const plan = planIndex(indexName, stored, records);
    for (const line of describePlan(plan)) console.info(line);
    plans.push({ plan, records });
  }
  const origins = unallowedImageOrigins(
    plans.flatMap(({ records }) => records),
    getServerConfig().imageRemoteHosts,
  );
  if (origins.length > 0) {
    console.warn(
      `Images on ${origins.join(', ')} will not show until IMAGE_REMOTE_HOSTS lists them (for next build and next start).`,
    );
  }

  const removals = checkRemovals(
    plans.map(({ plan }) => plan),
    ofRejections.untied,
  );
  const refusals = [
    ...(held
      ? [
          `${formatCount(rejected)} line(s) were rejected: correct them and import again, or import the rest with --skip-rejected (the properties of the rejected lines are then kept as they are).`,
        ]
      : []),
    ...(removalsAllowed(removals, allowance) ? [] : [describeRemovalRefusal(removals, allowance)]),
  ];
  if (dryRun) {
    for (const refusal of refusals) console.error(`Refused without --dry-run: ${refusal}`);
    console.info('Dry run: nothing was changed.');
    return rejected > 0 || refusals.length > 0 ? 1 : 0;
  }
  if (refusals.length > 0) {
    for (const refusal of refusals) console.error(refusal);
    console.error('Nothing was changed.');
    return 1;
  }
  const changing = plans.filter(({ plan }) => hasChanges(plan));
  if (changing.length === 0) {
    console.info('The search service holds these listings already: nothing to do.');
  } else {
    await replaceAndPurge(client, target, changing);
  }
  if (rejected === 0) return 0;
  console.error(
    `${formatCount(rejected)} line(s) were rejected (the rest are imported, their properties kept as they are): correct them and import again.`,
  );
  return 1;
});
