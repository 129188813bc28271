import 'server-only';
import type { CmsPage } from '@/lib/content/wire-types';
import {
  bold,
  bulletList,
  embeddedImage,
  heading2,
  heading3,
  hr,
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

const UPDATED_AT = '2026-08-31T08:00:00.000Z';

function buildAboutIndex(brandName: string, affiliateName: string): CmsPage {
  const aboutLinks: Array<[slug: string, title: string, summary: string]> = [
    [
      'cushman-wakefield',
      `Our ${affiliateName} affiliation`,
      'how an international network serves clients at home and abroad.',
    ],
    [
      'group-overview',
      'Group overview',
      'our history, ownership, leadership and the businesses in the group.',
    ],
    ['capabilities', 'Capabilities', 'the sectors, services and numbers behind our work.'],
    [
      'african-footprint',
      'African footprint',
      'six South African offices and partners in eleven more countries.',
    ],
    ['commitment', 'Our commitment', 'transformation, sustainability and the ethics we hold ourselves to.'],
  ];
  return buildPage({
    slug: 'about',
    section: 'about',
    title: `About ${brandName}`,
    intro: `${brandName} is a South African commercial property services company: broking, valuation, management and advice since 2004.`,
    heroImage: sceneImage(
      'skyline-johannesburg',
      4,
      'Sandton’s office skyline from Sandown, with Ridgeway House in the foreground',
    ),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('Who we are'),
      paragraph(
        `${brandName} was founded in Sandton in 2004 by three brokers who believed that commercial property clients deserved the same rigour as a corporate finance deal. Today we employ about 1,150 people in six South African offices, manage 3.1 million m² of commercial space, value more than 1,400 properties a year and let or sell space in every major node from the Foreshore to Umhlanga Ridge.`,
      ),
      paragraph(
        'We are independently owned by our management and staff, and we are a Level 1 contributor under the Amended Property Sector Code. Internationally, we work in affiliation with ',
        bold(affiliateName),
        ', which gives our clients access to advisers in more than 60 countries.',
      ),
      heading2('Learn more about us'),
      bulletList(aboutLinks.map(([slug, title, summary]) => [link(title, `/about/${slug}`), `: ${summary}`])),
      heading3('What we do'),
      paragraph(
        'Our work falls into two groups. ',
        link('Services', '/services'),
        ' covers advice and transactions: broking, capital markets, valuations, research, strategy and workplace consulting. ',
        link('Group services', '/group-services'),
        ' covers the businesses that run buildings once the deal is done: property and facilities management, auctions, energy and water, and lease and rates audits.',
      ),
      quote('We would rather lose a deal than give advice we would not take ourselves.'),
      paragraph(
        'That line, from our founders’ first business plan, is still read to every new broker on their first day. It is why we publish our research, why our valuers are paid regardless of the figure they reach, and why our brokers disclose how they are paid before a client signs anything.',
      ),
      contactParagraph('To find out how we can help, contact ', PEOPLE.managingDirector),
    ),
  });
}

function buildAffiliation(brandName: string, affiliateName: string): CmsPage {
  return buildPage({
    slug: 'about/cushman-wakefield',
    section: 'about',
    title: `Our ${affiliateName} affiliation`,
    intro: `${brandName} works in affiliation with ${affiliateName}, giving clients international reach with local ownership and expertise.`,
    heroImage: sceneImage(
      'handshake-meeting',
      3,
      'Colleagues on a video call with an international team in a Sandton boardroom',
    ),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('Local firm, international network'),
      paragraph(
        `Since 2012, ${brandName} has been the South African affiliate of ${affiliateName}, an international network of commercial real estate advisers working in more than 60 countries. The affiliation is a partnership of independent firms: we remain South African and independently owned, and ${affiliateName} does not hold shares in ${brandName}. What it does give our clients is a trusted adviser wherever their business goes, and a common standard of service on both sides of a cross-border deal.`,
      ),
      heading3('What the affiliation means for clients'),
      bulletList([
        [
          bold('Multinational occupiers '),
          'entering South Africa get one point of contact who already knows their global real-estate standards and approval process.',
        ],
        [
          bold('South African companies expanding abroad '),
          'are introduced to vetted advisers in the markets they are entering, from Nairobi to London.',
        ],
        [
          bold('International investors '),
          'looking at South African property receive our research in the format they use for other markets, with yields and rentals explained in local context.',
        ],
        [
          bold('Global account programmes '),
          'with a single lease database, consistent reporting and one service-level agreement across countries.',
        ],
      ]),
      heading2('How a cross-border mandate works'),
      orderedList([
        ['The client appoints a global or regional account lead in the network.'],
        [
          `${brandName} is appointed for South Africa, and in most cases for our partner markets in Southern and East Africa.`,
        ],
        ['We agree one brief, one reporting format and one fee basis across all the countries involved.'],
        [
          'Our team delivers locally and reports to the account lead, so the client sees one programme, not a dozen firms.',
        ],
      ]),
      heading2('Shared standards'),
      paragraph(
        'Affiliates share research methods, valuation standards, training and client-service benchmarks. Our analysts contribute South African data to the network’s quarterly global outlooks, and our brokers take part in sector groups for logistics, offices and retail. Every affiliate is independently reviewed for compliance, anti-bribery controls and data protection before it joins and every three years after that.',
      ),
      hr(),
      paragraph(
        italic(
          `${affiliateName} and ${brandName} are separate and independent legal entities. Each firm is responsible for its own services and obligations.`,
        ),
      ),
      contactParagraph('For international and cross-border mandates, contact ', PEOPLE.occupier),
    ),
  });
}

