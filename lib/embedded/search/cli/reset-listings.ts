// `npm run listings:reset`: puts the sample listings back into the running embedded engine (both
// property indices replaced together, as an import does), which then keeps nothing of earlier imports
// and changes in its data folder.
import { createSearchAdminClient } from '@/lib/search/admin/admin-client';
import { replaceIndicesTogether } from '@/lib/search/admin/replace-indices';
import { sampleListingsByIndex } from '../indices';
import { runCommand } from '@/lib/cli/cli-args';
import { formatCount } from '@/lib/cli/format-count';
import { purgeListingPages } from '@/lib/cli/purge-listing-pages';
import { describeFailure } from '@/lib/cli/search-failure';

runCommand('listings:reset', async () => {
  const { client, target } = createSearchAdminClient();
  if (target.kind !== 'embedded') {
    throw new Error(
      `listings:reset puts the sample back into the embedded engine only; this environment names ${target.description}.`,
    );
  }
  const sample = [...sampleListingsByIndex()].map(([indexName, records]) => ({ indexName, records }));
  let moved = false;
  try {
    await replaceIndicesTogether(client, sample, { moved: () => (moved = true) });
  } catch (error) {
    // A move happened (and was perhaps undone): the pages may have been built from it meanwhile.
    if (moved) {
      const purged = await purgeListingPages(target).catch((purge: unknown) =>
        purge instanceof Error ? purge.message : String(purge),
      );
      console.info(purged);
    }
    throw new Error(describeFailure(error, target));
  }
  for (const { indexName, records } of sample) {
    console.info(`${indexName}: the sample's ${formatCount(records.length)} records are back.`);
  }
  console.info(await purgeListingPages(target));
});
