import 'server-only';
import { DEAL_TYPES, type DealType } from '@/lib/deal';
import {
  buildExcludedContactFilter,
  dealIndexName,
  hitsResult,
  INDEX_NAMES,
  searchService,
} from '@/lib/search/server';
import { ListingsError } from './errors';
import { facetFilter } from './index-reads';
import {
  getListingDirectory,
  LISTING_PATH_ATTRIBUTES,
  toListingPath,
  type ListingPath,
  type ListingPathHit,
} from './listing-paths';
import { buildPropertyPath } from './paths';
import { readWebRef, webRefSpellings } from './web-ref-text';

/** The page a web ref opens: its property page, or for a unit for sale, the unit's page. */
function webRefPagePath(listing: ListingPath): string {
  return buildPropertyPath({
    ...listing,
    unitSlug: listing.dealType === 'forSale' ? listing.unitSlug : undefined,
  });
}

/** To let first, as `getWebRefPath` looks. */
const LOOKUP_ORDER: readonly DealType[] = [...DEAL_TYPES].reverse();

/**
 * The listing a brochure's web ref (`RC-10423`, in any case, with or without its dash) stands for.
 * A ref of the wrong shape or that no listing carries is `not_found`.
 */
export async function getWebRefPath(webRef: string): Promise<string> {
  const ref = readWebRef(webRef);
  for (const dealType of ref === null ? [] : LOOKUP_ORDER) {
    const { byWebRef } = await getListingDirectory(dealType);
    const listing = webRefSpellings(ref ?? '')
      .map((spelling) => byWebRef.get(spelling))
      .find((found) => found !== undefined);
    if (listing) return webRefPagePath(listing);
  }
  throw new ListingsError('not_found', `No listing has the web ref "${webRef.slice(0, 40)}".`);
}

/**
 * The page of the listing whose web ref is the whole of `text`, or null when the text is no ref or
 * no listing carries it: a search for a ref is a visit to its listing. One uncached query to each
 * deal's index, asked only for text shaped like a ref (the proxy asks it of `/search?query=…`,
 * before the search page's cache, which keeps no answer for a made-up key). A search service that
 * cannot answer throws a SearchError.
 */
export async function findWebRefPath(text: string): Promise<string | null> {
  const ref = readWebRef(text);
  if (ref === null) return null;
  const params = {
    query: '',
    filters: buildExcludedContactFilter(),
    facetFilters: [webRefSpellings(ref).map((spelling) => facetFilter('web_ref', spelling))],
    hitsPerPage: 1,
    attributesToRetrieve: [...LISTING_PATH_ATTRIBUTES],
    attributesToHighlight: [],
  };
  const requests = LOOKUP_ORDER.map((dealType) => ({
    indexName: dealIndexName(dealType, INDEX_NAMES),
    params,
  }));
  const { results } = await searchService<ListingPathHit>(requests);
  for (const [position, dealType] of LOOKUP_ORDER.entries()) {
    const [hit] = hitsResult<ListingPathHit>(results[position], requests[position]?.indexName ?? '').hits;
    if (hit) return webRefPagePath(toListingPath(dealType, hit));
  }
  return null;
}
