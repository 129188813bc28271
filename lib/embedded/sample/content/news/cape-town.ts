import 'server-only';
import type { CmsNewsItem } from '@/lib/content/wire-types';
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
import { sceneImage } from '../pages/page-parts';
import { AUTHORS } from '@/lib/embedded/sample/people/authors';

function capeTownCbdConversions(brandName: string): CmsNewsItem {
  return {
    slug: 'cape-town-cbd-office-to-residential-conversions-gather-pace',
    type: 'NEWS',
    category: 'Office',
    title: 'Cape Town CBD office-to-residential conversions gather pace',
    excerpt:
      'Eleven older office buildings in the Cape Town CBD are being converted to apartments, removing 96,000 m² of B- and C-grade space from the market.',
    publishDate: '2024-08-22T07:00:00.000Z',
    featuredImage: sceneImage(
      'skyline-cape-town',
      4,
      'Older office blocks on a Cape Town CBD street with scaffolding',
    ),
    heroImage: sceneImage('skyline-cape-town', 5, 'The Cape Town CBD and Foreshore with Signal Hill behind'),
    youTube: 'b7Tn-4sWq9E',
    author: AUTHORS.officeCapeTown,
    articleCopy: richText(
      paragraph(
        `The Cape Town CBD is shrinking as an office market and growing as a place to live. ${brandName} counts eleven office buildings in the CBD that are being converted, or have approved plans to convert, to residential use. Together they remove about 96,000 m² of B- and C-grade office space, roughly 9% of the node's stock.`,
      ),
      heading2('Why conversions work in Cape Town'),
      bulletList([
        ['Strong demand for rental apartments close to work, restaurants and the MyCiTi bus network.'],
        ['A city planning framework that supports residential densification in the central city.'],
        [
          'Older office buildings with narrow floor plates and good natural light, which suit apartments better than modern open-plan offices.',
        ],
        [
          'Owners facing costly upgrades to keep B-grade offices competitive against newer Foreshore and Waterfront stock.',
        ],
      ]),
      heading2('Effect on the office market'),
      paragraph(
        'Because the converted buildings were mostly half-empty, conversions are tightening the remaining market quickly. CBD office vacancy fell to 8.1% in the second quarter of 2024 from 10.4% a year earlier, and good A-grade floors above 1,000 m² are now hard to find.',
      ),
      quote(
        'Every conversion takes a struggling building out of the office market and puts a few hundred residents on the street at night. That is good for the CBD and for the office landlords who remain.',
      ),
      paragraph(
        'That is the view of ',
        bold(AUTHORS.officeCapeTown.name),
        `, ${AUTHORS.officeCapeTown.title} at ${brandName}, who has advised on four of the eleven projects.`,
      ),
      heading3('What owners should consider'),
      orderedList([
        [
          'Structural and fire-engineering studies: floor-to-floor heights, core positions and escape routes decide feasibility.',
        ],
        ['Rezoning or consent use, and the time it adds to the project.'],
        ['Existing leases, and the cost of relocating tenants.'],
        ['Whether selling to a specialist converter gives a better return than converting yourself.'],
      ]),
      paragraph(
        'Watch the video for a walk through one of the conversions on Strand Street, and read our ',
        link('valuation and advisory', '/services/valuation-and-advisory-services'),
        ' page if you are weighing up a conversion.',
      ),
    ),
  };
}

