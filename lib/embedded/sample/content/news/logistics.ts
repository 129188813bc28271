import 'server-only';
import type { CmsNewsItem } from '@/lib/content/wire-types';
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
import { sceneImage } from '../pages/page-parts';
import { AUTHORS } from '@/lib/embedded/sample/people/authors';

function gautengIndustrialSurvey(brandName: string): CmsNewsItem {
  return {
    slug: 'gauteng-industrial-vacancy-and-rental-survey-q1-2025',
    type: 'PUBLICATION',
    category: 'Industrial',
    title: 'Gauteng industrial vacancy and rental survey, Q1 2025',
    excerpt:
      'Gauteng industrial vacancy held at 3.6% in the first quarter of 2025, with the East Rand tightest and rentals for small units up 7.3%.',
    publishDate: '2025-06-19T07:00:00.000Z',
    featuredImage: sceneImage(
      'warehouse-aerial',
      8,
      'Warehouses and truck yards in Jet Park on the East Rand',
    ),
    heroImage: sceneImage(
      'warehouse-aerial',
      9,
      'Aerial view of industrial parks along the R24 near OR Tambo',
    ),
    youTube: null,
    author: AUTHORS.research,
    articleCopy: richText(
      paragraph(
        `${brandName}'s quarterly survey of 812 industrial properties in Gauteng shows a market that remains short of space. Vacancy was 3.6% at the end of March 2025, unchanged from the previous quarter, and rentals for units of about 500 m² rose 7.3% year on year.`,
      ),
      heading2('Vacancy and rentals by node'),
      table(
        ['Node', 'Vacancy', 'Gross rental, 500–1,000 m² (R/m²/month)', 'Net rental, 10,000 m²+ (R/m²/month)'],
        [
          ['Jet Park and Isando', '2.4%', 'R78–R95', 'R76–R90'],
          ['Germiston, Wadeville and Alrode', '3.1%', 'R62–R80', 'R65–R78'],
          ['Riverfields and Clayville (R21)', '1.9%', 'R85–R105', 'R80–R92'],
          ['Midrand and Waterfall', '3.3%', 'R88–R110', 'R82–R95'],
          ['Roodepoort and Kya Sand', '4.6%', 'R70–R92', 'R70–R82'],
          ['Rosslyn and Pretoria West', '5.8%', 'R55–R72', 'R60–R72'],
        ],
      ),
      paragraph(italic('Source: our quarterly survey of properties above 500 m²; rentals exclude VAT.')),
      heading2('Findings'),
      bulletList([
        ['The East Rand, close to OR Tambo and the main highways, remains the tightest part of the market.'],
        [
          'Rosslyn vacancy is rising as automotive suppliers consolidate, making it one of the few areas where tenants can negotiate.',
        ],
        ['Net initial yields on industrial sale-and-leasebacks are about 9.4% at 7% escalations.'],
        ['Only 6% of space under construction in Gauteng is speculative.'],
      ]),
      heading3('Outlook'),
      paragraph(
        'We expect vacancy to stay below 4% through 2025 and rental growth of 6–7%, ahead of consumer inflation. The main risks are a slower economy and electricity supply constraints that delay new connections.',
      ),
      paragraph(
        'Occupiers with leases ending in 2026 should open renewal talks early; in most East Rand nodes there is no realistic alternative building to use as leverage.',
      ),
      quote(
        'The constraint on Gauteng industrial property is no longer demand or land. It is power connections.',
      ),
      paragraph(
        'The full survey, with building-level tables for subscribers, is available on our ',
        link('publications page', '/media/publications'),
        '. Brokers in our ',
        link('broking team', '/services/broking'),
        ' can advise on specific nodes.',
      ),
    ),
  };
}

