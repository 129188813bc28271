import 'server-only';
import type { CmsCompany, CmsPage } from '@/lib/content/wire-types';
import {
  bold,
  bulletList,
  heading2,
  heading3,
  hr,
  italic,
  link,
  orderedList,
  paragraph,
  richText,
  table,
} from '@/lib/embedded/content/rich-text';
import { buildPage, mailLink, sceneImage } from './page-parts';
import { SAMPLE_EMAIL_DOMAIN } from '@/lib/company-defaults';
import { PEOPLE } from '@/lib/embedded/sample/people/staff';
import { INFORMATION_REGULATOR } from './privacy';

const UPDATED_AT = '2026-10-01T08:00:00.000Z';
const PAIA_EMAIL = `paia@${SAMPLE_EMAIL_DOMAIN}`;

const RECORD_CATEGORIES: Array<[subject: string, records: string, access: string]> = [
  [
    'Company secretarial',
    'Memorandum of incorporation, share register, minutes of board and shareholder meetings, CIPC filings',
    'Request required; MOI available on request without formality',
  ],
  [
    'Financial',
    'Annual financial statements, accounting records, tax returns, trust-account records and audit reports',
    'Request required',
  ],
  [
    'Property transactions',
    'Mandates, leases, offers to purchase, sale agreements, commission records',
    'Request required; third-party information protected',
  ],
  [
    'Property management',
    'Tenant files, billing and arrears records, maintenance records, compliance certificates',
    'Request required',
  ],
  [
    'Clients and FICA',
    'Client identity and verification documents, risk assessments',
    'Request required; subject to FICA confidentiality',
  ],
  [
    'Human resources',
    'Employment contracts, payroll, leave, disciplinary and training records, employment equity reports',
    'Request required',
  ],
  [
    'Suppliers and contractors',
    'Contracts, B-BBEE certificates, tax clearance and vetting records',
    'Request required',
  ],
  [
    'Marketing and public information',
    'Brochures, market reports, press releases, website content',
    'Freely available (section 52)',
  ],
];

