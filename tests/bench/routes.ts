/*
 * The pages the benches measure. A property page and an article are found the way a visitor
 * finds them (the first card on /search, the first story on /media/latest-news), so the benches
 * follow the sample data instead of hard-coding a slug.
 */

export interface BenchRoutes {
  home: string;
  search: string;
  /** /search with a filter in its URL: a different query than the bare page. */
  searchFiltered: string;
  /** A search link as a campaign shares it. */
  searchLink: string;
  property: string;
  /** The first unit of that property's schedule. */
  unit: string;
  /** A property for sale, the first card of the for-sale search. */
  propertyForSale: string;
  article: string;
  about: string;
  contact: string;
  newsList: string;
  service: string;
  landing: string;
  /** Another landing page, of another deal, type and city. */
  otherLanding: string;
  /** A news list with a search in its URL, rendered per request. */
  newsSearch: string;
}

async function firstHref(origin: string, route: string, pattern: RegExp): Promise<string> {
  const response = await fetch(`${origin}${route}`);
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  const href = pattern.exec(await response.text())?.[1];
  if (!href) throw new Error(`no link matching ${pattern} on ${route}`);
  return href.replaceAll('&amp;', '&');
}

export async function discoverRoutes(origin: string): Promise<BenchRoutes> {
  const card = /<h3[^>]*><a[^>]*href="(\/(?:to-let|for-sale)\/[^"]+)"/;
  const [property, propertyForSale, article] = await Promise.all([
    firstHref(origin, '/search', card),
    firstHref(origin, '/search?deal=ForSale', card),
    firstHref(origin, '/media/latest-news', /href="(\/media\/latest-news\/[a-z0-9-]+)"/),
  ]);
  const unit = await firstHref(origin, property, new RegExp(`<th[^>]*><a[^>]*href="(${property}/[^"]+)"`));
  return {
    home: '/',
    search: '/search',
    searchFiltered: '/search?category=Office&city=Johannesburg',
    searchLink: '/search?city=Durban',
    property,
    unit,
    propertyForSale,
    article,
    about: '/about',
    contact: '/contact',
    newsList: '/media/latest-news',
    service: '/services/broking',
    landing: '/to-let/office/johannesburg',
    otherLanding: '/for-sale/industrial/durban',
    newsSearch: '/media/latest-news?query=office',
  };
}

/** The twelve pages the performance goals name, by the names the benches print. */
export function goalPages(routes: BenchRoutes): Array<[string, string]> {
  return [
    ['/', routes.home],
    ['/search', routes.search],
    ['property', routes.property],
    ['unit', routes.unit],
    ['article', routes.article],
    ['/about', routes.about],
    ['/media/latest-news', routes.newsList],
    ['landing', routes.landing],
    ['service', routes.service],
    ['other landing', routes.otherLanding],
    ['property for sale', routes.propertyForSale],
    ['news with a search', routes.newsSearch],
  ];
}

/** Pages nobody tuned for the goals, which the Lighthouse guard watches beside the twelve. */
export const UNTUNED_PAGES: Array<[string, string]> = [
  ['/contact', '/contact'],
  ['/services', '/services'],
  ['/media', '/media'],
];
