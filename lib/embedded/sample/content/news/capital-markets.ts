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

function saleAndLeasebackRise(brandName: string): CmsNewsItem {
  return {
    slug: 'sale-and-leaseback-deals-rise-as-occupiers-free-up-capital',
    type: 'NEWS',
    category: 'Capital Markets',
    title: 'Sale-and-leaseback deals rise as occupiers free up capital',
    excerpt:
      'Manufacturers and distributors sold R3.1 billion of their own premises to investors in 2024, leasing them back on long terms. Here is why.',
    publishDate: '2025-01-23T07:00:00.000Z',
    featuredImage: sceneImage(
      'warehouse-aerial',
      6,
      'A manufacturing plant with a large truck yard in Rosslyn',
    ),
    heroImage: sceneImage('handshake-meeting', 2, 'Two executives signing a sale agreement in a boardroom'),
    youTube: null,
    author: AUTHORS.capitalMarkets,
    articleCopy: richText(
      paragraph(
        `Sale-and-leaseback transactions reached about R3.1 billion in South Africa in 2024, according to deals tracked by ${brandName}'s capital markets team, up from R1.9 billion in 2023. Most were industrial: manufacturers and distributors selling the plants and warehouses they occupy to investors, then leasing them back for ten to fifteen years.`,
      ),
      heading2('Why occupiers sell'),
      bulletList([
        [
          'To release capital for machinery, acquisitions or debt reduction at a time when borrowing is expensive.',
        ],
        ['To focus the balance sheet on the core business rather than property.'],
        ['To lock in occupation of a strategic site for a long period.'],
      ]),
      heading2('Why investors buy'),
      bulletList([
        ['Long leases with 6.5–7.5% annual escalations and strong tenants.'],
        ['Net initial yields of about 9–10% for good industrial assets.'],
        ['Industrial property’s low vacancy, which reduces the risk if the tenant eventually leaves.'],
      ]),
      heading2('How a sale-and-leaseback works'),
      orderedList([
        [
          'The occupier agrees the lease terms it can live with: length, escalation, repairs and options to renew.',
        ],
        ['We value the property on those terms and test the price with a shortlist of investors.'],
        [
          'The sale agreement and lease are signed together, with transfer usually taking three to four months.',
        ],
        ['The occupier stays in place throughout; staff and customers see no change.'],
      ]),
      quote(
        'The mistake occupiers make is to chase the highest price with the toughest lease. A slightly lower price with flexible terms is often worth much more over fifteen years.',
      ),
      paragraph(
        'says ',
        bold(AUTHORS.capitalMarkets.name),
        `, ${AUTHORS.capitalMarkets.title} at ${brandName}.`,
      ),
      heading3('Things to watch'),
      paragraph(
        'Occupiers should account for the lease correctly under ',
        italic('IFRS 16'),
        ', plan for capital gains tax on the sale, and make sure the lease gives them the flexibility to expand or alter the building.',
      ),
      paragraph(
        'Read more about our ',
        link('capital markets services', '/services/capital-markets'),
        ', or contact the team on 011 555 0115.',
      ),
    ),
  };
}

function investmentSalesRecover(brandName: string): CmsNewsItem {
  return {
    slug: 'investment-sales-recover-as-interest-rates-ease',
    type: 'NEWS',
    category: 'Capital Markets',
    title: 'Investment sales recover as interest rates ease',
    excerpt:
      'Commercial property investment sales rose 34% in the year to March 2026, as lower interest rates narrowed the gap between buyers and sellers.',
    publishDate: '2026-05-14T07:00:00.000Z',
    featuredImage: sceneImage('skyline-johannesburg', 5, 'Sandton office towers under a clear autumn sky'),
    heroImage: sceneImage('handshake-meeting', 3, 'Investors reviewing a property portfolio on a tablet'),
    youTube: 'r9VdK1x_TfA',
    author: AUTHORS.capitalMarkets,
    articleCopy: richText(
      paragraph(
        `South Africa's commercial property investment market has turned. Sales of buildings worth more than R20 million rose 34% by value in the twelve months to March 2026, based on transactions recorded by ${brandName}, as interest-rate cuts brought buyers back and narrowed the gap between what sellers want and what buyers will pay.`,
      ),
      heading2('What sold'),
      bulletList([
        [
          bold('Industrial and logistics: '),
          '44% of value, with strong competition for modern warehouses on the R21 and N3 corridors.',
        ],
        [bold('Convenience retail: '), '27%, mainly supermarket-anchored centres.'],
        [
          bold('Offices: '),
          '19%, mostly A-grade buildings with long leases, plus older buildings bought for conversion.',
        ],
        [bold('Other: '), '10%, including self-storage, student housing and healthcare.'],
      ]),
      heading2('Buyers'),
      paragraph(
        'Private investors and family offices were the most active buyers by number of deals, while listed funds returned as net buyers for the first time since 2019, recycling capital from non-core offices into logistics and convenience retail.',
      ),
      quote(
        'A year ago, every conversation ended with the cost of debt. Today buyers are doing the maths again, and the numbers work for good assets.',
      ),
      heading3('Yields'),
      paragraph(
        'Prime logistics yields have firmed by about 50 basis points to 9–9.5%, and convenience centres by about 25 basis points to 9.5–10.5%. Decentralised B-grade offices remain hard to sell at any price that makes sense to the seller.',
      ),
      heading3('What comes next'),
      orderedList([
        ['More portfolio sales as funds tidy up their holdings.'],
        ['More offshore interest in South African logistics, helped by a steadier currency.'],
        ['Continued discounting for offices without tenants or backup power.'],
      ]),
      paragraph(
        'In the video, ',
        bold(AUTHORS.capitalMarkets.name),
        ' discusses the market with our Head of Research. Our ',
        link('yields report', '/media/publications'),
        ' has the full figures.',
      ),
    ),
  };
}

