import 'server-only';
import { cache } from 'react';
import type { Crumb } from '@/lib/breadcrumbs';
import { dealSegment } from '@/lib/deal';
import { buildLandingPath, resolvePropertyRoute } from '@/lib/listings/paths';
import {
  getFacetDirectory,
  getLandingListings,
  getPropertyRecords,
  getRelatedProperties,
  type LandingFilters,
  type LandingListings,
} from './queries';
import type { PropertySummary } from './property';
import { toPropertyDetail, type PropertyDetail, type UnitSummary } from './property-detail';
import { dealLabel } from '@/lib/deal';

export type PropertyPageData =
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' }
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

const NOT_FOUND = { kind: 'not-found' } as const;

/**
 * Everything under /{deal}: resolves the path and loads the page's data, or says the path is
 * unknown or not canonical. The page turns those into a 404 or a permanent redirect; metadata
 * only reads them, so the redirect is answered once.
 */
export const loadPropertyPage = cache(async (deal: string, slugs: string[]): Promise<PropertyPageData> => {
  const route = resolvePropertyRoute(deal, slugs);
  if (route.kind === 'redirect' || route.kind === 'not-found') return route;

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
    if (unknownSlug) return NOT_FOUND;
    const listings = await getLandingListings(filters, route.page);
    if (listings.total === 0 || route.page > Math.max(1, listings.totalPages)) return NOT_FOUND;
    return { kind: 'landing', filters, listings, crumbs: landingCrumbs(filters) };
  }

  const records = await getPropertyRecords(route.dealType, route.propertySlug);
  const property = toPropertyDetail(records);
  if (!property) return NOT_FOUND;
  const requested = `/${[dealSegment(route.dealType), ...route.slugs.slice(0, 4)].join('/')}`;
  if (requested !== property.href) {
    return { kind: 'redirect', to: route.unitSlug ? `${property.href}/${route.unitSlug}` : property.href };
  }
  const unit = route.unitSlug
    ? property.units.find((candidate) => candidate.unitSlug === route.unitSlug)
    : undefined;
  if (route.unitSlug && !unit) return NOT_FOUND;
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
