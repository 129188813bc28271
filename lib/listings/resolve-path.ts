import { dealFromPathSegment, PAGE_SEGMENT, type PathDeal } from '@/lib/listings/paths';

/**
 * Reads a path under /{deal}: a landing page (deal, category, city, suburb, optional page-N),
 * a property, or a unit. Slugs are only checked for shape here; the page checks them against data.
 */
export type PropertyRoute =
  | { kind: 'landing'; dealType: PathDeal; slugs: string[]; page: number }
  | { kind: 'property'; dealType: PathDeal; slugs: string[]; propertySlug: string; unitSlug: string | null }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Longer than any slug the listings produce; a longer segment is not a listing. */
const MAX_SLUG_LENGTH = 120;
const MAX_SEGMENTS = 5;

export function resolvePropertyRoute(deal: string, slugs: readonly string[]): PropertyRoute {
  const lowered = [deal, ...slugs].map((segment) => segment.toLowerCase());
  const [dealSegment = '', ...rest] = lowered;
  const dealType = dealFromPathSegment(dealSegment);
  if (!dealType || rest.length > MAX_SEGMENTS) return { kind: 'not-found' };
  if (lowered.some((segment, index) => segment !== [deal, ...slugs][index])) {
    // Another spelling is redirected only when its canonical form could be a page.
    const canonical = resolvePropertyRoute(dealSegment, rest);
    if (canonical.kind === 'not-found') return canonical;
    return canonical.kind === 'redirect' ? canonical : { kind: 'redirect', to: `/${lowered.join('/')}` };
  }
  const pageMatch = rest.length > 0 && rest.length <= 4 ? PAGE_SEGMENT.exec(rest.at(-1) ?? '') : null;
  const pathSlugs = pageMatch ? rest.slice(0, -1) : rest;
  if (!pathSlugs.every((slug) => slug.length <= MAX_SLUG_LENGTH && SLUG.test(slug)))
    return { kind: 'not-found' };
  if (pageMatch) {
    const page = Number(pageMatch[1]);
    if (page < 2) return { kind: 'redirect', to: `/${[dealSegment, ...pathSlugs].join('/')}` };
    return { kind: 'landing', dealType, slugs: pathSlugs, page };
  }
  if (pathSlugs.length <= 3) return { kind: 'landing', dealType, slugs: pathSlugs, page: 1 };
  const [, , , propertySlug = '', unitSlug] = pathSlugs;
  return { kind: 'property', dealType, slugs: pathSlugs, propertySlug, unitSlug: unitSlug ?? null };
}
