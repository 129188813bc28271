import 'server-only';
import type { CmsPage } from '@/lib/content/wire-types';
import {
  bold,
  bulletList,
  heading2,
  heading3,
  link,
  orderedList,
  paragraph,
  quote,
  richText,
  table,
} from '@/lib/embedded/content/rich-text';
import { buildPage, contactParagraph, mailLink, sceneImage } from './page-parts';
import { SAMPLE_EMAIL_DOMAIN } from '@/lib/company-defaults';
import { PEOPLE } from '@/lib/embedded/sample/people/staff';

const UPDATED_AT = '2026-08-31T08:00:00.000Z';

function buildCapabilities(brandName: string): CmsPage {
  return buildPage({
    slug: 'about/capabilities',
    section: 'about',
    title: 'Capabilities',
    intro:
      'The sectors we work in, the services we offer and the numbers behind them, from 100 m² suites to billion-rand portfolios.',
    heroImage: sceneImage(
      'warehouse-aerial',
      6,
      'A new logistics park beside the R21 highway, with trucks at the loading docks',
    ),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('Sector depth'),
      paragraph(
        `${brandName} organises its people by sector first and geography second, because an industrial tenant in Cape Town has more in common with one in Germiston than with an office tenant down the road.`,
      ),
      bulletList([
        [
          bold('Offices: '),
          'P-, A- and B-grade buildings in 30 nodes, including Sandton, Rosebank, Menlyn, Century City, the Cape Town CBD and Umhlanga Ridge.',
        ],
        [
          bold('Industrial and logistics: '),
          'warehouses, cross-docks, cold stores and factories along the N3, R21, N1 and N2 corridors, and in the Coega SEZ.',
        ],
        [
          bold('Retail: '),
          'regional, community and convenience centres, high-street shops and motor showrooms.',
        ],
        [bold('Specialised: '), 'data facilities, private hospitals, schools, hotels and development land.'],
      ]),
      heading2('The numbers'),
      table(
        ['Measure', '2025'],
        [
          ['Space let or sold', '612,000 m²'],
          ['Investment sales concluded', 'R7.4 billion'],
          ['Property under management', '3.1 million m²'],
          ['Properties valued', '1,420'],
          ['Solar capacity on managed roofs', '42 MWp'],
          ['Buildings surveyed for research each quarter', '2,600+'],
        ],
      ),
      heading2('Services across the life of a property'),
      paragraph(
        'Our ',
        link('services', '/services'),
        ' cover the decisions: strategy, research, valuation, broking, capital markets and transaction management. Our ',
        link('group services', '/group-services'),
        ' cover the operations: property and facilities management, auctions, energy and water, and lease and rates audits. Clients can use one service or many; where they use several, one account lead coordinates them.',
      ),
      heading3('How we staff a mandate'),
      orderedList([
        ['A director takes responsibility for the relationship and the quality of advice.'],
        ['A sector specialist leads the work and draws in research, valuation or legal support as needed.'],
        ['Regional teams handle inspections, viewings and tenant contact in each city.'],
        ['The client receives one report and one invoice, whatever the number of teams involved.'],
      ]),
      quote(
        'Clients hire us for what we know about buildings. They stay because the same people pick up the phone five years later.',
      ),
      contactParagraph('To discuss a mandate, contact ', PEOPLE.broking),
    ),
  });
}

