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

const UPDATED_AT = '2026-09-14T08:00:00.000Z';

const SERVICE_LINKS: Array<[slug: string, title: string, summary: string]> = [
  [
    'occupier-services',
    'Occupier services',
    'one adviser for every lease, move and renewal across your portfolio.',
  ],
  [
    'capital-markets',
    'Capital markets',
    'buying, selling and funding investment property from R20 million upwards.',
  ],
  [
    'strategy-and-consulting',
    'Strategy and consulting',
    'portfolio, location and development decisions backed by numbers.',
  ],
  [
    'transaction-services',
    'Transaction services',
    'lease and sale negotiations run from brief to signed agreement.',
  ],
  [
    'workplace-solutions',
    'Workplace solutions',
    'offices designed around how your people work today, not in 2019.',
  ],
  [
    'strategic-risk-management',
    'Strategic risk management',
    'power, water, security and lease-exposure risk in one view.',
  ],
  [
    'valuation-and-advisory-services',
    'Valuation and advisory',
    'registered valuers for financial reporting, lending and disputes.',
  ],
  [
    'intel-and-market-analysis',
    'Intel and market analysis',
    'vacancy, rental and yield data for 48 South African nodes.',
  ],
  [
    'technology-and-prop-tech-solutions',
    'Technology and prop-tech',
    'occupancy sensors, lease data and dashboards that owners use.',
  ],
  ['broking', 'Broking', 'office, industrial and retail space to let and for sale, node by node.'],
];

function buildServicesIndex(brandName: string): CmsPage {
  return buildPage({
    slug: 'services',
    section: 'services',
    title: 'Services',
    intro:
      'Advisory, transaction and research services for occupiers, landlords and investors in South African commercial property.',
    heroImage: sceneImage(
      'handshake-meeting',
      null,
      'Two people shaking hands across a boardroom table after a lease signing',
    ),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('Advice that follows a property through its whole life'),
      paragraph(
        `Most property decisions are not one transaction but a chain of them: a location study becomes a lease, the lease becomes a fit-out, the fit-out becomes a renewal negotiation five years later. ${brandName} organises its services so that the same team can stay with a client through that chain. A tenant who asks us to find 2,000 m² in Rosebank meets the researchers who know what that node has achieved in the past four quarters, the workplace consultants who will plan the floor, and the risk team who will check the building's generator and water backup before anything is signed.`,
      ),
      paragraph(
        'Every service below has a named lead and a team that works across our offices in Sandton, Pretoria, Cape Town, Durban, Gqeberha and Bloemfontein.',
      ),
      heading2('Our services'),
      bulletList(
        SERVICE_LINKS.map(([slug, title, summary]) => [link(title, `/services/${slug}`), `: ${summary}`]),
      ),
      heading3('Not sure where to start?'),
      paragraph(
        'Tell us what you are trying to achieve rather than which service you think you need. A short call with one of our directors usually settles it, and there is no charge for that first conversation. Landlords looking for day-to-day management, facilities or energy work will find those teams under ',
        link('group services', '/group-services'),
        '.',
      ),
      contactParagraph('For a first conversation, speak to ', PEOPLE.broking),
    ),
  });
}

function buildOccupierServices(brandName: string): CmsPage {
  return buildPage({
    slug: 'services/occupier-services',
    section: 'services',
    title: 'Occupier services',
    intro:
      'One adviser for every lease, renewal, relocation and exit across your South African portfolio, acting only for you as the tenant.',
    heroImage: sceneImage(
      'office-interior',
      2,
      'An open-plan office with staff at sit-stand desks beside floor-to-ceiling windows',
    ),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('What occupier services covers'),
      paragraph(
        `${brandName}'s occupier team represents tenants, never landlords, on the same deal. We look after the property needs of companies that lease space rather than own it: head offices, regional branches, distribution centres, call centres and retail networks. Instead of appointing a different broker for each city, a client has one account lead who holds the lease schedule, knows every critical date and coordinates our specialists when a decision comes up.`,
      ),
      heading3('Who it is for'),
      bulletList([
        [bold('Corporate occupiers'), ' with ten or more leases across several provinces.'],
        [bold('Growing businesses'), ' moving out of a first office and unsure what they can afford.'],
        [
          bold('Public-sector and state-owned entities'),
          ' that must follow a procurement process and show value for money.',
        ],
        [
          bold('International companies'),
          ' entering South Africa that need to understand local lease conventions, from escalations to tenant installation allowances.',
        ],
      ]),
      heading2('How an engagement works'),
      orderedList([
        [
          bold('Portfolio review. '),
          'We load your leases into a single register, flag expiries, break options and escalations, and show the total occupancy cost per workstation.',
        ],
        [
          bold('Requirements brief. '),
          'We agree headcount, growth, parking ratio, power resilience and budget with your finance and HR leads.',
        ],
        [
          bold('Market options. '),
          'Our brokers shortlist buildings, including space not yet advertised, and compare them on a like-for-like, all-in cost.',
        ],
        [
          bold('Negotiation. '),
          'We negotiate rental, escalation, tenant installation allowance, rent-free months and exit terms, and compare the final offer against renewing where you are.',
        ],
        [
          bold('Delivery and renewal. '),
          'Our project managers oversee the fit-out, and the account lead diarises the next renewal window eighteen months before it opens.',
        ],
      ]),
      heading2('What clients have achieved'),
      bulletList([
        [
          'A financial-services group consolidated four Johannesburg offices into 6,800 m² of A-grade space in Rosebank, cutting occupancy cost per employee by 22%.',
        ],
        [
          'A logistics operator renegotiated 14 leases along the N3 and R21 corridors in one programme, securing escalations of 6.5% instead of the 8% landlords first proposed.',
        ],
        [
          'A national clinic network opened 19 sites in KwaZulu-Natal and the Eastern Cape in two years, with one lease template agreed across all landlords.',
        ],
      ]),
      quote(
        'Renewing without testing the market is the most expensive decision a tenant makes. Even when a client stays, the alternatives we bring to the table move the landlord.',
      ),
      paragraph(
        'Our fees are usually paid by the landlord as a leasing commission, in line with market practice; where a client prefers, we work on a retained fee so that our advice is ',
        italic('visibly'),
        ' independent of the deal.',
      ),
      contactParagraph('To discuss your portfolio, contact ', PEOPLE.occupier),
    ),
  });
}

