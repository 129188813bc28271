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

function officeMarketReviewQ4(brandName: string): CmsNewsItem {
  return {
    slug: 'south-african-office-market-review-q4-2023',
    type: 'PUBLICATION',
    category: 'Market Research',
    title: 'South African office market review: fourth quarter 2023',
    excerpt:
      'National office vacancy fell to 15.3% at the end of 2023. Our review covers 48 nodes, with Cape Town leading the recovery and Midrand lagging.',
    publishDate: '2024-01-25T07:00:00.000Z',
    featuredImage: sceneImage('skyline-pretoria', 3, 'Office buildings in Centurion beside the N1'),
    heroImage: sceneImage(
      'skyline-johannesburg',
      2,
      'Aerial view of Johannesburg office nodes from Rosebank to Sandton',
    ),
    youTube: null,
    author: AUTHORS.research,
    articleCopy: richText(
      paragraph(
        `${brandName}'s fourth-quarter 2023 office market review covers 2,140 office buildings in 48 nodes across Gauteng, the Western Cape and KwaZulu-Natal. National vacancy fell to 15.3% from 16.1% a year earlier, the first annual improvement since 2019.`,
      ),
      heading2('Vacancy by node'),
      table(
        ['Node', 'Vacancy Q4 2023', 'Change, year on year'],
        [
          ['Sandton CBD', '17.8%', '−1.3 points'],
          ['Rosebank', '12.4%', '−2.0 points'],
          ['Midrand', '23.1%', '+0.4 points'],
          ['Menlyn', '10.2%', '−1.1 points'],
          ['Cape Town CBD', '9.6%', '−1.7 points'],
          ['Century City', '8.3%', '−1.5 points'],
          ['Umhlanga Ridge', '7.4%', '−0.8 points'],
        ],
      ),
      paragraph(
        italic(
          'Vacancy is measured as space available for immediate occupation, as a share of rentable area.',
        ),
      ),
      heading2('Key findings'),
      bulletList([
        ['P-grade vacancy fell to 8.6% nationally, while B-grade vacancy remained above 20%.'],
        ['Cape Town nodes recovered fastest, helped by semigration and residential conversions in the CBD.'],
        ['Midrand remains oversupplied, with several older campuses empty for more than two years.'],
        ['Average achieved escalations on new leases rose to 6.8%.'],
      ]),
      heading3('Outlook for 2024'),
      paragraph(
        'We expect national vacancy to fall by another point in 2024, with almost all the improvement in premium and A-grade buildings. Almost no new speculative office space is being built, which will help, but the overhang of B-grade space in Johannesburg will take years to clear.',
      ),
      paragraph(
        'Leasing activity was led by financial services, professional firms and the public sector. The average deal size fell again, to 620 m², as occupiers with hybrid working took less space at renewal, even as they moved to better buildings.',
      ),
      quote(
        'The office market has stopped getting worse. That is not yet the same as getting better, except in the best buildings.',
      ),
      paragraph(
        'The full review, with rentals by grade for every node, is free on our ',
        link('publications page', '/media/publications'),
        '. Report author ',
        bold(AUTHORS.research.name),
        ' is available for briefings on request.',
      ),
    ),
  };
}

