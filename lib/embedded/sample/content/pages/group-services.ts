import 'server-only';
import type { CmsPage } from '@/lib/content/wire-types';
import {
  bold,
  bulletList,
  heading2,
  heading3,
  italic,
  link,
  orderedList,
  paragraph,
  quote,
  richText,
} from '@/lib/embedded/content/rich-text';
import { buildPage, contactParagraph, sceneImage } from './page-parts';
import { PEOPLE } from '@/lib/embedded/sample/people/staff';

const UPDATED_AT = '2026-09-21T08:00:00.000Z';

const GROUP_SERVICE_LINKS: Array<[slug: string, title: string, summary: string]> = [
  [
    'auctions-and-sales',
    'Auctions and sales',
    'commercial property sold by public auction, online auction or private treaty.',
  ],
  [
    'property-management',
    'Property management',
    'rent collection, leasing, maintenance and reporting for 3.1 million m² of space.',
  ],
  [
    'integrated-facilities-management',
    'Integrated facilities management',
    'cleaning, security, maintenance and helpdesk under one contract.',
  ],
  [
    'business-solutions-specialists',
    'Business solutions specialists',
    'lease audits, recoveries, rates objections and property accounting.',
  ],
  [
    'energy-water-and-sustainability',
    'Energy, water and sustainability',
    'solar PV, metering, water security and green-building certification.',
  ],
];

function buildGroupServicesIndex(brandName: string): CmsPage {
  return buildPage({
    slug: 'group-services',
    section: 'group-services',
    title: 'Group services',
    intro:
      'Property management, facilities, auctions, energy and business services that keep buildings running and performing.',
    heroImage: sceneImage(
      'retail-mall',
      null,
      'A busy shopping-centre concourse with shoppers on two levels',
    ),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('The businesses behind the buildings'),
      paragraph(
        `Letting and selling property is only part of what owners need. Once a tenant moves in, someone must collect the rent, fix the lifts, keep the generators fuelled, recover the utility costs correctly and make sure the building still complies with its certificates. ${brandName}'s group services are the specialist businesses that do that work, for our own mandates and for owners who use other brokers.`,
      ),
      paragraph(
        'Each business has its own leadership and service standards, but they share one client portal, one helpdesk and one monthly report, so an owner with a mixed portfolio deals with one team.',
      ),
      heading2('Our group businesses'),
      bulletList(
        GROUP_SERVICE_LINKS.map(([slug, title, summary]) => [
          link(title, `/group-services/${slug}`),
          `: ${summary}`,
        ]),
      ),
      heading3('Who uses group services'),
      bulletList([
        ['Listed and unlisted property funds that outsource management of some or all of their portfolios.'],
        ['Private owners and family trusts with a handful of buildings and no in-house team.'],
        ['Corporate occupiers that own their head offices, plants and distribution centres.'],
        ['Sectional-title bodies corporate in office and industrial parks.'],
      ]),
      paragraph(
        'Many clients start with one service, often property management or an energy assessment, and add others as the relationship grows. For advisory, broking and research services, see ',
        link('our services', '/services'),
        '.',
      ),
      contactParagraph('To discuss your buildings, contact ', PEOPLE.propertyManagement),
    ),
  });
}

function buildAuctionsAndSales(brandName: string): CmsPage {
  return buildPage({
    slug: 'group-services/auctions-and-sales',
    section: 'group-services',
    title: 'Auctions and sales',
    intro:
      'Commercial and industrial property sold by public auction, online auction or private treaty, with a firm date and a transparent process.',
    heroImage: sceneImage(
      'warehouse-aerial',
      3,
      'Aerial view of an industrial stand with two warehouses and a truck yard',
    ),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('A sale with a deadline'),
      paragraph(
        `An auction replaces months of open-ended negotiation with a fixed date on which the property sells, provided the reserve is met. ${brandName}'s auctions and sales business sells commercial, industrial, retail and development property by live auction, online bidding and structured private treaty. It suits sellers who value speed and certainty: funds recycling non-core assets, banks and business-rescue practitioners, deceased estates, and owners who have tried a conventional sale without success.`,
      ),
      heading3('What we sell'),
      bulletList([
        ['Industrial stands, warehouses and factories, from 500 m² mini-units to 20,000 m² plants.'],
        ['Office buildings and sectional-title office units, often vacant or partly let.'],
        ['Convenience and neighbourhood shopping centres.'],
        ['Vacant land and development sites zoned for commercial, industrial or mixed use.'],
      ]),
      heading2('How an auction works'),
      orderedList([
        [bold('Appraisal: '), 'we value the property and recommend a method, reserve and timing.'],
        [
          bold('Preparation: '),
          'we assemble a due-diligence pack with title deed, zoning certificate, building plans, leases and rates accounts, and publish the conditions of sale.',
        ],
        [
          bold('Marketing: '),
          'a four-to-six-week campaign to our database of more than 18,000 registered buyers, with viewing days on site.',
        ],
        [
          bold('Registration: '),
          'bidders register, prove their identity as FICA requires and pay a refundable registration deposit.',
        ],
        [
          bold('Auction day: '),
          'bidding is live in the room and online at the same time; the highest bid at or above reserve is accepted, subject to the seller’s confirmation.',
        ],
        [
          bold('Transfer: '),
          'the buyer pays the deposit into our trust account, and our conveyancing coordinator tracks the transfer to registration.',
        ],
      ]),
      heading3('For buyers'),
      paragraph(
        'Read the conditions of sale before you bid: they set out the deposit, the buyer’s commission, the guarantee period and any occupational rent. The property is sold ',
        italic('voetstoots'),
        ', so view it and ask for the documents before auction day. Our team will answer questions and confirm whether a bank guarantee will be needed.',
      ),
      heading2('Recent results'),
      bulletList([
        [
          'A 6,400 m² warehouse in Wadeville, sold for R41.5 million on the first day of a combined live and online auction.',
        ],
        ['A portfolio of nine sectional-title office units in Hatfield, sold in one session to five buyers.'],
        [
          'A 3.2-hectare industrial site in the Coega SEZ, sold by tender to a component manufacturer within 60 days.',
        ],
      ]),
      quote(
        'Certainty has a value. For many sellers, knowing the date of sale is worth more than waiting for a higher offer that may never come.',
      ),
      contactParagraph('To sell by auction or find upcoming auctions, contact ', PEOPLE.auctions),
    ),
  });
}

