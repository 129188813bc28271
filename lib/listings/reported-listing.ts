import 'server-only';
import { ListingsError } from './errors';
import { getListingPage } from './property-page';
import { getWebRefPath } from './web-ref';

/** The listing a report is about, as the report page names it and the form sends it. */
export interface ReportedListing {
  name: string;
  webRef: string;
  href: string;
  propertyKey: string;
  unitKey: string | undefined;
}

/**
 * The listing of a web ref (and, when `unitSlug` names one of its units, that unit); a ref no
 * listing carries is a ListingsError 'not_found', and an unknown unit is the property itself.
 */
export async function getReportedListing(webRef: string, unitSlug?: string): Promise<ReportedListing> {
  const [deal = '', ...slugs] = (await getWebRefPath(webRef)).split('/').filter(Boolean);
  const page = await getListingPage(deal, slugs);
  if (page.kind !== 'property')
    throw new ListingsError('not_found', `No listing has the web ref "${webRef}".`);
  const { property } = page;
  const unit = page.unit ?? property.units.find((candidate) => candidate.unitSlug === unitSlug);
  return {
    name: unit ? `${unit.unitId}, ${property.name}` : property.name,
    webRef: property.webRef,
    href: unit?.href ?? property.href,
    propertyKey: property.propertyKey,
    unitKey: unit?.objectID,
  };
}
