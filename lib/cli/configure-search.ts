// `npm run search:configure [-- --dry-run]`: brings every index of the search service (hosted
// Algolia or the embedded engine, as the environment says) to the settings in
// lib/search/index-settings.ts, and prints each setting it changed.
import { createSearchAdminClient } from '../search/admin/admin-client';
import { configureIndices } from '../search/admin/configure-indices';
import type { SettingChange } from '../search/admin/settings-diff';
import { getSearchIndexSpecs } from '../search/index-settings';
import { runCommand } from './cli-args';
import { describeFailure } from './search-failure';

function describeChange({ index, setting, from, to }: SettingChange): string {
  return `  ${index}: ${setting}: ${JSON.stringify(from)} → ${JSON.stringify(to)}`;
}

runCommand('search:configure', async ({ values }) => {
  const dryRun = values['dry-run'] === true;
  const { client, target } = createSearchAdminClient();
  console.info(`Settings of ${target.description}${dryRun ? ' (dry run: nothing is changed)' : ''}:`);
  const report = await configureIndices(client, getSearchIndexSpecs(), {
    dryRun,
    onChange: (change) => console.info(describeChange(change)),
  }).catch((error: unknown) => {
    throw new Error(describeFailure(error, target));
  });
  const indices = new Set(report.changes.map((change) => change.index)).size;
  if (report.changes.length === 0) {
    console.info(`All ${report.checked} indices and replicas are up to date: nothing to change.`);
  } else {
    const verb = dryRun ? 'Would change' : 'Changed';
    console.info(
      `${verb} ${report.changes.length} setting(s) on ${indices} of ${report.checked} indices and replicas.`,
    );
  }
});
