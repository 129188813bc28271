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

function r21LogisticsDemand(brandName: string): CmsNewsItem {
  return {
    slug: 'r21-corridor-logistics-demand-outpaces-new-supply',
    type: 'NEWS',
    category: 'Industrial',
    title: 'R21 corridor logistics demand outpaces new supply',
    excerpt:
      'Big-box warehouses along the R21 between OR Tambo and Pretoria are let before completion, and prime net rentals have risen 9% in a year.',
    publishDate: '2024-04-11T07:00:00.000Z',
    featuredImage: sceneImage('warehouse-aerial', 7, 'A new logistics warehouse beside the R21 highway'),
    heroImage: sceneImage('warehouse-aerial', 8, 'Trucks at the loading docks of a cross-dock facility'),
    youTube: null,
    author: AUTHORS.industrialBroking,
    articleCopy: richText(
      paragraph(
        `The R21 corridor, linking OR Tambo International Airport, the East Rand and Pretoria, has become Gauteng's busiest logistics market. ${brandName}'s industrial team tracked 214,000 m² of warehouse leasing in the corridor in 2023, more than the new space completed, and almost every large building delivered in the past year was let before construction finished.`,
      ),
      heading2('What is driving demand'),
      bulletList([
        [
          bold('E-commerce and retail distribution: '),
          'retailers are building regional fulfilment centres close to the airport and the main routes north.',
        ],
        [
          bold('Consolidation: '),
          'third-party logistics operators are replacing several older warehouses in Isando and Spartan with one modern facility.',
        ],
        [
          bold('Resilience: '),
          'new parks offer solar PV, generators, water storage and security that older areas cannot match.',
        ],
        [bold('Access: '), 'the R21, N12 and R24 link the corridor to every part of Gauteng within an hour.'],
      ]),
      heading2('Rentals and specifications'),
      paragraph(
        'Prime net rentals for new warehouses above 10,000 m² rose about 9% in 2023, to between R75 and R88 per m² per month. Tenants expect 12 to 14 metres to the eaves, floors rated for 50 kN per m², at least one dock leveller per 1,000 m² and truck yards of 35 metres or more.',
      ),
      quote(
        'A year ago tenants compared three or four new buildings. Today they are lucky to see one that is not already let, so most big deals are now pre-lets or build-to-suit.',
      ),
      paragraph(
        'says ',
        bold(AUTHORS.industrialBroking.name),
        `, ${AUTHORS.industrialBroking.title} at ${brandName}.`,
      ),
      heading3('Advice for occupiers'),
      orderedList([
        ['Start looking 12 to 18 months before you need to move if you need more than 10,000 m².'],
        ['Consider a build-to-suit on a longer lease: the rental premium is often smaller than expected.'],
        [
          'Check the available electrical supply, in kVA, before anything else; it is now the scarcest specification.',
        ],
      ]),
      paragraph(
        'See available warehouses on our ',
        link('property search', '/search?deal=ToLet&category=Industrial'),
        ', or read our ',
        link('industrial and logistics reports', '/media/publications'),
        '.',
      ),
    ),
  };
}