function centuryCityDemand(brandName: string): CmsNewsItem {
  return {
    slug: 'century-city-office-demand-holds-firm',
    type: 'NEWS',
    category: 'Office',
    title: 'Century City office demand holds firm as tenants trade up',
    excerpt:
      'Century City vacancy fell below 6% in the third quarter of 2025, as occupiers from Bellville, Pinelands and the CBD fringe moved in.',
    publishDate: '2025-09-11T07:00:00.000Z',
    featuredImage: sceneImage('skyline-cape-town', 6, 'Office buildings beside the canals at Century City'),
    heroImage: sceneImage(
      'office-interior',
      3,
      'An open-plan office in Century City with views of Table Mountain',
    ),
    youTube: null,
    author: AUTHORS.officeCapeTown,
    articleCopy: richText(
      paragraph(
        `Century City, the mixed-use precinct on the N1 north of Cape Town's city centre, continues to draw office tenants from older nodes. ${brandName}'s third-quarter survey puts vacancy at 5.7%, down from 7.9% a year earlier, and A-grade gross asking rentals at R150 to R180 per m² per month.`,
      ),
      heading2('Where the tenants come from'),
      paragraph('Of the 31 leases above 300 m² we tracked in the node over the past twelve months:'),
      bulletList([
        [bold('12 '), 'came from Bellville and Tyger Valley, mostly financial services and insurance;'],
        [bold('8 '), 'from Pinelands and Epping, including two healthcare administrators;'],
        [bold('6 '), 'from the CBD fringe, where tenants cited parking and backup power;'],
        [bold('5 '), 'were new to Cape Town, relocating regional offices from Gauteng.'],
      ]),
      heading2('Why Century City'),
      paragraph(
        'Tenants point to secure, well-managed streets, a parking ratio of four bays per 100 m² in most buildings, easy access to the N1 and the airport, and the shops, gym and restaurants on site. Most recent buildings have solar PV and a green-building rating, and several landlords offer full generator backup as standard.',
      ),
      quote(
        'Century City sells itself on the things people worry about: getting in and out, parking, security and power. Rental is often the third or fourth question.',
      ),
      heading3('What is next'),
      bulletList([
        ['Two new office buildings totalling 18,000 m² are due in 2026, both about 60% pre-let.'],
        ['Rentals are likely to rise 5–7% a year while vacancy stays below 6%.'],
        ['Tenants needing more than 2,000 m² should plan 12 to 18 months ahead.'],
      ]),
      paragraph(
        'Our Cape Town office team can arrange viewings across the precinct. Call 021 555 0160 or browse listings on our ',
        link('property search', '/search?query=Century%20City'),
        '.',
      ),
    ),
  };
}

function capeTownOfficeMarketReport(brandName: string): CmsNewsItem {
  return {
    slug: 'cape-town-office-market-the-tightest-in-fifteen-years',
    type: 'PUBLICATION',
    category: 'Office',
    title: 'Cape Town office market: the tightest in fifteen years',
    excerpt:
      'Our annual Cape Town office report finds metropolitan vacancy at 6.0%, the lowest since 2010, with rentals rising fastest in Century City and Claremont.',
    publishDate: '2025-02-06T07:00:00.000Z',
    featuredImage: sceneImage('skyline-cape-town', 7, 'Table Mountain behind the Foreshore office towers'),
    heroImage: sceneImage('skyline-cape-town', 8, 'Aerial view of the Cape Town CBD, Foreshore and harbour'),
    youTube: 'Xk3pR8vQ2mL',
    author: AUTHORS.analystCapeTown,
    articleCopy: richText(
      paragraph(
        `${brandName}'s annual Cape Town office report, based on a survey of 486 buildings in eleven nodes, finds metropolitan office vacancy of 6.0% at the end of 2024, the lowest level since 2010. The national average over the same period was about 14%.`,
      ),
      heading2('Vacancy and rentals by node'),
      table(
        ['Node', 'Vacancy', 'A-grade gross asking rental (R/m²/month)', 'Rental growth, year on year'],
        [
          ['CBD and Foreshore', '7.2%', 'R140–R175', '4.1%'],
          ['V&A Waterfront', '3.1%', 'R220–R280', '5.2%'],
          ['Century City', '6.6%', 'R145–R175', '6.3%'],
          ['Claremont', '4.4%', 'R150–R185', '6.8%'],
          ['Bellville and Tyger Valley', '9.8%', 'R105–R135', '2.2%'],
        ],
      ),
      heading2('Findings'),
      bulletList([
        ['Semigration from Gauteng continues to support demand, especially for small and medium offices.'],
        [
          'Residential conversions in the CBD have removed about 100,000 m² of older office stock since 2022.',
        ],
        ['Very little new office space is under construction, so vacancy is likely to fall further in 2025.'],
        [
          'Tenants increasingly pay for resilience: buildings with full backup power achieve rentals 8–12% higher.',
        ],
      ]),
      quote(
        'For the first time in a decade, Cape Town landlords are setting the terms. Tenants should expect fewer incentives and higher escalations.',
      ),
      paragraph(
        'Demand is broad-based: financial services, technology and business-process outsourcing firms accounted for more than half of the space let in 2024, and the average deal size grew from 340 m² to 410 m².',
      ),
      heading3('About the report'),
      paragraph(
        'The report is written by our Senior Research Analyst, ',
        bold(AUTHORS.analystCapeTown.name),
        ', with data collected by our Cape Town research team in November and December 2024. In the accompanying video, he discusses the findings with our Western Cape office leasing director.',
      ),
      orderedList([
        ['Download the full report from our publications page.'],
        ['Subscribe to receive quarterly updates.'],
        ['Ask for node-level or building-level data for your own analysis.'],
      ]),
      paragraph('See all our reports on the ', link('publications page', '/media/publications'), '.'),
    ),
  };
}

