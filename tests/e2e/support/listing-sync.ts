import { algoliasearch } from 'algoliasearch';
import { E2E_PORT, E2E_SERVER_SECRETS } from '../e2e-build';

/** The real algoliasearch client against the main server's embedded engine, with its admin key. */
function adminClient() {
  return algoliasearch('embedded', E2E_SERVER_SECRETS.SEARCH_ADMIN_KEY, {
    hosts: [{ url: `127.0.0.1:${E2E_PORT}/api/search`, protocol: 'http', accept: 'readWrite' }],
  });
}

interface ListedUnit extends Record<string, unknown> {
  objectID: string;
  property_name: string;
}

/** The first office to let in `city`, as the site's search returns it. */
async function firstOfficeToLet(city: string): Promise<ListedUnit> {
  // Algolia's multi-query route: the one the embedded engine answers, as the site's lite client uses it.
  const { results } = await adminClient().search<ListedUnit>({
    requests: [
      {
        indexName: 'rent',
        facetFilters: ['property_category:Office', `city:${city}`],
        hitsPerPage: 1,
        // The record as stored, with nothing the engine adds to a hit.
        attributesToHighlight: [],
        attributesToSnippet: [],
      },
    ],
  });
  const [result] = results;
  const hit = result && 'hits' in result ? result.hits[0] : undefined;
  if (!hit) throw new Error(`No office to let in ${city}`);
  return hit;
}

/**
 * As a listing sync would: a new office building to let in `city`, listed now, with one unit (a
 * record shaped like the city's first office, under a name, key, slug and web ref of its own).
 * Returns its name.
 */
export async function addNewListing(city: string, tag: string): Promise<string> {
  const record = await firstOfficeToLet(city);
  const suffix = `${tag}-${Date.now().toString(36)}`;
  const name = `Harbourlight House ${suffix.toUpperCase()}`;
  await adminClient().saveObjects({
    indexName: 'rent',
    objects: [
      {
        ...record,
        objectID: `new-unit-${suffix}`,
        gmaven_mapped_key: `new-unit-${suffix}`,
        property_gmaven_key: `new-property-${suffix}`,
        property_name: name,
        property_slug: `harbourlight-house-${suffix}`,
        web_ref: `RC-NEW-${suffix.toUpperCase()}`,
        updated_at: new Date().toISOString(),
      },
    ],
    waitForTasks: true,
  });
  return name;
}

/** As a listing sync would: marks the first office to let in `city` updated now; returns its name. */
export async function touchListing(city: string): Promise<string> {
  const hit = await firstOfficeToLet(city);
  await adminClient().partialUpdateObjects({
    indexName: 'rent',
    objects: [{ objectID: hit.objectID, updated_at: new Date().toISOString() }],
    createIfNotExists: false,
    waitForTasks: true,
  });
  return hit.property_name;
}
