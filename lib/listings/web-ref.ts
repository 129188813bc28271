import 'server-only';
import { ListingsError } from './errors';
import { buildPropertyPath } from './paths';
import { getListingDirectory } from './listing-paths';

const WEB_REF = /^[A-Za-z]{1,5}-?\d{1,8}$/;

/**
 * The listing a brochure's web ref (`RC-10423`) stands for: its property page, or for a unit for
 * sale, the unit's page. A ref of the wrong shape or that no listing carries is `not_found`.
 */
export async function getWebRefPath(webRef: string): Promise<string> {
  const wanted = webRef.toUpperCase();
  for (const dealType of WEB_REF.test(webRef) ? (['toLet', 'forSale'] as const) : []) {
    const listing = (await getListingDirectory(dealType)).byWebRef.get(wanted);
    if (listing) {
      return buildPropertyPath({
        ...listing,
        unitSlug: dealType === 'forSale' ? listing.unitSlug : undefined,
      });
    }
  }
  throw new ListingsError('not_found', `No listing has the web ref "${webRef.slice(0, 40)}".`);
}