function capeTownOfficeTeamAward(brandName: string): CmsNewsItem {
  return {
    slug: 'cape-town-team-named-top-broker-team-office-2023',
    type: 'AWARD',
    category: 'Office',
    title: 'Cape Town team named Top Broker Team, Office 2023',
    excerpt:
      'Our Western Cape office leasing team won Top Broker Team, Office at the 2023 Commercial Property Broking Awards for 41 leases across the Cape.',
    publishDate: '2024-03-21T07:00:00.000Z',
    featuredImage: sceneImage(
      'handshake-meeting',
      6,
      'The Cape Town office leasing team holding their award',
    ),
    heroImage: sceneImage('skyline-cape-town', 9, 'Cape Town’s Foreshore at golden hour'),
    youTube: null,
    author: AUTHORS.marketing,
    articleCopy: richText(
      paragraph(
        `${brandName}'s Western Cape office leasing team has been named Top Broker Team, Office at the 2023 Commercial Property Broking Awards, presented in Johannesburg on 14 March 2024. The judges recognised the team's 41 office leases in 2023, totalling 38,600 m², across the Cape Town CBD, Century City, Claremont and the Tyger Valley.`,
      ),
      heading2('What the judges said'),
      quote(
        'This team combined volume with quality: several complex relocations, two pre-lets of new buildings and a client-satisfaction score that stood out from every other entry.',
      ),
      heading2('The year in numbers'),
      bulletList([
        ['41 office leases concluded, up from 29 in 2022.'],
        ['Two pre-lets totalling 9,200 m² in new Century City developments.'],
        [
          'The relocation of a 450-person insurance operation from Bellville to Century City, completed in nine months.',
        ],
        ['A client-satisfaction score of 9.1 out of 10 across 37 completed surveys.'],
      ]),
      paragraph(
        'Team leader ',
        bold(AUTHORS.officeCapeTown.name),
        ' credited the result to the team’s focus on occupiers moving within the metropole, and on the Gauteng businesses opening or expanding offices in the Cape.',
      ),
      quote(
        'We spend as much time on the buildings we do not recommend as on the ones we do. Clients remember that.',
      ),
      paragraph(
        'The awards are judged by a panel of landlords, occupiers and industry advisers on deal volume, complexity, client feedback and market contribution.',
      ),
      heading3('Thanks'),
      paragraph(
        'We thank the landlords and tenants who trusted the team with their mandates, and our colleagues in research, valuations and transaction services whose work sits behind every deal. The team joins our Gauteng industrial brokers, who won their category in 2022, as national award winners.',
      ),
      paragraph(
        'Looking for office space in Cape Town? Browse ',
        link('offices to let', '/search?deal=ToLet&category=Office&city=Cape%20Town'),
        ' or call the team on 021 555 0160.',
      ),
    ),
  };
}

export function buildCapeTownNews(brandName: string): CmsNewsItem[] {
  return [
    capeTownCbdConversions(brandName),
    centuryCityDemand(brandName),
    capeTownOfficeMarketReport(brandName),
    capeTownOfficeTeamAward(brandName),
  ];
}