function officeConversionsReport(brandName: string): CmsNewsItem {
  return {
    slug: 'office-conversions-johannesburg-and-cape-town-cbds-2026',
    type: 'PUBLICATION',
    category: 'Market Research',
    title: 'Office conversions in the Johannesburg and Cape Town CBDs',
    excerpt:
      'Since 2020, 47 office buildings in the two CBDs have been converted to homes, hotels or schools. Our study looks at what works and what it costs.',
    publishDate: '2026-07-16T07:00:00.000Z',
    featuredImage: sceneImage(
      'skyline-johannesburg',
      4,
      'A converted office block in the Johannesburg CBD with new balconies',
    ),
    heroImage: sceneImage(
      'skyline-cape-town',
      2,
      'Residential conversions and office towers in the Cape Town CBD',
    ),
    youTube: null,
    author: AUTHORS.analystCapeTown,
    articleCopy: richText(
      paragraph(
        `Converting empty offices into apartments has become one of the main ways South Africa's oversupplied office market is shrinking. ${brandName}'s study identifies 47 office buildings in the Johannesburg and Cape Town CBDs converted since 2020, or under conversion, removing about 412,000 m² of office space.`,
      ),
      heading2('What the buildings became'),
      bulletList([
        [
          bold('Rental apartments: '),
          '36 buildings, mostly studios and one-bedroom units for young professionals and students.',
        ],
        [bold('Student housing: '), '5 buildings near universities in Braamfontein and the Cape Town CBD.'],
        [bold('Hotels and serviced apartments: '), '3 buildings, all in Cape Town.'],
        [bold('Schools and clinics: '), '3 buildings in the Johannesburg CBD.'],
      ]),
      embeddedImage(
        sceneImage('office-interior', 6, 'A converted office floor fitted out as studio apartments'),
      ),
      heading2('What makes a building convertible'),
      orderedList([
        [
          'A floor plate no deeper than about 18 metres from window to core, so that every room gets daylight.',
        ],
        ['Enough lifts and escape routes for residential occupancy, or space to add them.'],
        ['Structural capacity for new wet services, kitchens and bathrooms on every floor.'],
        [
          'A purchase price low enough: successful conversions typically paid R3,000 to R6,000 per m² for the building.',
        ],
      ]),
      heading2('Costs and returns'),
      paragraph(
        'Conversion costs ranged from R7,500 to R11,000 per m² in Johannesburg and R9,000 to R14,000 in Cape Town. Completed projects are achieving gross initial yields of 11–13% in Johannesburg and 9–10% in Cape Town, where rentals are higher but buildings cost more.',
      ),
      quote(
        'Conversion is not a rescue for every empty building. It works where the floor plate, the price and the neighbourhood all line up.',
      ),
      heading3('Effect on the office market'),
      paragraph(
        'In Cape Town, conversions are the main reason CBD vacancy has fallen to about 6%. In Johannesburg the effect is smaller relative to the size of the vacancy, but conversions have stabilised streets around Marshalltown and Braamfontein and improved demand for the remaining office stock.',
      ),
      paragraph(
        'The full study, with a checklist for owners, is on our ',
        link('publications page', '/media/publications'),
        '.',
      ),
    ),
  };
}

function backupPowerPremium(brandName: string): CmsNewsItem {
  return {
    slug: 'backup-power-premium-tenants-pay-more-for-resilient-buildings',
    type: 'NEWS',
    category: 'Market Research',
    title: 'Backup-power premium: tenants still pay more for resilient buildings',
    excerpt:
      'Even with load-shedding largely suspended, offices with full backup power let faster and achieve rentals 7–10% higher than similar buildings without it.',
    publishDate: '2026-02-12T07:00:00.000Z',
    featuredImage: sceneImage(
      'office-interior',
      8,
      'A generator room with two diesel generators behind an office building',
    ),
    heroImage: sceneImage(
      'skyline-pretoria',
      4,
      'Office buildings in Menlyn with solar carports in the foreground',
    ),
    youTube: null,
    author: AUTHORS.analystCapeTown,
    articleCopy: richText(
      paragraph(
        `Load-shedding has been largely suspended since 2024, but tenants have not forgotten. ${brandName}'s analysis of 1,120 office leases concluded in 2025 shows that buildings with full backup power, meaning generators or batteries able to run the whole building, achieved rentals 7–10% higher than comparable buildings in the same node and grade without it.`,
      ),
      heading2('The evidence'),
      bulletList([
        ['Average time to let vacant space: 7.4 months with full backup, 11.2 months without.'],
        ['Rental premium for full backup in A-grade buildings: 8.6% on average.'],
        ['Tenants with full backup were 1.4 times more likely to renew.'],
        ['Buildings with solar plus batteries achieved the largest premium, about 10%.'],
      ]),
      heading2('Why the premium persists'),
      orderedList([
        ['Tenants remember the cost of lost working days in 2023, and boards now ask about resilience.'],
        [
          'Municipal distribution failures, such as substation faults, still cause outages that have nothing to do with national supply.',
        ],
        [
          'Solar and batteries also lower monthly electricity bills, so tenants see a saving, not only insurance.',
        ],
      ]),
      quote(
        'Resilience has become part of what tenants mean by A-grade. It is no longer an extra that landlords can charge for separately.',
      ),
      heading3('What owners should do'),
      paragraph(
        'Owners of buildings without full backup should weigh the cost of an upgrade against the premium and the faster letting. For a 10,000 m² office building, a combined solar, battery and generator upgrade of R12 to R18 million can pay back within five years from the rental premium alone.',
      ),
      paragraph(
        'The analysis is part of our ',
        link('quarterly market research', '/services/intel-and-market-analysis'),
        '. For an assessment of a specific building, contact our ',
        link('strategic risk management', '/services/strategic-risk-management'),
        ' team.',
      ),
    ),
  };
}

