import { algoliasearch } from 'algoliasearch';
import { E2E_PORT, E2E_SERVER_SECRETS } from '../e2e-build';

/** The real algoliasearch client against the main server's embedded engine, with its admin key. */
function adminClient() {
  return algoliasearch('embedded', E2E_SERVER_SECRETS.SEARCH_ADMIN_KEY, {
    hosts: [{ url: `127.0.0.1:${E2E_PORT}/api/search`, protocol: 'http', accept: 'readWrite' }],
  });
}

/** As a listing sync would: marks the first office to let in `city` updated now; returns its name. */
export async function touchListing(city: string): Promise<string> {
  const client = adminClient();
  // Algolia's multi-query route: the one the embedded engine answers, as the site's lite client uses it.
  const { results } = await client.search<{ property_name: string }>({
    requests: [
      { indexName: 'rent', facetFilters: ['property_category:Office', `city:${city}`], hitsPerPage: 1 },
    ],
  });
  const [result] = results;
  const hit = result && 'hits' in result ? result.hits[0] : undefined;
  if (!hit) throw new Error(`No office to let in ${city}`);
  await client.partialUpdateObjects({
    indexName: 'rent',
    objects: [{ objectID: hit.objectID, updated_at: new Date().toISOString() }],
    createIfNotExists: false,
    waitForTasks: true,
  });
  return hit.property_name;
}
