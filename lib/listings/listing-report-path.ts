/**
 * Where "Report this listing" leads: a page of its own per web ref (app/report/[webRef]), a plain
 * form that works before scripts. Rendered for each request (lib/rendering/request-plan.ts): it is
 * seldom asked for, and nothing a made-up address asks for is kept.
 */
export const LISTING_REPORT_PREFIX = '/report/';

/** The report page of a listing; `unitSlug` names a unit of the property. */
export function listingReportPath(webRef: string, unitSlug?: string): string {
  const path = `${LISTING_REPORT_PREFIX}${encodeURIComponent(webRef)}`;
  return unitSlug ? `${path}?unit=${encodeURIComponent(unitSlug)}` : path;
}
