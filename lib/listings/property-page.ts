import 'server-only';
import { cache } from 'react';
import type { Crumb } from '@/lib/breadcrumbs';
import { dealLabel, dealSegment } from '@/lib/deal';
import { ListingsError } from './errors';
import { buildLandingPath, resolvePropertyRoute } from './paths';
import {
  getFacetDirectory,
  getLandingListings,
  getPropertyRecords,
  getRelatedProperties,
  type LandingFilters,
  type LandingListings,
} from './queries';
import { getListingDirectory } from './listing-paths';
import type { PropertySummary } from './property';
import { toPropertyDetail, type PropertyDetail, type UnitSummary } from './property-detail';

export type ListingPage =
  | { kind: 'redirect'; to: string }
  | { kind: 'landing'; filters: LandingFilters; listings: LandingListings; crumbs: Crumb[] }
  | {
      kind: 'property';
      property: PropertyDetail;
      unit: UnitSummary | undefined;
      related: PropertySummary[];
      crumbs: Crumb[];
    };

function landingCrumbs(filters: LandingFilters): Crumb[] {
  const crumbs: Crumb[] = [
    { label: dealLabel(filters.dealType), href: buildLandingPath({ dealType: filters.dealType }) },
  ];
  if (filters.category)
    crumbs.push({
      label: filters.category,
      href: buildLandingPath({ ...filters, city: undefined, suburb: undefined }),
    });
  if (filters.city)
    crumbs.push({ label: filters.city, href: buildLandingPath({ ...filters, suburb: undefined }) });
  if (filters.suburb) crumbs.push({ label: filters.suburb, href: buildLandingPath(filters) });
  return crumbs;
}

function notFound(deal: string, slugs: readonly string[]): ListingsError {
  return new ListingsError('not_found', `No listing page at /${[deal, ...slugs].join('/')}.`);
}

/**
 * Everything under /{deal}: resolves the path and loads the page's data, or says where the
 * canonical spelling lives; a path no listing has is a ListingsError 'not_found'. The page answers
 * the redirect; metadata only reads it, so it is answered once.
 */
export const getListingPage = cache(async (deal: string, slugs: string[]): Promise<ListingPage> => {
  const route = resolvePropertyRoute(deal, slugs);
  if (route.kind === 'not-found') throw notFound(deal, slugs);
  if (route.kind === 'redirect') return route;

  if (route.kind === 'landing') {
    const directory = await getFacetDirectory(route.dealType);
    const [categorySlug, citySlug, suburbSlug] = route.slugs;
    const filters: LandingFilters = {
      dealType: route.dealType,
      category: categorySlug === undefined ? undefined : directory.categories.get(categorySlug),
      city: citySlug === undefined ? undefined : directory.cities.get(citySlug),
      suburb: suburbSlug === undefined ? undefined : directory.suburbs.get(suburbSlug),
    };
    const unknownSlug =
      (categorySlug && !filters.category) || (citySlug && !filters.city) || (suburbSlug && !filters.suburb);
    if (unknownSlug) throw notFound(deal, slugs);
    // A page past the last is answered from page 1's count, without a read of its own.
    if (route.page > 1 && route.page > (await getLandingListings(filters, 1)).totalPages) {
      throw notFound(deal, slugs);
    }
    const listings = await getLandingListings(filters, route.page);
    if (listings.total === 0 || route.page > Math.max(1, listings.totalPages)) throw notFound(deal, slugs);
    return { kind: 'landing', filters, listings, crumbs: landingCrumbs(filters) };
  }

  // Only a slug the listings of its city carry gets a read (and a cache entry) of its own; one
  // city's slice, as its sitemap reads it, costs a property page far less than the whole index.
  const city = (await getFacetDirectory(route.dealType)).cities.get(route.slugs[1] ?? '');
  const { propertySlugs } = city ? await getListingDirectory(route.dealType, city) : { propertySlugs: null };
  if (!propertySlugs?.has(route.propertySlug)) throw notFound(deal, slugs);
  const records = await getPropertyRecords(route.dealType, route.propertySlug);
  const property = toPropertyDetail(records);
  if (!property) throw notFound(deal, slugs);
  const requested = `/${[dealSegment(route.dealType), ...route.slugs.slice(0, 4)].join('/')}`;
  if (requested !== property.href) {
    return { kind: 'redirect', to: route.unitSlug ? `${property.href}/${route.unitSlug}` : property.href };
  }
  const unit = route.unitSlug
    ? property.units.find((candidate) => candidate.unitSlug === route.unitSlug)
    : undefined;
  if (route.unitSlug && !unit) throw notFound(deal, slugs);
  const [first] = records;
  const related = first ? await getRelatedProperties(first) : [];
  const crumbs: Crumb[] = [
    ...landingCrumbs({
      dealType: property.dealType,
      category: property.category,
      city: property.city,
      suburb: property.suburb,
    }),
    { label: property.name, href: property.href },
  ];
  if (unit) crumbs.push({ label: unit.unitId, href: unit.href });
  return { kind: 'property', property, unit, related, crumbs };
});
