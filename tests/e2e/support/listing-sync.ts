import { algoliasearch } from 'algoliasearch';
import { ALERTS_PORT, E2E_SERVER_SECRETS } from '../e2e-build';

/** The real algoliasearch client against the alert instance's embedded engine, with its admin key. */
function adminClient() {
  return algoliasearch('embedded', E2E_SERVER_SECRETS.SEARCH_ADMIN_KEY, {
    hosts: [{ url: `127.0.0.1:${ALERTS_PORT}/api/search`, protocol: 'http', accept: 'readWrite' }],
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

export interface NewListing {
  objectID: string;
  name: string;
}

/**
 * As a listing sync would: a new office building to let in `city`, listed now, with one unit (a
 * record shaped like the city's first office, under a name, key, slug and web ref of its own; not
 * featured, so it takes its place among the others by date).
 */
export async function addNewListing(city: string, tag: string): Promise<NewListing> {
  const record = await firstOfficeToLet(city);
  const suffix = `${tag}-${Date.now().toString(36)}`;
  const objectID = `new-unit-${suffix}`;
  const name = `Harbourlight House ${suffix.toUpperCase()}`;
  await adminClient().saveObjects({
    indexName: 'rent',
    objects: [
      {
        ...record,
        objectID,
        gmaven_mapped_key: objectID,
        property_gmaven_key: `new-property-${suffix}`,
        property_name: name,
        property_slug: `harbourlight-house-${suffix}`,
        web_ref: `RC-${String(Date.now()).slice(-7)}`,
        property_featured: false,
        hasSpecialDeals: false,
        special_deals: '',
        updated_at: new Date().toISOString(),
      },
    ],
    waitForTasks: true,
  });
  return { objectID, name };
}

/** As a listing sync would when a building is let: the listing leaves the index. */
export async function removeListing(objectID: string): Promise<void> {
  await adminClient().deleteObjects({ indexName: 'rent', objectIDs: [objectID], waitForTasks: true });
}

/** The web ref of the first office to let in `city`, for `npm run listings:touch`. */
export async function officeWebRef(city: string): Promise<string> {
  const { web_ref: webRef } = await firstOfficeToLet(city);
  if (typeof webRef !== 'string') throw new Error(`The first office in ${city} has no web ref`);
  return webRef;
}
