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
} from '@/lib/embedded/content/rich-text';
import { sceneImage } from '../pages/page-parts';
import { PEOPLE } from '@/lib/embedded/sample/people/staff';
import { AUTHORS } from '@/lib/embedded/sample/people/authors';

function marketInsightAward(brandName: string): CmsNewsItem {
  return {
    slug: 'research-team-wins-market-insight-award-2025',
    type: 'AWARD',
    category: 'Market Research',
    title: 'Research team wins Market Insight Award 2025',
    excerpt:
      'Our research team’s quarterly office and industrial reports won the Market Insight Award 2025 for accuracy, transparency and usefulness.',
    publishDate: '2025-08-28T07:00:00.000Z',
    featuredImage: sceneImage(
      'office-interior',
      5,
      'The research team reviewing charts on a meeting-room screen',
    ),
    heroImage: sceneImage('skyline-pretoria', 6, 'Pretoria office nodes surveyed by the research team'),
    youTube: null,
    author: AUTHORS.marketing,
    articleCopy: richText(
      paragraph(
        `${brandName}'s research team has won the Market Insight Award 2025 at the Commercial Property Excellence Awards. The judges singled out our quarterly office and industrial reports, which survey more than 2,600 buildings in 48 nodes, for publishing their methods and the number of buildings behind every figure.`,
      ),
      heading2('What the judges said'),
      quote(
        'These reports are used by landlords, tenants, valuers and lenders alike, and it is easy to see why. They are clear about what they measure and honest about what they do not know.',
      ),
      heading2('The work behind the award'),
      bulletList([
        [bold('2,600+ buildings '), 'inspected every quarter by our analysts and brokers.'],
        [bold('48 nodes '), 'covered across Gauteng, the Western Cape and KwaZulu-Natal.'],
        [bold('Achieved rentals '), 'drawn from more than 1,500 leases a year concluded by our own teams.'],
        [
          bold('Free publication '),
          'of the headline figures, so that everyone negotiating a lease can use them.',
        ],
      ]),
      paragraph(
        'Head of Research ',
        bold(AUTHORS.research.name),
        ' leads a team of nine analysts in Sandton, Cape Town and Durban, supported by brokers who record vacancy in their nodes every quarter.',
      ),
      heading3('How the reports are built'),
      orderedList([
        ['Brokers and analysts inspect each building and record vacant space by floor or unit.'],
        ['Asking rentals are confirmed with landlords and managing agents.'],
        ['Achieved rentals and incentives come from our own transactions and are anonymised.'],
        ['A second analyst checks every node before publication.'],
      ]),
      paragraph(
        'The award follows the launch of our retail trading density review in 2024 and comes as the team prepares its three-year study of green-building rental premiums, due in October.',
      ),
      paragraph(
        'Read our latest reports on the ',
        link('publications page', '/media/publications'),
        ', or learn about our ',
        link('intel and market analysis', '/services/intel-and-market-analysis'),
        ' services.',
      ),
    ),
  };
}

function valuationPracticeOfTheYear(brandName: string): CmsNewsItem {
  return {
    slug: 'valuation-practice-of-the-year-2025',
    type: 'AWARD',
    category: 'Company News',
    title: 'Valuations team named Valuation Practice of the Year 2025',
    excerpt:
      'Our valuers were recognised for the quality of their reports and their work on specialised assets, from cold stores to hospitals.',
    publishDate: '2025-12-04T07:00:00.000Z',
    featuredImage: sceneImage(
      'skyline-durban',
      2,
      'Umhlanga Ridge office buildings, where our valuations team is based',
    ),
    heroImage: sceneImage('handshake-meeting', 6, 'The valuations team celebrating their award'),
    youTube: null,
    author: AUTHORS.marketing,
    articleCopy: richText(
      paragraph(
        `${brandName}'s valuations team has been named Valuation Practice of the Year 2025 at the Commercial Property Excellence Awards. The judges reviewed a sample of anonymised reports from each entrant and interviewed clients, including two property funds and a bank.`,
      ),
      heading2('Why the team won'),
      bulletList([
        [
          'Reports that set out the evidence, the assumptions and the reasoning clearly enough for a non-specialist to follow.',
        ],
        ['A second-valuer review of every report before it is signed.'],
        ['Experience with specialised assets: cold stores, private hospitals, data facilities and hotels.'],
        ['Turnaround of ten working days from inspection for single properties.'],
      ]),
      heading2('The year in numbers'),
      bulletList([
        ['1,420 properties valued, with a combined value of about R62 billion.'],
        ['Portfolio valuations for three property funds.'],
        ['Expert evidence in six rental arbitrations and two expropriation matters.'],
      ]),
      paragraph(
        'The team also completed its first valuations of solar installations as separate assets, a growing need as owners finance rooftop systems through power purchase agreements.',
      ),
      quote(
        'A valuation is an argument. Our job is to make it an argument that an auditor, a lender or a judge can follow from start to finish.',
      ),
      paragraph(
        'says ',
        bold(PEOPLE.valuations.name),
        `, ${PEOPLE.valuations.title} at ${brandName}, who leads a team of 18 registered valuers from Durban, Sandton and Cape Town.`,
      ),
      heading3('Independence'),
      paragraph(
        'Our valuers are paid a salary and a fee agreed before each instruction, never a share of the value they reach, and they work separately from our broking and capital markets teams. That independence is one of the reasons lenders and auditors accept our reports.',
      ),
      paragraph(
        'To instruct a valuation, see our ',
        link('valuation and advisory services', '/services/valuation-and-advisory-services'),
        ' or call 031 555 0184.',
      ),
    ),
  };
}