function buildPropertyManagement(brandName: string): CmsPage {
  return buildPage({
    slug: 'group-services/property-management',
    section: 'group-services',
    title: 'Property management',
    intro:
      'Rent collection, leasing, maintenance, recoveries and owner reporting for office, industrial and retail portfolios across South Africa.',
    heroImage: sceneImage(
      'skyline-johannesburg',
      3,
      'Rosebank office buildings and the Gautrain station precinct at street level',
    ),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('Buildings run like businesses'),
      paragraph(
        `${brandName} manages about 3.1 million m² of commercial property for 64 owners, from single industrial parks to listed portfolios of more than 200 buildings. Our property managers are responsible for the income and the condition of each building, and they report to the owner the way a finance director would: arrears, vacancy, expenses, capital projects and risks, every month.`,
      ),
      heading3('What we do for owners'),
      bulletList([
        [
          bold('Financial: '),
          'billing, collections, arrears management, recoveries of rates and utilities, budgets and monthly management accounts.',
        ],
        [
          bold('Leasing: '),
          'renewals, tenant retention and new lettings, working with our brokers or yours.',
        ],
        [
          bold('Operations: '),
          'planned and reactive maintenance, contractor management, security and cleaning.',
        ],
        [
          bold('Compliance: '),
          'occupancy, fire, lift and electrical certificates, health and safety, and insurance claims.',
        ],
        [
          bold('Tenant relations: '),
          'a helpdesk open around the clock and a named manager for every building.',
        ],
      ]),
      heading2('Taking over a portfolio'),
      orderedList([
        [
          'We audit the existing leases, deposits, arrears and service contracts, and agree the opening balances with the outgoing manager.',
        ],
        ['We meet every tenant within the first month and log outstanding maintenance.'],
        [
          'We load the portfolio into our lease and accounting systems and reconcile the first billing run line by line.',
        ],
        ['We present a 100-day report with quick wins, risks and a capital-expenditure plan.'],
      ]),
      heading2('Performance'),
      bulletList([
        ['Average arrears across our managed portfolio of 2.1% of monthly billing in 2025.'],
        ['Tenant retention at renewal of 81% in industrial and 72% in office properties.'],
        ['Utility recoveries above 97% of municipal and generator costs after metering upgrades.'],
      ]),
      paragraph(
        'Tenant deposits are held in trust, as the Property Practitioners Act requires, and the trust accounts are audited every year. Owners can see their reports at any time in our client portal, and we add ',
        link('facilities management', '/group-services/integrated-facilities-management'),
        ' or ',
        link('energy services', '/group-services/energy-water-and-sustainability'),
        ' where a building needs them.',
      ),
      heading3('Fees'),
      paragraph(
        'Management fees are usually a percentage of gross collections, between 2.5% and 4% depending on the size and complexity of the portfolio, with leasing commissions charged separately at market rates. We agree a fee schedule in writing before takeover, and there are no undisclosed mark-ups on contractor invoices.',
      ),
      quote(
        'A tenant who renews is worth three months of vacancy and a broker’s commission. Retention starts on the day they move in.',
      ),
      contactParagraph('For property management, contact ', PEOPLE.propertyManagement),
    ),
  });
}

export function buildGroupServicesPages(brandName: string): CmsPage[] {
  return [
    buildGroupServicesIndex(brandName),
    buildAuctionsAndSales(brandName),
    buildPropertyManagement(brandName),
  ];
}
