// `npm run listings:reset`: puts the sample listings back into the running embedded engine (each
// property index replaced whole, as an import does), which then keeps nothing of earlier imports
// and changes in its store folder.
import { createSearchAdminClient } from '../search/admin/admin-client';
import { replaceIndexRecords } from '../search/admin/index-records';
import { sampleListingsByIndex } from '../search/embedded/indices';
import { readCliArgs, runCommand } from './cli-args';
import { formatCount } from './format-count';
import { purgeListingPages } from './purge-listing-pages';
import { describeFailure } from './search-failure';

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