function buildCapitalMarkets(brandName: string): CmsPage {
  return buildPage({
    slug: 'services/capital-markets',
    section: 'services',
    title: 'Capital markets',
    intro:
      'Investment sales, acquisitions and funding advice for commercial property from R20 million to portfolios worth billions.',
    heroImage: sceneImage(
      'skyline-johannesburg',
      2,
      'Sandton office towers in the late-afternoon sun, seen from the north',
    ),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('Investment property, bought and sold well'),
      paragraph(
        `The capital markets team at ${brandName} advises owners and buyers of income-producing commercial property: office buildings, logistics parks, shopping centres, industrial portfolios and mixed-use precincts. We run disposals, find acquisitions that match a fund's mandate, and advise on sale-and-leaseback and development funding. Our transactions usually start at R20 million and include portfolio deals of more than R1 billion.`,
      ),
      heading3('Who we act for'),
      bulletList([
        ['Listed and unlisted property funds rebalancing their portfolios.'],
        ['Pension funds, insurers and their asset managers.'],
        ['Private and family investors buying their first or fiftieth building.'],
        ['Owner-occupiers who want to release capital through a sale-and-leaseback.'],
        ['Developers looking for forward-funding partners.'],
      ]),
      heading2('How a disposal runs'),
      orderedList([
        [
          'We agree the objective with the seller, whether price, speed or certainty, because the best process differs for each.',
        ],
        [
          'Our valuers and researchers prepare an information memorandum with tenancy schedules, lease expiry profile, rates and utility histories, and our view of the node.',
        ],
        [
          'We choose between a private treaty, a targeted off-market approach to a handful of buyers, or a formal tender.',
        ],
        [
          'Bids are compared on price, conditions, funding evidence and timing, not on headline figure alone.',
        ],
        [
          'We manage due diligence, the transfer process with conveyancers, and the tenant communication at handover.',
        ],
      ]),
      heading2('Recent mandates'),
      bulletList([
        [
          'A 42,000 m² logistics portfolio in Jet Park, Isando and Clayville, sold to an institutional buyer at a 9.6% forward yield.',
        ],
        [
          'A 12,500 m² A-grade office building in Umhlanga Ridge, placed privately with a family office in eleven weeks.',
        ],
        [
          'Sale-and-leaseback of a manufacturing plant in Rosslyn for an automotive supplier, on a 12-year lease with 7% annual escalations.',
        ],
        ['Forward-funding of a 28,000 m² distribution centre in Riverfields on the R21 corridor.'],
      ]),
      paragraph(
        'Pricing of South African industrial property has held up better than offices since 2023: prime logistics traded at forward yields of 9–10% through 2025, while decentralised B-grade offices often needed 12% or more to clear. Our ',
        link('research team', '/services/intel-and-market-analysis'),
        ' publishes these yield bands each quarter.',
      ),
      quote(
        'A buyer pays for certainty. The cleaner the tenancy and utility records, the more of the price survives due diligence.',
      ),
      contactParagraph('For investment sales and acquisitions, contact ', PEOPLE.capitalMarkets),
    ),
  });
}

export function buildServicesPages(brandName: string): CmsPage[] {
  return [buildServicesIndex(brandName), buildOccupierServices(brandName), buildCapitalMarkets(brandName)];
}
