import type { Company, Office } from '@/lib/content';
import { absoluteUrl } from '@/lib/site-metadata';

const POSTAL_CODE = /^\d{4}$/;
const ABSOLUTE_HTTP_URL = /^https?:\/\//;

// Offices list their postal code as the last address line, as South African addresses are written.
function toPostalAddress(office: Office): Record<string, unknown> {
  const lines = office.addressLines.map((line) => line.trim()).filter(Boolean);
  const last = lines.at(-1);
  const postalCode = last !== undefined && POSTAL_CODE.test(last) ? last : undefined;
  return {
    '@type': 'PostalAddress',
    streetAddress: (postalCode ? lines.slice(0, -1) : lines).join(', '),
    addressLocality: office.city,
    addressRegion: office.province,
    ...(postalCode ? { postalCode } : {}),
    addressCountry: 'ZA',
  };
}

/** Numbers are written for South Africans ("011 555 0100"); structured data wants the country code. */
function toInternationalPhone(phone: string): string {
  const trimmed = phone.trim();
  return trimmed.startsWith('0') ? `+27 ${trimmed.slice(1)}` : trimmed;
}

/** schema.org RealEstateAgent (an Organization and LocalBusiness) of the company and its head office. */
export function buildOrganizationJsonLd(company: Company): Record<string, unknown> {
  const url = absoluteUrl('/');
  const { headOffice } = company;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${url}#organization`,
    name: company.name,
    legalName: company.legalName,
    url,
    // app/icon.svg, the mark of the site's logo.
    logo: absoluteUrl('/icon.svg'),
    image: absoluteUrl('/icon.svg'),
    telephone: toInternationalPhone(headOffice.phone),
    email: headOffice.email,
    address: toPostalAddress(headOffice),
    geo: { '@type': 'GeoCoordinates', latitude: headOffice.latitude, longitude: headOffice.longitude },
    areaServed: { '@type': 'Country', name: 'South Africa' },
    sameAs: company.socialLinks.map((link) => link.url).filter((link) => ABSOLUTE_HTTP_URL.test(link)),
  };
}