export function buildPaiaPage(company: CmsCompany): CmsPage {
  const { informationOfficer: officer, deputyInformationOfficer: deputy } = PEOPLE;
  return buildPage({
    slug: 'paia',
    section: 'legal',
    title: 'PAIA manual',
    intro: `The section 51 manual of ${company.legalName} under the Promotion of Access to Information Act: what records we hold and how to request them.`,
    heroImage: sceneImage(
      'office-interior',
      1,
      'Archive boxes and lever-arch files on shelves in a records room',
    ),
    updatedAt: UPDATED_AT,
    body: richText(
      paragraph(
        italic(
          'Prepared under section 51 of the Promotion of Access to Information Act 2 of 2000. Last revised 1 October 2026.',
        ),
      ),
      heading2('1. Introduction and purpose'),
      paragraph(
        'The Promotion of Access to Information Act (PAIA) gives effect to the constitutional right of access to information held by private bodies where that information is required to exercise or protect a right. This manual tells you what records we hold, which are available without a formal request, and how to ask for the others. It also describes how we process personal information, as the Protection of Personal Information Act 4 of 2013 (POPIA) requires.',
      ),
      heading2('2. Company details and contacts'),
      bulletList([
        [bold('Name: '), `${company.legalName}, registration number ${company.registrationNumber}`],
        [bold('Postal and physical address: '), company.headOffice.addressLines.join(', ')],
        [bold('Telephone: '), company.headOffice.phone],
        [bold('Information Officer: '), `${officer.name}, ${officer.telephone}, `, mailLink(PAIA_EMAIL)],
        [
          bold('Deputy Information Officer: '),
          `${deputy.name}, ${deputy.telephone}, `,
          mailLink(deputy.email),
        ],
      ]),
      heading2('3. The Information Regulator’s guide'),
      paragraph(
        'Section 10 of PAIA requires the Information Regulator to publish a guide on how to use the Act. The guide is available in all official languages from the Regulator’s website, ',
        link('inforegulator.org.za', INFORMATION_REGULATOR.website),
        `, and at its office at ${INFORMATION_REGULATOR.address}. A copy may also be inspected at our head office during business hours.`,
      ),
      heading2('4. Records available without a request (section 52)'),
      paragraph('The following records are available to anyone, free of charge, without a PAIA request:'),
      bulletList([
        ['Information on this website, including our services, market reports, news and this manual.'],
        ['Property listings and marketing brochures.'],
        ['Our B-BBEE certificate and Fidelity Fund Certificates, on request at any of our offices.'],
      ]),
      heading2('5. Records available under other legislation'),
      paragraph(
        'We keep records as required by, among others, the following laws. Some are available to the public under those laws:',
      ),
      bulletList([
        ['Companies Act 71 of 2008'],
        ['Income Tax Act 58 of 1962 and Value-Added Tax Act 89 of 1991'],
        ['Property Practitioners Act 22 of 2019'],
        ['Financial Intelligence Centre Act 38 of 2001'],
        ['Basic Conditions of Employment Act 75 of 1997 and Labour Relations Act 66 of 1995'],
        ['Employment Equity Act 55 of 1998 and Skills Development Act 97 of 1998'],
        [
          'Unemployment Insurance Act 63 of 2001 and Compensation for Occupational Injuries and Diseases Act 130 of 1993',
        ],
        ['Occupational Health and Safety Act 85 of 1993'],
        ['Broad-Based Black Economic Empowerment Act 53 of 2003'],
        ['Sectional Titles Schemes Management Act 8 of 2011'],
        ['Consumer Protection Act 68 of 2008'],
        ['Protection of Personal Information Act 4 of 2013'],
      ]),
      heading2('6. Subjects and categories of records held'),
      table(['Subject', 'Categories of records', 'Availability'], RECORD_CATEGORIES),
      heading2('7. How to request access'),
      orderedList([
        [
          'Complete Form 2 (Request for Access to Record) prescribed by the PAIA Regulations, 2021, available from the Regulator’s website or from us.',
        ],
        [
          `Send it to the Information Officer by email to ${PAIA_EMAIL} or by hand to our head office. Say which right you want to exercise or protect and why the record is needed for it.`,
        ],
        [
          'Pay the prescribed request fee (currently R140) unless you are requesting your own personal information. We will tell you if an access fee for search, preparation and copies applies, and may ask for a deposit of one third of it.',
        ],
        [
          'We decide within 30 days of receiving the request. We may extend this once by up to 30 more days where the request is for a large number of records or requires consultation, and we will tell you why.',
        ],
      ]),
      heading3('Grounds for refusal'),
      paragraph(
        'We may, and in some cases must, refuse access on the grounds in Chapter 4 of Part 3 of PAIA, including the protection of a third person’s privacy, commercial or confidential information of a third party or of the company, the safety of individuals and property, and legal privilege. Where part of a record is protected, we will release the rest.',
      ),
      heading3('Remedies'),
      paragraph(
        'There is no internal appeal against a decision of a private body. If you are unhappy with our decision, the fee or an extension, you may lodge a complaint with the Information Regulator within 180 days, or apply to court.',
      ),
      heading2('8. Processing of personal information under POPIA'),
      bulletList([
        [
          bold('Purpose: '),
          'concluding and administering property transactions and mandates, managing properties, meeting legal obligations, employing staff and marketing our services.',
        ],
        [
          bold('Data subjects and their information: '),
          'clients, tenants, buyers and sellers (identity, contact, financial and FICA information); employees and applicants (identity, contact, qualifications, payroll and health and safety records); suppliers (company, contact, banking, tax and B-BBEE details); website visitors (contact details and analytics data).',
        ],
        [
          bold('Recipients: '),
          'landlords and sellers, conveyancers, auditors, regulators including the PPRA and the Financial Intelligence Centre, the South African Revenue Service, and service providers acting as operators.',
        ],
        [
          bold('Planned cross-border transfers: '),
          'cloud hosting and email services in the European Union and the United States, and partner firms in other African countries for cross-border mandates, in each case under section 72 of POPIA.',
        ],
        [
          bold('Security measures: '),
          'encryption, access controls with multi-factor authentication, backups, monitoring, staff training, operator agreements and breach-response procedures.',
        ],
      ]),
      paragraph('More detail is in our ', link('privacy notice', '/privacy'), '.'),
      hr(),
      heading2('9. Availability of this manual'),
      paragraph(
        `This manual is published on this website and is available for inspection at our head office and regional offices during business hours. A printed copy can be requested from the Information Officer at `,
        mailLink(PAIA_EMAIL),
        '; a copying fee may apply.',
      ),
    ),
  });
}
