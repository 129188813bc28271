import 'server-only';
import type { CmsNewsItem } from '@/lib/content/wire-types';
import {
  bold,
  bulletList,
  embeddedImage,
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

function sandtonVacancyEases(brandName: string): CmsNewsItem {
  return {
    slug: 'sandton-office-vacancy-eases-as-p-grade-demand-returns',
    type: 'NEWS',
    category: 'Office',
    title: 'Sandton office vacancy eases as P-grade demand returns',
    excerpt:
      'Vacancy in the Sandton CBD fell for a third consecutive quarter, led by tenants trading up into premium-grade buildings near the Gautrain.',
    publishDate: '2023-12-14T07:00:00.000Z',
    featuredImage: sceneImage('skyline-johannesburg', 6, 'Sandton office towers lit up at dusk'),
    heroImage: sceneImage('skyline-johannesburg', 7, 'The Sandton CBD skyline seen from Sandown at sunrise'),
    youTube: null,
    author: AUTHORS.research,
    articleCopy: richText(
      paragraph(
        `Office vacancy in the Sandton CBD fell to 17.8% in the fourth quarter of 2023, down from 19.1% a year earlier, according to ${brandName}'s quarterly survey of 212 buildings in the node. It is the third consecutive quarterly decline and the clearest sign yet that Johannesburg's premier office node has passed the worst of the post-pandemic slump.`,
      ),
      heading2('A flight to quality'),
      paragraph(
        'The recovery is uneven. Almost all of the net take-up came from premium- and A-grade buildings within walking distance of the Gautrain station, while B-grade vacancy in the node was unchanged at about 27%.',
      ),
      table(
        ['Grade', 'Vacancy Q4 2022', 'Vacancy Q4 2023', 'Gross asking rental (R/m²/month)'],
        [
          ['P-grade', '11.4%', '8.9%', 'R210–R255'],
          ['A-grade', '17.6%', '15.7%', 'R150–R200'],
          ['B-grade', '27.3%', '27.1%', 'R95–R140'],
        ],
      ),
      paragraph(italic('Source: our quarterly survey; rentals exclude VAT.')),
      heading2('Who is moving'),
      bulletList([
        [
          'Financial-services and professional firms consolidating two or three older offices into one better building.',
        ],
        [
          'Companies returning to the CBD from Bryanston and Rivonia to be closer to clients and public transport.',
        ],
        ['Occupiers with hybrid working who now lease 20–30% less space but want higher-quality space.'],
      ]),
      quote(
        'Tenants are not taking more space; they are taking better space. A P-grade landlord with backup power and showers is in a very different market from a B-grade landlord two blocks away.',
      ),
      paragraph(
        'That is how ',
        bold(AUTHORS.research.name),
        `, ${brandName}'s Head of Research, reads the figures. She expects incentives in the best buildings to shrink during 2024, with rent-free periods falling from three or four months on a five-year lease to two.`,
      ),
      heading3('What it means for tenants'),
      paragraph(
        'Occupiers with leases expiring in 2024 or 2025 should start negotiating early, while landlords of A-grade buildings are still competing for tenants. Our ',
        link('occupier services team', '/services/occupier-services'),
        ' can benchmark a renewal offer against recent deals, and the full report is on our ',
        link('publications page', '/media/publications'),
        '.',
      ),
    ),
  };
}

function umhlangaNodeGrowth(brandName: string): CmsNewsItem {
  return {
    slug: 'umhlanga-ridge-why-the-node-keeps-growing',
    type: 'NEWS',
    category: 'Office',
    title: 'Umhlanga Ridge: why the node keeps growing',
    excerpt:
      'Umhlanga Ridge added 38,000 m² of offices in three years and still has one of the lowest vacancy rates in the country. We look at why.',
    publishDate: '2024-06-13T07:00:00.000Z',
    featuredImage: sceneImage(
      'skyline-durban',
      4,
      'Office buildings on Umhlanga Ridge with the sea in the distance',
    ),
    heroImage: sceneImage('skyline-durban', 5, 'Aerial view of Umhlanga Ridge and the Ridgeside precinct'),
    youTube: null,
    author: AUTHORS.research,
    articleCopy: richText(
      paragraph(
        `While office nodes in Gauteng worked through high vacancy, Umhlanga Ridge, north of Durban, kept growing. ${brandName}'s survey shows 38,000 m² of new office space completed in the node between 2021 and mid-2024, and vacancy of just 6.8% in the second quarter of 2024, against a national average of about 14%.`,
      ),
      heading2('Four reasons for the growth'),
      orderedList([
        [
          bold('Relocation from the Durban CBD. '),
          'Professional firms and regional head offices continue to leave the city centre for safer, better-managed precincts.',
        ],
        [
          bold('Semigration. '),
          'Executives and professionals moving from Gauteng want an office near where they live.',
        ],
        [
          bold('Mixed-use planning. '),
          'Offices sit beside apartments, hotels, shops and the hospital, so staff can walk to lunch and many can walk to work.',
        ],
        [
          bold('Quality of stock. '),
          'About 88% of the node is A-grade or better, and most new buildings have solar power and backup water.',
        ],
      ]),
      embeddedImage(
        sceneImage('skyline-durban', 6, 'New A-grade office buildings under construction on Umhlanga Ridge'),
      ),
      heading2('Rentals and deal sizes'),
      paragraph(
        'A-grade gross asking rentals range from R150 to R185 per m² per month, and up to R200 for sea-facing floors. Most deals are small: 60% of the leases we concluded in the node in the past year were below 300 m², reflecting the many professional practices and regional offices based there.',
      ),
      quote(
        'Umhlanga is not competing with Sandton. It is competing with the idea of working from home, and winning, because people like being there.',
      ),
      heading3('The constraints'),
      bulletList([
        ['Traffic on the M41 and Umhlanga Rocks Drive at peak times.'],
        ['Limited remaining bulk on the ridge, pushing new development north towards Cornubia.'],
        ['Parking ratios that lag behind demand in older buildings.'],
      ]),
      paragraph(
        'Browse offices to let in the node on our ',
        link('property search', '/search?query=Umhlanga'),
        ', or contact our Durban team on 031 555 0180.',
      ),
    ),
  };
}

function rosebankGradePremium(brandName: string): CmsNewsItem {
  return {
    slug: 'rosebank-a-grade-premium-what-tenants-pay-in-2025',
    type: 'NEWS',
    category: 'Office',
    title: 'Rosebank’s A-grade premium: what tenants are paying in 2025',
    excerpt:
      'Rosebank P-grade rentals now match Sandton’s, while A-grade space is up to R70 per m² cheaper. Where is the value for tenants?',
    publishDate: '2025-05-22T07:00:00.000Z',
    featuredImage: sceneImage('skyline-johannesburg', 8, 'Rosebank office buildings along Oxford Road'),
    heroImage: sceneImage('office-interior', 7, 'A sunlit corner office with views over Rosebank'),
    youTube: null,
    author: AUTHORS.analystCapeTown,
    articleCopy: richText(
      paragraph(
        `Rosebank has become Johannesburg's most sought-after office node after Sandton, and in the premium grade it is now just as expensive. ${brandName}'s first-quarter 2025 data shows P-grade asking rentals of R190 to R230 per m² per month, within a few rand of the Sandton CBD. Vacancy in the node fell to 10.6%, from 12.1% a year earlier.`,
      ),
      heading2('The gap between grades'),
      paragraph(
        'The opportunity for tenants lies one grade down. A-grade buildings in Rosebank are letting at R150 to R180 per m², up to R70 less than premium space, often in buildings only ten or fifteen years old with good parking and backup power.',
      ),
      bulletList([
        [
          bold('P-grade: '),
          'R190–R230 per m²; vacancy 6.2%; typical incentive one month rent-free per lease year up to three.',
        ],
        [
          bold('A-grade: '),
          'R150–R180 per m²; vacancy 10.9%; tenant installation allowances of R1,500 per m² or more on five-year leases.',
        ],
        [
          bold('B-grade: '),
          'R95–R130 per m²; vacancy 18.4%; several buildings earmarked for residential conversion.',
        ],
      ]),
      heading2('Why Rosebank is in demand'),
      paragraph(
        'Tenants cite the Gautrain station, a walkable street grid, restaurants and the node’s reputation with younger staff. Media, technology and professional-services firms dominate recent leasing, with typical deals of 400 to 1,500 m².',
      ),
      quote(
        'For a 1,000 m² tenant on a five-year lease, choosing a good A-grade building over P-grade can save R4 million in rental, enough to pay for a very good fit-out.',
      ),
      heading3('Advice for occupiers'),
      orderedList([
        [
          'Compare total occupancy cost, including parking, operating-cost recoveries and generator charges, not just the base rental.',
        ],
        ['Ask for the building’s energy and water backup specifications in writing.'],
        ['Use the gap between grades as leverage when negotiating a renewal.'],
      ]),
      paragraph(
        'Our ',
        link('transaction services', '/services/transaction-services'),
        ' team can compare buildings like for like. Current availability is on our ',
        link('property search', '/search?query=Rosebank'),
        '.',
      ),
    ),
  };
}

function umhlangaNodeSnapshot(brandName: string): CmsNewsItem {
  return {
    slug: 'umhlanga-ridge-and-la-lucia-office-node-snapshot-2026',
    type: 'PUBLICATION',
    category: 'Office',
    title: 'Umhlanga Ridge and La Lucia office node snapshot, 2026',
    excerpt:
      'Our 2026 snapshot of the Umhlanga Ridge and La Lucia Ridge office nodes: stock, vacancy, rentals and the pipeline to 2028.',
    publishDate: '2026-04-23T07:00:00.000Z',
    featuredImage: sceneImage(
      'skyline-durban',
      7,
      'La Lucia Ridge office estate surrounded by indigenous gardens',
    ),
    heroImage: sceneImage('skyline-durban', 8, 'Umhlanga Ridge office towers above the coastal forest'),
    youTube: null,
    author: AUTHORS.analystRetail,
    articleCopy: richText(
      paragraph(
        `This snapshot summarises ${brandName}'s survey of 94 office buildings in Umhlanga Ridge and La Lucia Ridge in the first quarter of 2026. Together the two nodes hold about 610,000 m² of rentable office space, making them the largest office market in KwaZulu-Natal.`,
      ),
      heading2('Key figures'),
      table(
        ['Measure', 'Umhlanga Ridge', 'La Lucia Ridge'],
        [
          ['Office stock', '402,000 m²', '208,000 m²'],
          ['Vacancy', '6.1%', '9.4%'],
          ['A-grade gross asking rental', 'R150–R190 per m²', 'R125–R155 per m²'],
          ['Average lease term achieved', '4.2 years', '3.6 years'],
          ['Space under construction', '26,500 m²', 'None'],
        ],
      ),
      heading2('Findings'),
      bulletList([
        ['Umhlanga Ridge vacancy is near a ten-year low, and good space above 1,000 m² is scarce.'],
        [
          'La Lucia Ridge’s older campus-style buildings are letting more slowly; landlords are upgrading solar and backup water to compete.',
        ],
        ['Rentals in Umhlanga rose 5.8% year on year, ahead of the national average of about 3%.'],
        ['The 2026–2028 pipeline is concentrated in the northern extension of the ridge and in Cornubia.'],
      ]),
      quote('Occupiers who need more than 1,500 m² in Umhlanga in 2027 should be talking to developers now.'),
      paragraph(
        'Demand continues to come mainly from professional practices, financial advisers, healthcare administrators and the regional offices of national companies. Several Gauteng-based firms opened satellite offices in the node during 2025 to retain staff who had relocated to the coast, typically taking 150 to 400 m² on three-year leases.',
      ),
      heading3('Method'),
      paragraph(
        'Our analysts visited every building, recorded vacant space by floor and confirmed asking rentals with landlords and managing agents. Achieved rentals come from 146 leases concluded in the two nodes in 2025. Vacancy counts space available for immediate occupation, ',
        italic('excluding'),
        ' sublet space.',
      ),
      paragraph(
        'Download the full report from our ',
        link('publications page', '/media/publications'),
        ' or ask our ',
        link('research team', '/services/intel-and-market-analysis'),
        ' for building-level data.',
      ),
    ),
  };
}

export function buildOfficeMarketNews(brandName: string): CmsNewsItem[] {
  return [
    sandtonVacancyEases(brandName),
    umhlangaNodeGrowth(brandName),
    rosebankGradePremium(brandName),
    umhlangaNodeSnapshot(brandName),
  ];
}
