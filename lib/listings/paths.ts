import { dealFromSegment, dealSegment, type DealType } from '@/lib/deal';
import { toSlug } from '@/lib/format/slug';

/**
 * The one builder and resolver of listing paths (SPEC §2):
 * `/{deal}/{category}/{city}/{suburb}/{property}` and, for a unit to let, `/{unitSlug}` after it.
 */

export interface PropertyPathInput {
  dealType: DealType;
  category: string;
  city: string;
  suburb: string;
  propertySlug: string;
  unitSlug?: string;
}

export function buildPropertyPath(input: PropertyPathInput): string {
  const segments = [
    dealSegment(input.dealType),
    toSlug(input.category),
    toSlug(input.city),
    toSlug(input.suburb),
    input.propertySlug,
  ];
  if (input.unitSlug) segments.push(input.unitSlug);
  return `/${segments.join('/')}`;
}

export interface LandingPathInput {
  dealType: DealType;
  category?: string;
  city?: string;
  suburb?: string;
  /** 1-based; page 1 has no page segment. */
  page?: number;
}

export const PAGE_SEGMENT = /^page-(\d{1,4})$/;

/** `/{deal}[/{category}[/{city}[/{suburb}]]][/page-{n}]`: the landing pages above a property. */
export function buildLandingPath({ dealType, category, city, suburb, page }: LandingPathInput): string {
  const segments = [dealSegment(dealType)];
  if (category) segments.push(toSlug(category));
  if (category && city) segments.push(toSlug(city));
  if (category && city && suburb) segments.push(toSlug(suburb));
  if (page && page > 1) segments.push(`page-${page}`);
  return `/${segments.join('/')}`;
}

/**
 * Reads a path under /{deal}: a landing page (deal, category, city, suburb, optional page-N),
 * a property, or a unit. Slugs are only checked for shape here; the page checks them against data.
 */
export type PropertyRoute =
  | { kind: 'landing'; dealType: DealType; slugs: string[]; page: number }
  | { kind: 'property'; dealType: DealType; slugs: string[]; propertySlug: string; unitSlug: string | null }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Longer than any slug the listings produce; a longer segment is not a listing. */
const MAX_SLUG_LENGTH = 120;
const MAX_SEGMENTS = 5;

export function resolvePropertyRoute(deal: string, slugs: readonly string[]): PropertyRoute {
  const lowered = [deal, ...slugs].map((segment) => segment.toLowerCase());
  const [firstSegment = '', ...rest] = lowered;
  const dealType = dealFromSegment(firstSegment);
  if (!dealType || rest.length > MAX_SEGMENTS) return { kind: 'not-found' };
  if (lowered.some((segment, index) => segment !== [deal, ...slugs][index])) {
    // Another spelling is redirected only when its canonical form could be a page.
    const canonical = resolvePropertyRoute(firstSegment, rest);
    if (canonical.kind === 'not-found') return canonical;
    return canonical.kind === 'redirect' ? canonical : { kind: 'redirect', to: `/${lowered.join('/')}` };
  }
  const pageMatch = rest.length > 0 && rest.length <= 4 ? PAGE_SEGMENT.exec(rest.at(-1) ?? '') : null;
  const pathSlugs = pageMatch ? rest.slice(0, -1) : rest;
  if (!pathSlugs.every((slug) => slug.length <= MAX_SLUG_LENGTH && SLUG.test(slug)))
    return { kind: 'not-found' };
  if (pageMatch) {
    const page = Number(pageMatch[1]);
    if (page < 2) return { kind: 'redirect', to: `/${[firstSegment, ...pathSlugs].join('/')}` };
    return { kind: 'landing', dealType, slugs: pathSlugs, page };
  }
  if (pathSlugs.length <= 3) return { kind: 'landing', dealType, slugs: pathSlugs, page: 1 };
  const [, , , propertySlug = '', unitSlug] = pathSlugs;
  return { kind: 'property', dealType, slugs: pathSlugs, propertySlug, unitSlug: unitSlug ?? null };
}
