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

function convenienceCentresOutperform(brandName: string): CmsNewsItem {
  return {
    slug: 'convenience-centres-outperform-regional-malls-on-trading-density',
    type: 'NEWS',
    category: 'Retail',
    title: 'Convenience centres outperform regional malls on trading density',
    excerpt:
      'Smaller centres anchored by a supermarket are trading at about R44,000 per m² a year, ahead of regional malls, as shoppers buy closer to home.',
    publishDate: '2024-10-17T07:00:00.000Z',
    featuredImage: sceneImage(
      'retail-mall',
      2,
      'A neighbourhood convenience centre with a supermarket and parking in front',
    ),
    heroImage: sceneImage('retail-mall', 3, 'Shoppers with trolleys outside a suburban supermarket'),
    youTube: null,
    author: AUTHORS.analystRetail,
    articleCopy: richText(
      paragraph(
        `South African shoppers are spending more of their money close to home. ${brandName}'s analysis of turnover data from 86 shopping centres shows that convenience and neighbourhood centres, typically 5,000 to 25,000 m² and anchored by a supermarket, achieved an average trading density of about R44,000 per m² a year in the twelve months to June 2024. Regional malls of more than 50,000 m² averaged about R38,500.`,
      ),
      heading2('Why smaller centres are winning'),
      orderedList([
        [
          bold('Fuel and time. '),
          'Higher fuel prices and traffic make a short trip to a local centre more attractive than a weekend outing to a large mall.',
        ],
        [
          bold('Groceries first. '),
          'With household budgets under pressure, spending has shifted towards food, pharmacy and essentials, which convenience centres are built around.',
        ],
        [
          bold('Backup power. '),
          'Many convenience centres installed generators and solar early in the load-shedding crisis, and kept trading when others could not.',
        ],
        [
          bold('Online collection. '),
          'Click-and-collect and delivery services operate mostly from supermarkets in neighbourhood centres.',
        ],
      ]),
      heading2('What it means for rentals'),
      paragraph(
        'Line-shop rentals in strong convenience centres in Gauteng and the Western Cape are rising 5–6% a year, and vacancy in the centres we track is below 3%. In some regional malls, by contrast, landlords are re-letting fashion space to gyms, medical practices and entertainment at lower rentals.',
      ),
      quote(
        'The best-performing retail asset in South Africa right now is not the biggest mall in town. It is the well-run 12,000 m² centre with a supermarket, a pharmacy and good parking.',
      ),
      paragraph(
        'says ',
        bold(AUTHORS.analystRetail.name),
        `, ${AUTHORS.analystRetail.title} at ${brandName}.`,
      ),
      heading3('Implications'),
      bulletList([
        ['Investors are paying keener yields for convenience centres with long supermarket leases.'],
        ['Retailers are opening smaller-format stores in neighbourhood centres.'],
        [
          'Regional malls are investing in experiences, events and mixed-use extensions to bring shoppers back.',
        ],
      ]),
      paragraph(
        'Our half-year ',
        link('retail trading density review', '/media/publications'),
        ' has the full data. Retail space to let is on our ',
        link('property search', '/search?deal=ToLet&category=Retail'),
        '.',
      ),
    ),
  };
}

