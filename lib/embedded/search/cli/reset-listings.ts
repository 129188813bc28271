// `npm run listings:reset`: puts the sample listings back into the running embedded engine (each
// property index replaced whole, as an import does), which then keeps nothing of earlier imports
// and changes in its data folder.
import { createSearchAdminClient } from '@/lib/search/admin/admin-client';
import { replaceIndexRecords } from '@/lib/search/admin/index-records';
import { sampleListingsByIndex } from '../indices';
import { readCliArgs, runCommand } from '@/lib/cli/cli-args';
import { formatCount } from '@/lib/cli/format-count';
import { purgeListingPages } from '@/lib/cli/purge-listing-pages';
import { describeFailure } from '@/lib/cli/search-failure';

runCommand(async () => {
  readCliArgs(process.argv.slice(2), [], 'npm run listings:reset');
  const { client, target } = createSearchAdminClient();
  if (target.kind !== 'embedded') {
    throw new Error(
      `listings:reset puts the sample back into the embedded engine only; this environment names ${target.description}.`,
    );
  }
  for (const [indexName, records] of sampleListingsByIndex()) {
    await replaceIndexRecords(client, indexName, records).catch((error: unknown) => {
      throw new Error(describeFailure(error, target));
    });
    console.info(`${indexName}: the sample's ${formatCount(records.length)} records are back.`);
  }
  console.info(await purgeListingPages(target));
});