function gqeberhaCoegaDemand(brandName: string): CmsNewsItem {
  return {
    slug: 'gqeberha-and-coega-automotive-suppliers-lift-industrial-demand',
    type: 'NEWS',
    category: 'Industrial',
    title: 'Gqeberha and Coega: automotive suppliers lift industrial demand',
    excerpt:
      'Automotive component suppliers and logistics operators have pushed Nelson Mandela Bay industrial vacancy below 4% for the first time since 2015.',
    publishDate: '2024-07-25T07:00:00.000Z',
    featuredImage: sceneImage('warehouse-aerial', 9, 'Factory buildings in the Coega Special Economic Zone'),
    heroImage: sceneImage('warehouse-aerial', 2, 'Container stacks and warehouses near the port of Ngqura'),
    youTube: null,
    author: AUTHORS.industrialBroking,
    articleCopy: richText(
      paragraph(
        `Industrial property in Nelson Mandela Bay is having its best year in almost a decade. ${brandName}'s Gqeberha office puts industrial vacancy across the metro at 3.8% in mid-2024, down from 6.5% two years ago, led by automotive suppliers and logistics operators serving the port of Ngqura.`,
      ),
      heading2('Where the demand is'),
      bulletList([
        [
          bold('Coega SEZ: '),
          'component manufacturers building new plants on long land leases, several with export orders for new-energy vehicle parts.',
        ],
        [
          bold('Markman and Struandale: '),
          'older industrial townships where well-located warehouses of 1,000 to 5,000 m² are now scarce.',
        ],
        [
          bold('Baywest and Greenbushes: '),
          'newer logistics parks close to the N2 with better security and yards.',
        ],
      ]),
      embeddedImage(
        sceneImage('warehouse-aerial', 3, 'A new component factory under construction in the Coega SEZ'),
      ),
      heading2('Rentals'),
      paragraph(
        'Gross rentals for good warehouses of 1,000 to 3,000 m² in Struandale and Markman range from R55 to R70 per m² per month, still well below Gauteng and Cape Town levels. That price gap is part of the attraction for businesses serving the Eastern Cape from a base near the port.',
      ),
      quote(
        'The Eastern Cape automotive cluster is quietly reinventing itself. Every new model line brings three or four suppliers looking for space within 30 minutes of the plant.',
      ),
      heading3('Risks to watch'),
      bulletList([
        ['Municipal water supply, after the 2022 drought left parts of the metro close to running dry.'],
        ['Port efficiency, which determines how attractive Ngqura is for exporters.'],
        ['Global vehicle demand and the pace of the shift to new-energy vehicles.'],
      ]),
      paragraph(
        'Our Gqeberha team is in Newton Park and can be reached on 041 555 0190. For businesses planning an investment in the area, our ',
        link('strategy and consulting', '/services/strategy-and-consulting'),
        ' team prepares ',
        italic('site-selection'),
        ' studies.',
      ),
    ),
  };
}

function miniUnitShortage(brandName: string): CmsNewsItem {
  return {
    slug: 'mini-unit-industrial-parks-small-business-space-in-short-supply',
    type: 'NEWS',
    category: 'Industrial',
    title: 'Mini-unit industrial parks: small-business space in short supply',
    excerpt:
      'Units of 200 to 750 m² are the hardest industrial space to find in Gauteng, with vacancy below 2% and rentals rising 7% a year.',
    publishDate: '2025-07-10T07:00:00.000Z',
    featuredImage: sceneImage(
      'warehouse-aerial',
      4,
      'A row of mini-unit warehouses with roller-shutter doors',
    ),
    heroImage: sceneImage('warehouse-aerial', 5, 'Aerial view of a mini-unit park in Midrand'),
    youTube: 'pL8tG3eJv0M',
    author: AUTHORS.industrialBroking,
    articleCopy: richText(
      paragraph(
        `If you run a small business and need a workshop, a store or a small warehouse in Gauteng, you have probably noticed: there is almost nothing available. ${brandName}'s mid-2025 survey of 118 mini-unit parks found vacancy of 1.7% for units between 200 and 750 m², the lowest of any industrial segment.`,
      ),
      heading2('Why small units are scarce'),
      orderedList([
        [
          'Developers have focused on large logistics buildings, which are easier to fund and let to a single tenant.',
        ],
        ['Land prices and construction costs make small units expensive to build per m².'],
        [
          'Small businesses tend to stay put: the average tenancy in our managed mini-unit parks is now over seven years.',
        ],
        [
          'New demand from e-commerce sellers, installers of solar systems and trades that have left home garages.',
        ],
      ]),
      heading2('What tenants pay'),
      paragraph(
        'Gross rentals for mini-units in Midrand, Kya Sand, Wadeville and Jet Park range from R75 to R110 per m² per month, higher per m² than big warehouses. They rose 7.2% in the year to June 2025, ahead of inflation for the third year running.',
      ),
      quote(
        'When a good 300 m² unit comes up in Midrand, we have three or four tenants ready to view it that week. Landlords no longer need to offer rent-free months.',
      ),
      heading3('Tips for small businesses'),
      bulletList([
        [
          'Register your requirement with two or three brokers, so that you hear about units before they are advertised.',
        ],
        ['Know your power needs: many older units have only single-phase supply.'],
        ['Be ready to sign quickly, with financial statements and a deposit available.'],
        ['Consider buying: sectional-title mini-units sell for about R9,000 to R13,000 per m².'],
      ]),
      paragraph(
        'In the video, ',
        bold(AUTHORS.industrialBroking.name),
        ' visits a new mini-unit park in Midrand. Browse available units on our ',
        link('property search', '/search?deal=ToLet&category=Industrial&maxGLA=750'),
        '.',
      ),
    ),
  };
}

