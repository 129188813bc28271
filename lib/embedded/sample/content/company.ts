import 'server-only';
import type { CmsCompany, CmsContact } from '@/lib/content/wire-types';
import {
  SAMPLE_EMAIL_DOMAIN,
  SAMPLE_HEAD_OFFICE_LINES,
  SAMPLE_REGISTRATION_NUMBER,
  sampleLegalName,
} from '@/lib/company-defaults';

export const SALES_EXECUTIVE: CmsContact = {
  key: 'contact-nomvula-dlamini',
  name: 'Nomvula Dlamini',
  title: 'Sales Executive',
  img: {
    url: '/images/people/contact-nomvula-dlamini.webp',
    title: 'Nomvula Dlamini',
    width: 640,
    height: 640,
  },
  email: `nomvula.dlamini@${SAMPLE_EMAIL_DOMAIN}`,
  number: '011 555 0123',
};

export function buildCompany(brandName: string, affiliateName: string): CmsCompany {
  return {
    name: brandName,
    legalName: sampleLegalName(brandName),
    registrationNumber: SAMPLE_REGISTRATION_NUMBER,
    headOffice: {
      name: 'Head office',
      addressLines: [...SAMPLE_HEAD_OFFICE_LINES],
      city: 'Johannesburg',
      province: 'Gauteng',
      phone: '011 555 0100',
      email: `info@${SAMPLE_EMAIL_DOMAIN}`,
      latitude: -26.1032,
      longitude: 28.0587,
    },
    offices: [
      {
        name: 'Pretoria',
        addressLines: ['Block C, Menlyn Corporate Park', '175 Corobay Avenue', 'Waterkloof Glen', '0181'],
        city: 'Pretoria',
        province: 'Gauteng',
        phone: '012 555 0140',
        email: `pretoria@${SAMPLE_EMAIL_DOMAIN}`,
        latitude: -25.7835,
        longitude: 28.2761,
      },
      {
        name: 'Cape Town',
        addressLines: ['3rd Floor, Century Square', '2 Heron Crescent', 'Century City', '7441'],
        city: 'Cape Town',
        province: 'Western Cape',
        phone: '021 555 0160',
        email: `capetown@${SAMPLE_EMAIL_DOMAIN}`,
        latitude: -33.8897,
        longitude: 18.5116,
      },
      {
        name: 'Durban',
        addressLines: ['Ridgeside Office Park, Building 2', '21 Richefond Circle', 'Umhlanga Ridge', '4319'],
        city: 'Durban',
        province: 'KwaZulu-Natal',
        phone: '031 555 0180',
        email: `durban@${SAMPLE_EMAIL_DOMAIN}`,
        latitude: -29.7277,
        longitude: 31.0712,
      },
      {
        name: 'Gqeberha',
        addressLines: ['14 Pickering Street', 'Newton Park', '6045'],
        city: 'Gqeberha',
        province: 'Eastern Cape',
        phone: '041 555 0190',
        email: `gqeberha@${SAMPLE_EMAIL_DOMAIN}`,
        latitude: -33.9496,
        longitude: 25.5666,
      },
      {
        name: 'Bloemfontein',
        addressLines: ['37 Kellner Street', 'Westdene', '9301'],
        city: 'Bloemfontein',
        province: 'Free State',
        phone: '051 555 0170',
        email: `bloemfontein@${SAMPLE_EMAIL_DOMAIN}`,
        latitude: -29.1105,
        longitude: 26.2093,
      },
    ],
    fraudHotline: '0800 555 247',
    customerCareEmail: `customercare@${SAMPLE_EMAIL_DOMAIN}`,
    registrationNote: `${brandName} is registered with the Property Practitioners Regulatory Authority (PPRA) and holds a valid Fidelity Fund Certificate. As the Property Practitioners Act 22 of 2019 requires, we operate audited trust accounts for all deposits held on behalf of clients.`,
    disclaimer: `Listing details, including prices, availability and gross lettable area, are supplied by landlords and sellers and may change without notice. Rentals are quoted per m² per month and exclude VAT unless stated otherwise. Nothing on this website is an offer or a contract; please confirm all details with the responsible broker.`,
    socialLinks: [
      { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/ridgeway-commercial' },
      { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/ridgewaycommercial' },
      { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/ridgewaycommercial' },
      { network: 'x', label: 'X', url: 'https://x.com/ridgewaycre' },
    ],
    affiliate: { name: affiliateName, url: '/about/cushman-wakefield' },
    mission: {
      heading: 'Space that works as hard as your business',
      text: `${brandName} helps occupiers, landlords and investors make confident property decisions. For more than twenty years our brokers, valuers and property managers have combined local knowledge in every major South African node with disciplined research, so that every lease, sale and portfolio we touch performs.`,
    },
    defaultSalesContact: SALES_EXECUTIVE,
    careersUrl: 'https://careers.ridgewaycommercial.co.za',
  };
}