function buildAfricanFootprint(brandName: string, affiliateName: string): CmsPage {
  return buildPage({
    slug: 'about/african-footprint',
    section: 'about',
    title: 'African footprint',
    intro:
      'Six offices in South Africa and partner firms in eleven countries across Southern and East Africa, working to one standard.',
    heroImage: sceneImage(
      'skyline-durban',
      3,
      'Durban’s beachfront and city centre from the harbour entrance',
    ),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('Our South African offices'),
      paragraph(
        `${brandName} has its head office in Sandton and regional offices in Pretoria, Cape Town, Durban, Gqeberha and Bloemfontein. Each office has brokers, property managers and facilities teams; valuers and researchers work nationally from Sandton, Cape Town and Durban. Addresses and telephone numbers are on our `,
        link('contact page', '/contact'),
        '.',
      ),
      heading2('Partner coverage in Southern and East Africa'),
      paragraph(
        `Outside South Africa we work through independent partner firms, selected for their local licensing, market knowledge and standards, and most of them also belong to the ${affiliateName} network. Our Sandton team coordinates every cross-border mandate, so a client has one contact, one reporting format and one fee agreement.`,
      ),
      table(
        ['Country', 'Partner base', 'Services available'],
        [
          ['Botswana', 'Gaborone', 'Broking, valuation, property management'],
          ['Namibia', 'Windhoek', 'Broking, valuation, property management'],
          ['Eswatini', 'Mbabane', 'Broking, valuation'],
          ['Lesotho', 'Maseru', 'Broking, valuation'],
          ['Mozambique', 'Maputo', 'Broking, valuation, facilities management'],
          ['Zimbabwe', 'Harare', 'Valuation, advisory'],
          ['Zambia', 'Lusaka', 'Broking, valuation, property management'],
          ['Malawi', 'Lilongwe', 'Valuation, advisory'],
          ['Mauritius', 'Ebène', 'Broking, capital markets, valuation'],
          ['Kenya', 'Nairobi', 'Broking, valuation, research, facilities management'],
          ['Tanzania', 'Dar es Salaam', 'Broking, valuation'],
        ],
      ),
      heading3('Typical cross-border work'),
      bulletList([
        [
          'Regional offices and warehouses for retailers, banks and fast-moving consumer goods companies expanding from South Africa.',
        ],
        [
          'Portfolio valuations for funds with property in several Southern African Development Community countries.',
        ],
        [
          'Site searches for mining suppliers in the Zambian Copperbelt and logistics operators on the Maputo and Dar es Salaam corridors.',
        ],
      ]),
      heading3('How to start'),
      orderedList([
        ['Send us the countries, cities and type of space you need.'],
        ['We confirm partner availability and a combined fee proposal within five working days.'],
        ['Our coordinator runs the mandate and reports to you in one format across all countries.'],
      ]),
      paragraph(
        'For cross-border enquiries, email ',
        mailLink(`africa@${SAMPLE_EMAIL_DOMAIN}`),
        ' or call our Sandton head office on 011 555 0100.',
      ),
      contactParagraph('Our coordinator for the rest of Africa is ', PEOPLE.occupier),
    ),
  });
}

function buildCommitment(brandName: string): CmsPage {
  return buildPage({
    slug: 'about/commitment',
    section: 'about',
    title: 'Our commitment',
    intro:
      'Transformation, sustainability and ethics: what we commit to, how we measure it and where we still have work to do.',
    heroImage: sceneImage(
      'skyline-cape-town',
      3,
      'A green roof garden on a Cape Town office building with the city behind',
    ),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('Transformation'),
      paragraph(
        `${brandName} is a Level 1 B-BBEE contributor under the Amended Property Sector Code, verified annually by an accredited agency. Our certificate is available on request.`,
      ),
      bulletList([
        [
          '54% black ownership and 31% black women ownership, including a staff share trust for more than 900 employees.',
        ],
        [
          '62% of our brokers and 71% of our property managers are black; our target is to match the economically active population at every level of management by 2028.',
        ],
        [
          'A candidate property practitioner programme that takes 24 graduates a year through the PPRA’s internship and professional designation requirements.',
        ],
        [
          'R48 million a year spent with black-owned small and micro enterprises in our facilities supply chain.',
        ],
      ]),
      heading2('Sustainability'),
      paragraph(
        'Buildings produce a large share of South Africa’s carbon emissions and consume scarce water. Our commitments apply both to our own offices and to the buildings we manage for clients:',
      ),
      bulletList([
        [
          'Net-zero operational carbon in our own offices by 2030; Ridgeway House already runs on 60% solar power.',
        ],
        [
          'Smart metering on every managed building by the end of 2027, so that owners and tenants can see their energy and water use.',
        ],
        ['At least 20 Green Star certifications a year for client buildings.'],
      ]),
      paragraph(
        'Our progress is published each year. Owners who want to act on their own buildings can speak to our ',
        link('energy, water and sustainability team', '/group-services/energy-water-and-sustainability'),
        '.',
      ),
      heading2('Ethics'),
      paragraph(
        'Every employee signs our code of conduct each year. It covers conflicts of interest, gifts, confidentiality, competition law and the handling of client money. Our brokers are registered with the Property Practitioners Regulatory Authority and hold Fidelity Fund Certificates; client deposits are held only in audited trust accounts; and as an accountable institution under the Financial Intelligence Centre Act, we verify clients and report suspicious transactions.',
      ),
      quote('If something about a deal feels wrong, it probably is. Tell us.'),
      paragraph(
        'Anyone who suspects fraud, bribery or unethical conduct involving our people can report it anonymously through our ',
        link('fraud hotline', '/fraud-hotline'),
        ' on 0800 555 247.',
      ),
      contactParagraph('For our B-BBEE certificate or sustainability report, contact ', PEOPLE.marketing),
    ),
  });
}

export function buildAboutReachPages(brandName: string, affiliateName: string): CmsPage[] {
  return [
    buildCapabilities(brandName),
    buildAfricanFootprint(brandName, affiliateName),
    buildCommitment(brandName),
  ];
}
