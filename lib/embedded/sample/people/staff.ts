import 'server-only';

import { SAMPLE_EMAIL_DOMAIN } from '@/lib/company-defaults';

export interface Person {
  name: string;
  title: string;
  telephone: string;
  email: string;
}

function person(name: string, title: string, telephone: string): Person {
  const local = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/g, '')
    .trim()
    .replace(/\s+/g, '.');
  return { name, title, telephone, email: `${local}@${SAMPLE_EMAIL_DOMAIN}` };
}

/** Everyone the sample copy names, so a specialist has one number and address across pages and articles. */
export const PEOPLE = {
  managingDirector: person('Andile Nkosi', 'Managing Director', '011 555 0101'),
  informationOfficer: person(
    'Grace Moloi',
    'Chief Operating Officer and Information Officer',
    '011 555 0109',
  ),
  deputyInformationOfficer: person(
    'Riaan Steyn',
    'Legal and Compliance Manager and Deputy Information Officer',
    '011 555 0108',
  ),
  occupier: person('Zanele Mthembu', 'Head of Occupier Services', '011 555 0112'),
  capitalMarkets: person('Craig Naidoo', 'Director: Capital Markets', '011 555 0115'),
  strategy: person('Ruth Abrahams', 'Head of Strategy and Consulting', '011 555 0118'),
  transactions: person('Bongani Zulu', 'Head of Transaction Services', '011 555 0121'),
  salesExecutive: person('Nomvula Dlamini', 'Sales Executive', '011 555 0123'),
  broking: person('Johan Pretorius', 'National Head of Broking', '011 555 0125'),
  propTech: person('Kagiso Molefe', 'Head of Property Technology', '011 555 0127'),
  research: person('Thandeka Mokoena', 'Head of Research', '011 555 0131'),
  auctions: person('Deon Jacobs', 'Head of Auctions and Sales', '011 555 0133'),
  propertyManagement: person('Lindiwe Sithole', 'Executive: Property Management', '011 555 0136'),
  facilities: person('Anton Meyer', 'Head of Integrated Facilities Management', '011 555 0138'),
  industrialBroking: person('Sipho Ndlovu', 'Director: Industrial Broking', '011 555 0142'),
  risk: person('Hennie Botha', 'Head of Strategic Risk Management', '012 555 0143'),
  customerCare: person('Michelle Adams', 'Customer Care Manager', '011 555 0150'),
  marketing: person('Lerato Khumalo', 'Head of Marketing and Communications', '011 555 0105'),
  sustainability: person('Naledi Mahlangu', 'Head of Energy, Water and Sustainability', '011 555 0157'),
  workplace: person('Megan Fourie', 'Workplace Strategy Lead', '021 555 0162'),
  analystCapeTown: person('Pieter van der Merwe', 'Senior Research Analyst', '021 555 0164'),
  businessSolutions: person('Fatima Ebrahim', 'Head of Business Solutions', '021 555 0166'),
  officeCapeTown: person('James Whitfield', 'Director: Office Leasing, Western Cape', '021 555 0168'),
  valuations: person('Priya Govender', 'Head of Valuations', '031 555 0184'),
  analystRetail: person('Ayesha Patel', 'Research Analyst: Retail', '031 555 0186'),
  pretoria: person('Tshepo Maluleke', 'Regional Manager: Pretoria', '012 555 0141'),
  capeTown: person('Charlene Williams', 'Regional Manager: Western Cape', '021 555 0161'),
  durban: person('Vusi Mkhize', 'Regional Manager: KwaZulu-Natal', '031 555 0181'),
  gqeberha: person('Lauren Smit', 'Regional Manager: Eastern Cape', '041 555 0191'),
  bloemfontein: person('Teboho Mofokeng', 'Regional Manager: Free State', '051 555 0171'),
} as const satisfies Record<string, Person>;