function retailDensityReview(brandName: string): CmsNewsItem {
  return {
    slug: 'retail-trading-density-review-h1-2024',
    type: 'PUBLICATION',
    category: 'Retail',
    title: 'Retail trading density review: first half 2024',
    excerpt:
      'Trading densities rose 5.4% year on year in the first half of 2024, with the Western Cape and KwaZulu-Natal ahead of Gauteng.',
    publishDate: '2024-09-12T07:00:00.000Z',
    featuredImage: sceneImage('retail-mall', 4, 'A shopping-centre food court at lunchtime'),
    heroImage: sceneImage('retail-mall', 5, 'A double-volume mall concourse with shopfronts on both levels'),
    youTube: null,
    author: AUTHORS.analystRetail,
    articleCopy: richText(
      paragraph(
        `${brandName}'s retail trading density review for the first half of 2024 draws on monthly turnover reported by 1,900 tenants in 86 shopping centres that we manage or advise on. Trading density, the annual turnover per m² of shop space, is the clearest measure of whether a centre is healthy.`,
      ),
      heading2('Results by region'),
      table(
        ['Region', 'Trading density (R/m²/year)', 'Growth, year on year', 'Average base rental (R/m²/month)'],
        [
          ['Western Cape', 'R44,900', '6.8%', 'R252'],
          ['KwaZulu-Natal', 'R42,300', '5.9%', 'R236'],
          ['Gauteng', 'R40,100', '4.6%', 'R231'],
          ['Eastern Cape and Free State', 'R37,800', '4.1%', 'R205'],
          ['All centres', 'R41,500', '5.4%', 'R235'],
        ],
      ),
      heading2('Key findings'),
      bulletList([
        ['Rent-to-sales ratios averaged 6.6%, a healthy level for most categories.'],
        ['Pharmacy, health and beauty, and grocery were the fastest-growing categories.'],
        ['Fashion and department stores were flat in real terms.'],
        ['Restaurants recovered strongly in centres with backup power.'],
      ]),
      heading3('How to use the review'),
      paragraph(
        'Landlords can benchmark their centres against the regional and category averages; retailers can check whether their rental is in line with what their sales support. A rent-to-sales ratio well above ',
        italic('10%'),
        ' for a line shop is usually a sign the lease needs to be renegotiated.',
      ),
      paragraph(
        'Centres with full backup power traded 9% better than those without, a gap that has narrowed since the worst of load-shedding in 2023 but not closed. Convenience centres again outperformed regional malls, continuing a trend we first reported in 2022.',
      ),
      quote(
        'Trading density tells you the truth about a centre faster than footfall, vacancy or anything a marketing brochure says.',
      ),
      paragraph(
        'Centre-level results are shared only with the owners of each centre. The regional results are published free on our ',
        link('publications page', '/media/publications'),
        '. For bespoke retail research, contact our ',
        link('research team', '/services/intel-and-market-analysis'),
        '.',
      ),
    ),
  };
}

function ruralRetailGrowth(brandName: string): CmsNewsItem {
  return {
    slug: 'township-and-rural-retail-new-centres-in-limpopo-and-eastern-cape',
    type: 'NEWS',
    category: 'Retail',
    title: 'Township and rural retail: new centres in Limpopo and the Eastern Cape',
    excerpt:
      'Developers are building again in township and rural areas, where shoppers still travel long distances for groceries and banking.',
    publishDate: '2026-08-13T07:00:00.000Z',
    featuredImage: sceneImage('retail-mall', 6, 'A new community shopping centre with a taxi rank alongside'),
    heroImage: sceneImage('retail-mall', 7, 'Shoppers outside a newly opened centre in a rural town'),
    youTube: null,
    author: AUTHORS.capitalMarkets,
    articleCopy: richText(
      paragraph(
        `After several quiet years, shopping-centre development in township and rural areas has picked up. ${brandName} tracks nine community and convenience centres of between 8,000 and 28,000 m² under construction in Limpopo, Mpumalanga and the Eastern Cape, with a combined value of about R2.3 billion.`,
      ),
      heading2('Why now'),
      bulletList([
        [
          'Many rural shoppers still travel more than 30 km to buy groceries, clothing and furniture, or to bank.',
        ],
        [
          'Social grant payments and a growing number of formal jobs in mining and agriculture support steady spending.',
        ],
        ['National grocery and clothing retailers are opening smaller stores designed for these markets.'],
        ['Land-use rights are clearer in several municipalities, reducing development risk.'],
      ]),
      heading2('What investors look for'),
      orderedList([
        ['A taxi rank or transport interchange next to the centre, which brings footfall every day.'],
        ['Long leases with national grocery anchors taking at least 40% of the space.'],
        ['Backup power and water, because municipal supply is often unreliable.'],
        ['A tenant mix that includes banking, pharmacy and government services.'],
      ]),
      paragraph(
        'Well-let centres of this kind are trading at forward yields of about 10–11%, higher than urban convenience centres but with stronger rental growth in recent years.',
      ),
      quote(
        'These centres often become the town’s main street. When they are well planned, they outperform because shoppers have nowhere else to go.',
      ),
      paragraph(
        'says ',
        bold(AUTHORS.capitalMarkets.name),
        `, ${AUTHORS.capitalMarkets.title} at ${brandName}, which has advised on the funding of two of the nine projects.`,
      ),
      heading3('The risks'),
      bulletList([
        ['Over-supply where two developers target the same town.'],
        ['Security and maintenance costs, which are higher than in urban centres.'],
        ['Dependence on a single anchor tenant.'],
      ]),
      paragraph(
        'Our ',
        link('capital markets team', '/services/capital-markets'),
        ' advises investors and developers on retail acquisitions and funding.',
      ),
    ),
  };
}

