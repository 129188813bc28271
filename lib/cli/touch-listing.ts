// `npm run listings:touch -- RC-10001 [--price 185]`: changes a listing on the search service (the
// running embedded engine, or hosted Algolia) as a listing sync would (updated now, optionally a new
// gross price), through the real algoliasearch client and the admin key, so the next `npm run alerts` finds it.
import { createSearchAdminClient } from '../search/admin/admin-client';
import { INDEX_NAMES } from '../search/indices';

async function main(): Promise<void> {
  const [webRef, flag, priceText] = process.argv.slice(2);
  if (!webRef || (flag !== undefined && (flag !== '--price' || !(Number(priceText) > 0)))) {
    throw new Error('Usage: npm run listings:touch -- <web ref, e.g. RC-10001> [--price <rand>]');
  }
  const { client } = createSearchAdminClient();
  const updatedAt = new Date().toISOString();
  for (const indexName of [INDEX_NAMES.rent, INDEX_NAMES.buy]) {
    // Algolia's multi-query route, the one the embedded engine answers (as the site's lite client sends it).
    const { results } = await client.search<{ property_name: string }>({
      requests: [
        {
          indexName,
          filters: `web_ref:"${webRef}"`,
          hitsPerPage: 1000,
          attributesToRetrieve: ['property_name'],
        },
      ],
    });
    const [result] = results;
    const hits: Array<{ objectID: string; property_name: string }> =
      result && 'hits' in result ? result.hits : [];
    if (hits.length === 0) continue;
    const change = { updated_at: updatedAt, ...(priceText ? { gross_price: Number(priceText) } : {}) };
    await client.partialUpdateObjects({
      indexName,
      objects: hits.map((hit) => ({ objectID: hit.objectID, ...change })),
      createIfNotExists: false,
    });
    console.info(
      `Changed ${hits.length} record(s) of ${webRef} (${hits[0]?.property_name}) in ${indexName}: updated ${updatedAt}.`,
    );
    return;
  }
  throw new Error(`No listing has the web ref ${webRef}.`);
}

main().catch((error: unknown) => {
  console.error(String(error instanceof Error ? error.message : error));
  process.exitCode = 1;
});