function buildGroupOverview(brandName: string): CmsPage {
  return buildPage({
    slug: 'about/group-overview',
    section: 'about',
    title: 'Group overview',
    intro: `How ${brandName} is owned, led and organised, and how the group grew from a three-person broking firm into a national business.`,
    heroImage: sceneImage(
      'skyline-johannesburg',
      5,
      'Ridgeway House, a five-storey office building on Katherine Street in Sandown',
    ),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('The group today'),
      paragraph(
        `${brandName} (Pty) Ltd is the holding and operating company of the group. It employs about 1,150 people, of whom about 640 work in property and facilities management and 90 are brokers. Head office is Ridgeway House in Sandown, Sandton, with regional offices in Pretoria, Cape Town, Durban, Gqeberha and Bloemfontein.`,
      ),
      embeddedImage(
        sceneImage('office-interior', 8, 'The reception and client lounge at Ridgeway House in Sandton'),
      ),
      heading2('Milestones'),
      table(
        ['Year', 'Milestone'],
        [
          ['2004', 'Founded in Sandton as an office broking firm with three partners.'],
          ['2008', 'Opened the Cape Town office and started industrial broking.'],
          ['2011', 'Launched property management with a first mandate of 120,000 m².'],
          ['2012', 'Became the South African affiliate of an international advisory network.'],
          ['2015', 'Opened offices in Durban, Pretoria and Gqeberha; started valuations.'],
          [
            '2019',
            'Acquired a facilities-management business and launched integrated facilities management.',
          ],
          ['2021', 'Became a Level 1 B-BBEE contributor after a staff share scheme took 30% of the equity.'],
          ['2023', 'Opened in Bloemfontein and launched the energy, water and sustainability business.'],
          ['2025', 'Passed 3 million m² of managed property and 40 MWp of solar on managed roofs.'],
        ],
      ),
      heading2('Ownership and governance'),
      bulletList([
        [
          '54% of the shares are held by black South Africans, including 31% by black women, through direct holdings and the staff share trust.',
        ],
        ['The staff share trust holds 30% on behalf of more than 900 employees.'],
        [
          'A board of nine directors, four of them independent, oversees the group; audit, risk and social-and-ethics committees report to it.',
        ],
      ]),
      heading3('Leadership'),
      paragraph(
        bold(PEOPLE.managingDirector.name),
        ' has been Managing Director since 2020. ',
        bold(PEOPLE.informationOfficer.name),
        ', Chief Operating Officer, leads operations, compliance and technology. Each business in the group has its own head, listed on its page under ',
        link('services', '/services'),
        ' and ',
        link('group services', '/group-services'),
        '.',
      ),
      contactParagraph('For corporate and media enquiries, contact ', PEOPLE.marketing),
    ),
  });
}

export function buildAboutPages(brandName: string, affiliateName: string): CmsPage[] {
  return [
    buildAboutIndex(brandName, affiliateName),
    buildAffiliation(brandName, affiliateName),
    buildGroupOverview(brandName),
  ];
}