function greenBuildingPremiumStudy(brandName: string): CmsNewsItem {
  return {
    slug: 'green-buildings-and-rental-premiums-a-three-year-study',
    type: 'PUBLICATION',
    category: 'Sustainability',
    title: 'Green buildings and rental premiums: a three-year study',
    excerpt:
      'Do green-certified offices earn more? Our study of 310 buildings finds a 6% rental premium, lower vacancy and operating costs 18% below average.',
    publishDate: '2025-10-02T07:00:00.000Z',
    featuredImage: sceneImage(
      'skyline-cape-town',
      3,
      'A green-certified office building with planted terraces',
    ),
    heroImage: sceneImage('office-interior', 9, 'An office atrium with daylight, timber finishes and plants'),
    youTube: null,
    author: AUTHORS.research,
    articleCopy: richText(
      paragraph(
        `Owners often ask whether green-building certification pays. ${brandName}'s research team compared 310 A- and P-grade office buildings in Gauteng, the Western Cape and KwaZulu-Natal from 2022 to 2025: 104 with a Green Star rating and 206 without.`,
      ),
      heading2('Findings'),
      table(
        ['Measure', 'Green Star-rated', 'Not rated'],
        [
          ['Average gross rental (R/m²/month)', 'R178', 'R168'],
          ['Average vacancy, 2025', '7.1%', '11.8%'],
          ['Operating cost (R/m²/month)', 'R31', 'R38'],
          ['Tenant retention at renewal', '79%', '68%'],
        ],
      ),
      paragraph(
        'After adjusting for node, age and grade, certified buildings earned a rental premium of about 6%, had vacancy almost five points lower and operating costs about 18% below their peers.',
      ),
      heading2('Who is driving demand'),
      bulletList([
        ['Multinational occupiers with global net-zero commitments, who require certified space.'],
        ['Listed funds reporting to investors on sustainability.'],
        ['Banks offering lower interest rates on green-building finance.'],
      ]),
      paragraph(
        'The premium was largest in Sandton and Century City, where multinational occupiers are concentrated, and smallest in Pretoria, where public-sector tenants have so far placed less weight on certification.',
      ),
      quote(
        'Certification is no longer a marketing badge. For a growing group of tenants it is a condition of the lease.',
      ),
      paragraph(
        'For owners, the implication is practical: the cost of certifying an existing building is usually recovered within two to three years through lower operating costs alone.',
      ),
      heading3('Method'),
      paragraph(
        'Rentals and vacancy come from our quarterly surveys; operating costs from 118 buildings we manage. Certified buildings were matched with uncertified buildings of similar age, grade and node. The study does not prove that certification causes the premium, since better buildings tend to seek certification, but the pattern is consistent across all three regions.',
      ),
      paragraph(
        'Download the full study from our ',
        link('publications page', '/media/publications'),
        '. Green Star criteria are set by the ',
        link('Green Building Council South Africa', 'https://gbcsa.org.za'),
        '.',
      ),
    ),
  };
}

export function buildResearchNews(brandName: string): CmsNewsItem[] {
  return [
    officeMarketReviewQ4(brandName),
    officeConversionsReport(brandName),
    backupPowerPremium(brandName),
    greenBuildingPremiumStudy(brandName),
  ];
}
