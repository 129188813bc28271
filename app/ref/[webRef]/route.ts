import { buildPropertyPath } from '@/lib/listings/paths';
import { findByWebRef } from '@/lib/listings/queries';
import { absoluteUrl } from '@/lib/site-metadata';

const WEB_REF = /^[A-Za-z]{1,5}-?\d{1,8}$/;

/** Printed brochures carry a web ref: /ref/RC-10423 redirects to the listing. */
export async function GET(_request: Request, { params }: { params: Promise<{ webRef: string }> }) {
  const { webRef } = await params;
  const notFound = () =>
    new Response(`No listing has the web ref "${webRef.slice(0, 40)}".`, {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  if (!WEB_REF.test(webRef)) return notFound();
  const record = await findByWebRef(webRef.toUpperCase());
  if (!record) return notFound();
  const path = buildPropertyPath({
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
  // The site's own origin, not the Host header: behind a proxy that names an internal host.
  return Response.redirect(absoluteUrl(path), 308);
}