function riverfieldsDealOfTheYear(brandName: string): CmsNewsItem {
  return {
    slug: 'riverfields-cross-dock-named-industrial-deal-of-the-year-2024',
    type: 'AWARD',
    category: 'Industrial',
    title: 'Riverfields cross-dock named Industrial Deal of the Year 2024',
    excerpt:
      'Our 24,000 m² pre-let of a cross-dock facility on the R21 corridor won Industrial Deal of the Year at the 2024 Commercial Property Broking Awards.',
    publishDate: '2025-03-27T07:00:00.000Z',
    featuredImage: sceneImage(
      'warehouse-aerial',
      2,
      'A completed cross-dock facility with dock doors on both sides',
    ),
    heroImage: sceneImage(
      'handshake-meeting',
      7,
      'The industrial team at the awards evening in Johannesburg',
    ),
    youTube: null,
    author: AUTHORS.marketing,
    articleCopy: richText(
      paragraph(
        `The pre-let of a 24,000 m² cross-dock facility in Riverfields, negotiated by ${brandName}'s Gauteng industrial team, has been named Industrial Deal of the Year at the 2024 Commercial Property Broking Awards. The ten-year lease was signed with a national logistics operator before ground was broken, and the building was handed over in November 2024.`,
      ),
      heading2('Why the deal stood out'),
      bulletList([
        [
          'It consolidated four of the tenant’s older warehouses in Isando, Spartan and Germiston into one building.',
        ],
        [
          'The lease included a 1.2 MWp solar system, owned by the landlord and sold to the tenant at a discount to the municipal tariff.',
        ],
        ['The development was completed in 11 months from signature, two weeks ahead of programme.'],
        ['The tenant’s operating costs per pallet fell by 18% in the first quarter after the move.'],
      ]),
      heading2('How it came together'),
      orderedList([
        ['Our strategy team modelled the cost of staying in four buildings against consolidation.'],
        ['Our brokers approached three developers with serviced land on the R21 corridor.'],
        [
          'Transaction services negotiated a build-to-suit lease with escalations of 6.5% and a capped operating-cost recovery.',
        ],
        ['Our energy team specified the solar and metering arrangement written into the lease.'],
      ]),
      quote(
        'This was a team deal in every sense. It needed strategy, broking, transactions and energy expertise, and it shows what we can do when those teams work together.',
      ),
      paragraph('says ', bold(AUTHORS.industrialBroking.name), ', who led the mandate.'),
      heading3('About the awards'),
      paragraph(
        'The Commercial Property Broking Awards recognise transactions concluded in the previous calendar year and are judged by an independent panel of owners, occupiers and advisers. Read more about our ',
        link('capabilities', '/about/capabilities'),
        ' and our ',
        link('transaction services', '/services/transaction-services'),
        '.',
      ),
    ),
  };
}

function topBrokerTeamIndustrial(brandName: string): CmsNewsItem {
  return {
    slug: 'top-broker-team-industrial-2025',
    type: 'AWARD',
    category: 'Industrial',
    title: 'Top Broker Team, Industrial 2025',
    excerpt:
      'Our Gauteng industrial team won Top Broker Team, Industrial 2025 after letting and selling 231,000 m² of warehouse and factory space.',
    publishDate: '2026-03-19T07:00:00.000Z',
    featuredImage: sceneImage(
      'handshake-meeting',
      8,
      'The Gauteng industrial broking team on stage with their award',
    ),
    heroImage: sceneImage('warehouse-aerial', 3, 'Logistics parks along the R21 corridor from the air'),
    youTube: 'H2oYc6-NwBs',
    author: AUTHORS.marketing,
    articleCopy: richText(
      paragraph(
        `${brandName}'s Gauteng industrial broking team has won Top Broker Team, Industrial 2025 at the Commercial Property Broking Awards. It is the team's third win in the category and follows last year's Industrial Deal of the Year for the Riverfields cross-dock.`,
      ),
      heading2('The team’s 2025 in numbers'),
      bulletList([
        [bold('231,000 m² '), 'of industrial space let or sold, up 24% on 2024.'],
        [
          bold('97 transactions, '),
          'from 250 m² mini-units in Kya Sand to a 31,000 m² distribution centre in Clayville.',
        ],
        [
          bold('R1.6 billion '),
          'in industrial property sales, including three sale-and-leasebacks for manufacturers.',
        ],
        [bold('9.3 out of 10 '), 'average client satisfaction across 74 surveys.'],
      ]),
      quote(
        'The judges were impressed by the range of this team: they are just as good at finding a 300 m² unit for a start-up as they are at structuring a R400 million sale-and-leaseback.',
      ),
      heading2('What made the difference'),
      paragraph(
        'Team leader ',
        bold(AUTHORS.industrialBroking.name),
        ' points to specialisation by node. Each of the team’s eleven brokers covers a defined set of areas, from Jet Park and Isando to Midrand and Rosslyn, and knows every building in it, including those that are not on the market.',
      ),
      paragraph(
        'The team also trained four candidate property practitioners during the year, two of whom concluded their first transactions before qualifying.',
      ),
      heading3('Watch the video'),
      paragraph(
        'In the video, members of the team talk about their most memorable deals of the year and what tenants are asking for in 2026: more power, more yard space and solar on the roof.',
      ),
      paragraph(
        'Thank you to every client who trusted the team in 2025. Looking for industrial space? Browse ',
        link('industrial property to let', '/search?deal=ToLet&category=Industrial'),
        ' or call the team on 011 555 0142.',
      ),
    ),
  };
}

export function buildLogisticsNews(brandName: string): CmsNewsItem[] {
  return [
    gautengIndustrialSurvey(brandName),
    riverfieldsDealOfTheYear(brandName),
    topBrokerTeamIndustrial(brandName),
  ];
}
