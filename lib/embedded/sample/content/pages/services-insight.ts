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
  table,
} from '@/lib/embedded/content/rich-text';
import { buildPage, contactParagraph, sceneImage } from './page-parts';
import { PEOPLE } from '@/lib/embedded/sample/people/staff';

const UPDATED_AT = '2026-09-14T08:00:00.000Z';

function buildIntelAndMarketAnalysis(brandName: string): CmsPage {
  return buildPage({
    slug: 'services/intel-and-market-analysis',
    section: 'services',
    title: 'Intel and market analysis',
    intro:
      'Vacancy, rental, yield and demand data for 48 South African office, industrial and retail nodes, updated every quarter.',
    heroImage: sceneImage(
      'skyline-pretoria',
      2,
      'The Menlyn office node in Pretoria under a clear winter sky',
    ),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('Research you can put in a board pack'),
      paragraph(
        `${brandName}'s research team tracks the commercial property market building by building. Every quarter our analysts survey more than 2,600 office, industrial and retail properties across 48 nodes, record vacant space and asking rentals, and match them with the achieved rentals and sale prices from our own transactions. Clients use the results to set budgets, test a landlord's offer, or support an investment committee paper.`,
      ),
      heading3('What we publish'),
      bulletList([
        [
          bold('Quarterly office and industrial reports '),
          'for Gauteng, the Western Cape and KwaZulu-Natal.',
        ],
        [
          bold('A retail trading-density review '),
          'twice a year, covering regional, community and convenience centres.',
        ],
        [
          bold('Node snapshots '),
          'for Sandton, Rosebank, Midrand, Menlyn, Century City, Umhlanga Ridge and others.',
        ],
        [
          bold('Bespoke studies: '),
          'demand forecasts, catchment analysis, rental benchmarking and development feasibility inputs.',
        ],
      ]),
      paragraph(
        'Published reports are free on our ',
        link('publications page', '/media/publications'),
        '; bespoke work is quoted per project.',
      ),
      heading2('Office vacancy by node, second quarter 2026'),
      table(
        ['Node', 'Vacancy', 'A-grade gross asking rental (R/m²/month)'],
        [
          ['Sandton CBD', '13.4%', 'R165–R205'],
          ['Rosebank', '9.8%', 'R160–R195'],
          ['Midrand', '19.6%', 'R115–R145'],
          ['Menlyn', '8.9%', 'R135–R170'],
          ['Century City', '5.2%', 'R150–R185'],
          ['Umhlanga Ridge', '6.1%', 'R150–R190'],
        ],
      ),
      paragraph(italic('Source: our quarterly survey of A- and P-grade buildings; rentals exclude VAT.')),
      heading3('Who uses it'),
      bulletList([
        ['Occupiers benchmarking a renewal offer against what comparable buildings have achieved.'],
        ['Landlords and asset managers setting budgets for vacancy, rental growth and incentives.'],
        ['Investors and lenders testing the assumptions in a valuation or a development appraisal.'],
        ['Municipalities and development agencies planning bulk infrastructure and rezoning.'],
      ]),
      paragraph(
        'Behind the table sits a longer story. Since 2023, P- and A-grade buildings in most nodes have let faster than older stock, while B-grade vacancy in Midrand and the Johannesburg CBD has stayed stubbornly high; several of those buildings are now being converted to residential use.',
      ),
      heading2('How to work with the research team'),
      orderedList([
        ['Subscribe to the quarterly reports, or ask your broker to add you to the list.'],
        ['For a bespoke study, send us the question and the decision it will inform.'],
        ['We return a proposal with scope, method, fee and delivery date within three working days.'],
        ['Findings are presented in person, and the underlying data tables are yours to keep.'],
      ]),
      quote(
        'Vacancy figures are easy to quote and easy to misread. We always show the number of buildings behind a percentage.',
      ),
      contactParagraph('For data, reports or a bespoke study, contact ', PEOPLE.research),
    ),
  });
}