function industrialReportQ1(brandName: string): CmsNewsItem {
  return {
    slug: 'industrial-and-logistics-report-q1-2024',
    type: 'PUBLICATION',
    category: 'Industrial',
    title: 'Industrial and logistics report: first quarter 2024',
    excerpt:
      'National industrial vacancy of 3.7%, rentals up 6.1% year on year and a record pipeline of pre-let logistics space: our Q1 2024 report.',
    publishDate: '2024-05-09T07:00:00.000Z',
    featuredImage: sceneImage(
      'warehouse-aerial',
      6,
      'Inside a high-bay warehouse with racking and forklifts',
    ),
    heroImage: sceneImage('warehouse-aerial', 7, 'Aerial view of logistics parks on the East Rand'),
    youTube: null,
    author: AUTHORS.analystCapeTown,
    articleCopy: richText(
      paragraph(
        `${brandName}'s first-quarter 2024 industrial and logistics report covers 1,340 properties in Gauteng, the Western Cape and KwaZulu-Natal. It finds a market with very little vacant space and rentals growing ahead of inflation.`,
      ),
      heading2('Headline figures'),
      table(
        ['Region', 'Vacancy', 'Prime net rental, 10,000 m²+ (R/m²/month)', 'Rental growth, year on year'],
        [
          ['Gauteng', '3.9%', 'R72–R88', '6.4%'],
          ['Western Cape', '2.8%', 'R78–R95', '7.1%'],
          ['KwaZulu-Natal', '3.5%', 'R75–R92', '5.9%'],
          ['National', '3.7%', 'R72–R95', '6.1%'],
        ],
      ),
      heading2('Key findings'),
      bulletList([
        ['About 412,000 m² of logistics space is under construction nationally, of which 78% is pre-let.'],
        ['Speculative development remains rare because construction costs have risen faster than rentals.'],
        [
          'Solar PV is now standard on new logistics buildings; 64% of completions in 2023 had rooftop systems.',
        ],
        ['Escalations on new leases average 6.5% to 7%, up from 6% in 2021.'],
      ]),
      heading3('Nodes to watch'),
      bulletList([
        ['Riverfields and Clayville on the R21 corridor, for large logistics.'],
        ['Brackengate and Atlantic Hills in Cape Town, where new land is being serviced.'],
        ['Cato Ridge and Hammarsdale on the N3, for distribution serving Durban and the inland market.'],
      ]),
      heading3('Who is leasing'),
      paragraph(
        'Third-party logistics operators took 34% of the space let in the quarter, followed by retailers and wholesalers at 27%, manufacturers at 18% and e-commerce businesses at 11%. Average deal size rose to 4,600 m², reflecting the number of large consolidations.',
      ),
      paragraph(
        'The report is compiled from our brokers’ quarterly inspection of every industrial property above 1,000 m² in the nodes covered, checked against the transactions our own teams concluded.',
      ),
      quote(
        'Industrial property is the one sector where landlords and developers are more worried about supply than demand.',
      ),
      paragraph(
        'Download the full report with node tables from our ',
        link('publications page', '/media/publications'),
        '. For a briefing on a specific node, contact our ',
        link('research team', '/services/intel-and-market-analysis'),
        '.',
      ),
    ),
  };
}

export function buildIndustrialNews(brandName: string): CmsNewsItem[] {
  return [
    r21LogisticsDemand(brandName),
    gqeberhaCoegaDemand(brandName),
    miniUnitShortage(brandName),
    industrialReportQ1(brandName),
  ];
}