function centreLeasingAward(brandName: string): CmsNewsItem {
  return {
    slug: 'retail-team-wins-centre-leasing-award-2026',
    type: 'AWARD',
    category: 'Retail',
    title: 'Retail team wins Centre Leasing Award 2026',
    excerpt:
      'Our retail leasing team won the Centre Leasing Award 2026 for re-tenanting a 32,000 m² community centre in Pietermaritzburg from 71% to 98% let.',
    publishDate: '2026-09-24T07:00:00.000Z',
    featuredImage: sceneImage('retail-mall', 2, 'The refurbished entrance of a community shopping centre'),
    heroImage: sceneImage('retail-mall', 3, 'Shoppers in a bright, newly re-let centre concourse'),
    youTube: null,
    author: AUTHORS.marketing,
    articleCopy: richText(
      paragraph(
        `${brandName}'s retail leasing team has won the Centre Leasing Award 2026 at the Commercial Property Excellence Awards for its work on a 32,000 m² community centre in Pietermaritzburg. When the owner appointed us in 2024, the centre was 71% let and losing tenants to a newer centre nearby. By June 2026 it was 98% let.`,
      ),
      heading2('How the team did it'),
      orderedList([
        [
          'Our research team analysed the catchment and found strong demand for health, education and value retail that the centre did not offer.',
        ],
        [
          'The owner converted a vacant department store into a medical centre, a gym and a training college.',
        ],
        ['We signed a second supermarket anchor and 34 new line shops, including eight local businesses.'],
        ['Solar PV and a new generator meant the centre could trade full hours throughout 2024.'],
      ]),
      heading2('Results'),
      bulletList([
        [bold('Vacancy '), 'down from 29% to 2%.'],
        [bold('Footfall '), 'up 38% over two years.'],
        [bold('Trading density '), 'up 21%, well ahead of the regional average.'],
        [bold('Net operating income '), 'up 34%, adding an estimated R95 million to the centre’s value.'],
      ]),
      quote(
        'We stopped trying to make it a smaller version of a regional mall and asked what the people who live nearby actually need.',
      ),
      paragraph(
        'says ',
        bold(AUTHORS.analystRetail.name),
        ', whose catchment study shaped the leasing strategy.',
      ),
      paragraph(
        'Eight of the new tenants are businesses owned by residents of the surrounding suburbs, supported with smaller units, shorter initial leases and a stepped rental for the first year.',
      ),
      heading3('About the award'),
      paragraph(
        'The Centre Leasing Award recognises a leasing programme that measurably improved a centre’s performance. Entries are judged on vacancy, tenant mix, trading and the owner’s return.',
      ),
      paragraph(
        'Looking for retail space? Browse ',
        link('retail property to let', '/search?deal=ToLet&category=Retail'),
        ' or read about our ',
        link('broking services', '/services/broking'),
        '.',
      ),
    ),
  };
}

export function buildAwardsNews(brandName: string): CmsNewsItem[] {
  return [
    marketInsightAward(brandName),
    valuationPracticeOfTheYear(brandName),
    centreLeasingAward(brandName),
  ];
}
