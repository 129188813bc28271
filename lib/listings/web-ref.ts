import 'server-only';
import { ListingsError } from './errors';
import { buildPropertyPath } from './paths';
import { findByWebRef } from './queries';

const WEB_REF = /^[A-Za-z]{1,5}-?\d{1,8}$/;

/**
 * The listing a brochure's web ref (`RC-10423`) stands for: its property page, or for a unit for
 * sale, the unit's page. A ref of the wrong shape or that no listing carries is `not_found`.
 */
export async function getWebRefPath(webRef: string): Promise<string> {
  const record = WEB_REF.test(webRef) ? await findByWebRef(webRef.toUpperCase()) : null;
  if (!record) throw new ListingsError('not_found', `No listing has the web ref "${webRef.slice(0, 40)}".`);
  return buildPropertyPath({
    dealType: record.dealType,
    category: record.property_category,
    city: record.city,
    suburb: record.suburb,
    propertySlug: record.property_slug,
    unitSlug:
      record.dealType === 'forSale' && record.property_type === 'property_unit'
        ? record.unit_slug
        : undefined,
  });
}
