import 'server-only';

/**
 * The listings domain for server code: what property, unit and landing pages show, featured and
 * related properties, the paths the sitemap lists and the pages `next build` prerenders, and web
 * refs. Reads go through the search service; a listing that does not exist, or a search service
 * that cannot answer, is a ListingsError. `./paths` (path building and resolving, also used by the
 * proxy) and `./property` (a search hit as a card, also used by the search island) are pure.
 */
export { isListingsError, ListingsError, type ListingsErrorCode } from './errors';
export { describeLanding } from './landing';
export { getListingPageParams } from './listing-page-params';
export { buildLandingPath, buildPropertyPath } from './paths';
export type { PropertyImage, PropertySummary } from './property';
export type { BrokerContact, Parking, PropertyDetail, UnitSummary } from './property-detail';
export { getListingPage, type ListingPage } from './property-page';
export {
  getCategoryUpdates,
  getCityRecordCounts,
  getFacetDirectory,
  getFeaturedProperties,
  type LandingFilters,
  type LandingListings,
} from './queries';
export { getListingPaths, type ListingPath } from './listing-paths';
export { getWebRefPath } from './web-ref';
export {
  getShortlistEntries,
  type ShortlistEntry,
  type ShortlistListing,
  type ShortlistListingKind,
} from './shortlist';
export { describeLandingResults, getLandingSummary } from './landing-summary';