function investmentYieldsReport(brandName: string): CmsNewsItem {
  return {
    slug: 'investment-yields-report-2026',
    type: 'PUBLICATION',
    category: 'Capital Markets',
    title: 'Investment yields report 2026',
    excerpt:
      'Our annual yields report sets out the prime and secondary yields we see for offices, industrial and retail across South Africa in 2026.',
    publishDate: '2026-01-29T07:00:00.000Z',
    featuredImage: sceneImage('skyline-durban', 9, 'Durban’s city centre and harbour from the Berea'),
    heroImage: sceneImage(
      'skyline-pretoria',
      5,
      'Pretoria’s office nodes at dusk from the Union Buildings hill',
    ),
    youTube: null,
    author: AUTHORS.capitalMarkets,
    articleCopy: richText(
      paragraph(
        `${brandName}'s 2026 investment yields report draws on 164 commercial property sales concluded in 2025 and our valuers' assessment of current pricing. Yields are forward yields on net income, based on market rentals.`,
      ),
      heading2('Yields by sector'),
      table(
        ['Sector', 'Prime', 'Secondary', 'Change in prime, year on year'],
        [
          ['Logistics (10,000 m²+, long lease)', '9.0–9.5%', '10.5–11.5%', '−0.50 points'],
          ['Light industrial and mini-units', '9.5–10.5%', '11.0–12.5%', '−0.25 points'],
          ['Convenience retail', '9.5–10.5%', '11.0–12.0%', '−0.25 points'],
          ['Regional shopping centres', '8.5–9.5%', '10.5–12.0%', 'unchanged'],
          ['P- and A-grade offices', '9.5–10.5%', '11.5–13.0%', '−0.25 points'],
          ['B-grade offices', '12.0–13.5%', '14.0%+', 'unchanged'],
        ],
      ),
      heading2('Key themes'),
      bulletList([
        ['The gap between prime and secondary yields is at its widest in a decade, especially in offices.'],
        ['Buyers are paying more for resilience: solar, backup power and water storage.'],
        ['Lease length matters more than ever; a five-year unexpired term can be worth 50–75 basis points.'],
      ]),
      heading3('Regional differences'),
      paragraph(
        'Cape Town continues to price about 25 to 50 basis points keener than Gauteng across most sectors, reflecting lower vacancy and stronger rental growth. Durban logistics yields have moved closer to Gauteng as the N3 corridor has matured, while Gqeberha and Bloemfontein trade at a premium of 100 basis points or more, largely because fewer buyers compete there.',
      ),
      heading3('How to use these figures'),
      paragraph(
        'Yields are a guide to pricing, not a valuation. The right yield for a property depends on its tenants, lease terms, condition and location. For a formal opinion, speak to our ',
        link('valuation team', '/services/valuation-and-advisory-services'),
        '.',
      ),
      quote('In 2026, the question is not whether property is cheap. It is whether the income is secure.'),
      paragraph(
        'Download the full report, including yields by city, from our ',
        link('publications page', '/media/publications'),
        '.',
      ),
    ),
  };
}

export function buildCapitalMarketsNews(brandName: string): CmsNewsItem[] {
  return [
    saleAndLeasebackRise(brandName),
    investmentSalesRecover(brandName),
    investmentYieldsReport(brandName),
  ];
}
