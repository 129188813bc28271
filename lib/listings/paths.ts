import { toSlug } from '../format/slug';

/**
 * The one builder and resolver of property paths (SPEC §2):
 * `/{deal}/{category}/{city}/{suburb}/{property}` and, for a unit to let, `/{unitSlug}` after it.
 */

export type PathDeal = 'toLet' | 'forSale';

export const DEAL_PATH_SEGMENTS: Record<PathDeal, string> = { toLet: 'to-let', forSale: 'for-sale' };

export interface PropertyPathInput {
  dealType: PathDeal;
  category: string;
  city: string;
  suburb: string;
  propertySlug: string;
  unitSlug?: string;
}

export interface PropertyPathSegments {
  dealType: PathDeal;
  category: string;
  city: string;
  suburb: string;
  propertySlug: string;
  unitSlug: string | null;
}

export function buildPropertyPath(input: PropertyPathInput): string {
  const segments = [
    DEAL_PATH_SEGMENTS[input.dealType],
    toSlug(input.category),
    toSlug(input.city),
    toSlug(input.suburb),
    input.propertySlug,
  ];
  if (input.unitSlug) segments.push(input.unitSlug);
  return `/${segments.join('/')}`;
}

export function dealFromPathSegment(segment: string): PathDeal | null {
  if (segment === DEAL_PATH_SEGMENTS.toLet) return 'toLet';
  if (segment === DEAL_PATH_SEGMENTS.forSale) return 'forSale';
  return null;
}

/** Reads a property or unit path back; null when it has the wrong shape. */
export function parsePropertyPath(path: string): PropertyPathSegments | null {
  const segments = path.split('/').filter(Boolean);
  if (segments.length < 5 || segments.length > 6) return null;
  const [deal = '', category = '', city = '', suburb = '', propertySlug = '', unitSlug] = segments;
  const dealType = dealFromPathSegment(deal);
  if (!dealType) return null;
  return { dealType, category, city, suburb, propertySlug, unitSlug: unitSlug ?? null };
}

export interface LandingPathInput {
  dealType: PathDeal;
  category?: string;
  city?: string;
  suburb?: string;
  /** 1-based; page 1 has no page segment. */
  page?: number;
}

export const PAGE_SEGMENT = /^page-(\d{1,4})$/;

/** `/{deal}[/{category}[/{city}[/{suburb}]]][/page-{n}]`: the landing pages above a property. */
export function buildLandingPath({ dealType, category, city, suburb, page }: LandingPathInput): string {
  const segments = [DEAL_PATH_SEGMENTS[dealType]];
  if (category) segments.push(toSlug(category));
  if (category && city) segments.push(toSlug(city));
  if (category && city && suburb) segments.push(toSlug(suburb));
  if (page && page > 1) segments.push(`page-${page}`);
  return `/${segments.join('/')}`;
}