function shoppingCentreOutlook(brandName: string): CmsNewsItem {
  return {
    slug: 'shopping-centre-review-2026-second-half-outlook',
    type: 'PUBLICATION',
    category: 'Retail',
    title: 'Shopping-centre review: outlook for the second half of 2026',
    excerpt:
      'Trading densities are up 6.1% in the year to June 2026. Our review looks at what lower interest rates and better power supply mean for retail.',
    publishDate: '2026-10-22T07:00:00.000Z',
    featuredImage: sceneImage('retail-mall', 8, 'A renovated mall entrance with a new glass canopy'),
    heroImage: sceneImage('retail-mall', 9, 'An evening market in a shopping-centre courtyard'),
    youTube: null,
    author: AUTHORS.analystRetail,
    articleCopy: richText(
      paragraph(
        `South African shopping centres have had their best twelve months since before the pandemic. ${brandName}'s review of 92 centres shows trading densities up 6.1% in the year to June 2026, with growth in every region and almost every category.`,
      ),
      heading2('Key findings'),
      bulletList([
        [
          bold('Trading density: '),
          'R46,200 per m² a year across all centres, up from R41,500 two years earlier.',
        ],
        [bold('Vacancy: '), '3.9% in regional malls and 2.4% in convenience centres.'],
        [
          bold('Rent-to-sales: '),
          '6.3%, the lowest level since we started measuring, giving landlords room to push rentals.',
        ],
        [bold('Fashion: '), 'back to real growth for the first time since 2022.'],
      ]),
      heading2('What changed'),
      paragraph(
        'Three things helped. Interest-rate cuts in 2025 and 2026 eased pressure on household budgets. A steadier electricity supply let centres open full hours without running generators, cutting costs for landlords and tenants. And two-pot retirement withdrawals gave some households a one-off boost that flowed into retail spending.',
      ),
      heading2('Outlook'),
      orderedList([
        ['We expect trading density growth of 5–6% in the second half of 2026.'],
        ['Base rentals on renewals should rise 4–5%, ahead of inflation for the first time in four years.'],
        ['Landlords will keep converting surplus fashion space to health, fitness and entertainment uses.'],
      ]),
      quote(
        'Retail has moved from survival to selective growth. The centres that invested in power, parking and tenant mix are now reaping the rewards.',
      ),
      paragraph(
        'The main risks to this outlook are a renewed rise in fuel prices, municipal tariff increases that push up operating costs, and any return of sustained power cuts. Centres in smaller towns also remain exposed to weak local economies and rising security costs.',
      ),
      heading3('Download'),
      paragraph(
        'The full review includes category and regional tables. Download it from our ',
        link('publications page', '/media/publications'),
        ' or ask your ',
        link('property manager', '/group-services/property-management'),
        ' for your centre’s benchmark report.',
      ),
    ),
  };
}

export function buildRetailNews(brandName: string): CmsNewsItem[] {
  return [
    convenienceCentresOutperform(brandName),
    retailDensityReview(brandName),
    ruralRetailGrowth(brandName),
    shoppingCentreOutlook(brandName),
  ];
}