function buildTechnologyAndPropTech(brandName: string): CmsPage {
  return buildPage({
    slug: 'services/technology-and-prop-tech-solutions',
    section: 'services',
    title: 'Technology and prop-tech',
    intro:
      'Lease data, occupancy sensors, energy metering and portfolio dashboards, chosen and integrated for owners and occupiers.',
    heroImage: sceneImage(
      'office-interior',
      5,
      'A facilities dashboard on a wall screen in a modern office reception',
    ),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('Technology that earns its place'),
      paragraph(
        `Property technology is full of promising pilots that never reach a second building. ${brandName}'s technology team helps owners and occupiers choose tools that solve a specific problem, integrate them with the systems already in use, and keep the data clean after the implementation partner has left.`,
      ),
      heading3('What we implement'),
      bulletList([
        [
          bold('Lease administration: '),
          'a single, audited register of leases, critical dates and recoveries, with alerts for renewals and escalations.',
        ],
        [
          bold('Occupancy sensing: '),
          'desk and room sensors that show how space is really used, anonymised by design.',
        ],
        [
          bold('Smart metering: '),
          'sub-metering of electricity, water and generator diesel, so that recoveries are accurate and solar savings are visible.',
        ],
        [bold('Building access and visitor management '), 'that works offline during power cuts.'],
        [
          bold('Portfolio dashboards '),
          'that bring vacancy, arrears, energy and maintenance into one view for the board.',
        ],
      ]),
      heading2('How a project runs'),
      orderedList([
        ['We start with the decision the data must support, not with a product demonstration.'],
        ['We map the systems and spreadsheets already in use and where the data lives.'],
        [
          'We shortlist vendors, run a paid proof of concept in one or two buildings, and measure the result.',
        ],
        ['We roll out in phases and train the people who will keep the data current.'],
        ['We review quarterly, retire what is not used and report the savings.'],
      ]),
      heading2('Results for clients'),
      bulletList([
        [
          'A landlord with 31 industrial parks on the East Rand recovered R4.2 million a year in under-billed electricity after smart meters replaced estimates.',
        ],
        [
          'An occupier in Rosebank used six weeks of sensor data to give up one of its four floors at renewal.',
        ],
        [
          'A convenience-centre fund moved 380 leases from spreadsheets into a single register, with every critical date checked against signed copies.',
        ],
      ]),
      paragraph(
        'We are vendor-neutral: we take no referral fees from software providers, and we tell clients when a spreadsheet will do. Where personal information is involved, such as access logs or sensor data, we design the system to comply with the Protection of Personal Information Act, as described in our ',
        link('privacy notice', '/privacy'),
        '.',
      ),
      quote('Data only helps if someone trusts it enough to act on it.'),
      contactParagraph('To talk about a technology project, contact ', PEOPLE.propTech),
    ),
  });
}

function buildBroking(brandName: string): CmsPage {
  return buildPage({
    slug: 'services/broking',
    section: 'services',
    title: 'Broking',
    intro:
      'Office, industrial and retail space to let and for sale in every major South African node, with brokers who specialise by sector.',
    heroImage: sceneImage(
      'skyline-cape-town',
      2,
      'Cape Town’s Foreshore office towers with Table Mountain behind',
    ),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('Brokers who know the buildings'),
      paragraph(
        `${brandName} has more than 90 brokers in six offices, each specialising in one sector and a handful of nodes. An industrial broker on the East Rand knows which Jet Park warehouses have 12-metre eaves and which yards flood in summer; an office broker in Umhlanga knows which buildings have sea views and which have parking for the whole team. That knowledge is what saves clients months.`,
      ),
      heading3('What we let and sell'),
      bulletList([
        [bold('Offices: '), 'from 100 m² suites to 20,000 m² head offices, in P-, A- and B-grade buildings.'],
        [bold('Industrial: '), 'mini-units, warehouses, logistics parks, manufacturing plants and yards.'],
        [
          bold('Retail: '),
          'line shops, restaurants, showrooms and anchor space in centres and on high streets.',
        ],
        [bold('Land: '), 'serviced stands and development sites zoned for commercial and industrial use.'],
      ]),
      paragraph(
        'Every listing is on our ',
        link('property search', '/search'),
        ', updated from our brokers’ own system several times a day.',
      ),
      heading2('How to engage a broker'),
      orderedList([
        ['Call the office nearest the area you are interested in, or send an enquiry from any listing.'],
        ['Your broker confirms your requirements: size, budget, timing, power, parking and any must-haves.'],
        ['You receive a shortlist within two working days, including space that is not yet advertised.'],
        [
          'We arrange viewings, then negotiate terms on your behalf and hand over to our transaction managers.',
        ],
      ]),
      heading2('Recent activity'),
      bulletList([
        [
          'Let or sold 231,000 m² of industrial space in Gauteng in 2025, including a 31,000 m² distribution centre in Clayville.',
        ],
        ['Placed 38 tenants in Umhlanga Ridge offices, the most active year for our Durban team.'],
        ['Sold 61 sectional-title office and industrial units in Century City, Montague Gardens and Epping.'],
      ]),
      paragraph(
        'As the Property Practitioners Act requires, every broker holds a valid Fidelity Fund Certificate from the ',
        link('Property Practitioners Regulatory Authority', 'https://theppra.org.za'),
        ', and deposits are held only in our audited trust accounts.',
      ),
      heading3('Sole and open mandates'),
      paragraph(
        'Landlords and sellers can give us a sole mandate, which gets a marketing plan, professional photography and weekly feedback, or an open mandate alongside other agencies. Tenants and buyers pay us nothing: in line with market practice, our commission is paid by the landlord or seller on a successful deal, and we disclose it upfront.',
      ),
      quote('The best space is often the space that never reaches the portals.'),
      contactParagraph('For offices to let or for sale, contact ', PEOPLE.broking),
      contactParagraph('For industrial and logistics space, contact ', PEOPLE.industrialBroking),
    ),
  });
}

export function buildInsightServicesPages(brandName: string): CmsPage[] {
  return [
    buildIntelAndMarketAnalysis(brandName),
    buildTechnologyAndPropTech(brandName),
    buildBroking(brandName),
  ];
}
