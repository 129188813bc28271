// `npm run listings:touch -- RC-10001 [--price 185]`: changes a listing on the search service (the
// running embedded engine, or hosted Algolia) as a listing sync would (updated now, optionally a new
// gross price), through the real algoliasearch client and the admin key, so the next `npm run alerts` finds it.
import { isWebRef } from '../listings/feed/feed-schema';
import { createSearchAdminClient } from '../search/admin/admin-client';
import { INDEX_NAMES } from '../search/indices';
import { readPositiveNumber, runCommand, UsageError } from './cli-args';
import { describeFailure } from './search-failure';

runCommand('listings:touch', async ({ values, positionals: [webRef = ''] }) => {
  // It goes into a filter: a web ref's letters, digits and dashes only.
  if (!isWebRef(webRef)) throw new UsageError(`${JSON.stringify(webRef)} is no web ref (RC-10001).`);
  const price = values.price === undefined ? undefined : readPositiveNumber(values.price, 'price');
  const { client, target } = createSearchAdminClient();
  const fail = (error: unknown): never => {
    throw new Error(describeFailure(error, target));
  };
  const updatedAt = new Date().toISOString();
  for (const indexName of [INDEX_NAMES.rent, INDEX_NAMES.buy]) {
    // Algolia's multi-query route, the one the embedded engine answers (as the site's lite client sends it).
    const { results } = await client
      .search<{ property_name: string }>({
        requests: [
          {
            indexName,
            filters: `web_ref:"${webRef}"`,
            hitsPerPage: 1000,
            attributesToRetrieve: ['property_name'],
          },
        ],
      })
      .catch(fail);
    const [result] = results;
    const hits: Array<{ objectID: string; property_name: string }> =
      result && 'hits' in result ? result.hits : [];
    if (hits.length === 0) continue;
    const change = { updated_at: updatedAt, ...(price !== undefined ? { gross_price: price } : {}) };
    await client
      .partialUpdateObjects({
        indexName,
        objects: hits.map((hit) => ({ objectID: hit.objectID, ...change })),
        createIfNotExists: false,
      })
      .catch(fail);
    console.info(
      `Changed ${hits.length} record(s) of ${webRef} (${hits[0]?.property_name}) in ${indexName}: updated ${updatedAt}.`,
    );
    return;
  }
  throw new Error(`No listing has the web ref ${webRef}.`);
});
