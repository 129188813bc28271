import { describe, expect, it } from 'vitest';
import type { Company } from '@/lib/content';
import { publicConfig } from '@/lib/config';
import { buildOrganizationJsonLd } from '@/lib/seo/organization-json-ld';

const headOffice = {
  name: 'Head office',
  addressLines: ['Ridgeway House', '61 Katherine Street', 'Sandown, Sandton', '2196'],
  city: 'Johannesburg',
  province: 'Gauteng',
  phone: '011 555 0100',
  email: 'info@example.co.za',
  latitude: -26.1032,
  longitude: 28.0587,
};

const company: Company = {
  name: 'Ridgeway Commercial',
  legalName: 'Ridgeway Commercial (Pty) Ltd',
  registrationNumber: '2004/018842/07',
  headOffice,
  offices: [],
  fraudHotline: '0800 555 247',
  customerCareEmail: 'care@example.co.za',
  registrationNote: '',
  disclaimer: '',
  affiliate: { name: 'Northline Global', url: '/about/affiliation' },
  mission: { heading: '', text: '' },
  defaultSalesContact: {
    key: 'c',
    name: 'N',
    title: 'Sales',
    image: null,
    email: 'n@example.co.za',
    phone: '',
  },
  careersUrl: 'https://careers.example.co.za',
  socialLinks: [
    { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/ridgeway-commercial' },
    { network: 'x', label: 'X', url: 'https://x.com/ridgewaycre' },
    { network: 'careers', label: 'Careers', url: '/about/careers' },
  ],
};

describe('buildOrganizationJsonLd', () => {
  const data = buildOrganizationJsonLd(company);

  it('describes the company as a real estate agent at the site origin', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      '@id': `${publicConfig.siteUrl}/#organization`,
      name: 'Ridgeway Commercial',
      legalName: 'Ridgeway Commercial (Pty) Ltd',
      url: `${publicConfig.siteUrl}/`,
      logo: `${publicConfig.siteUrl}/icon.svg`,
      email: 'info@example.co.za',
      geo: { '@type': 'GeoCoordinates', latitude: -26.1032, longitude: 28.0587 },
    });
  });

  it('gives the head office address with its postal code apart', () => {
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Ridgeway House, 61 Katherine Street, Sandown, Sandton',
      addressLocality: 'Johannesburg',
      addressRegion: 'Gauteng',
      postalCode: '2196',
      addressCountry: 'ZA',
    });
    const noCode = buildOrganizationJsonLd({
      ...company,
      headOffice: { ...headOffice, addressLines: ['14 Pickering Street', 'Newton Park'] },
    });
    expect(noCode.address).not.toHaveProperty('postalCode');
    expect(noCode.address).toMatchObject({ streetAddress: '14 Pickering Street, Newton Park' });
  });

  it('writes the telephone number with the country code', () => {
    expect(data.telephone).toBe('+27 11 555 0100');
    const international = buildOrganizationJsonLd({
      ...company,
      headOffice: { ...headOffice, phone: '+27 21 555 0160' },
    });
    expect(international.telephone).toBe('+27 21 555 0160');
  });

  it('links the social network profiles, absolute URLs only', () => {
    expect(data.sameAs).toEqual([
      'https://www.linkedin.com/company/ridgeway-commercial',
      'https://x.com/ridgewaycre',
    ]);
  });
});
