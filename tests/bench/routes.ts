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
  article: string;
  about: string;
  contact: string;
  newsList: string;
  service: string;
  landing: string;
}

async function firstHref(origin: string, route: string, pattern: RegExp): Promise<string> {
  const response = await fetch(`${origin}${route}`);
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  const href = pattern.exec(await response.text())?.[1];
  if (!href) throw new Error(`no link matching ${pattern} on ${route}`);
  return href.replaceAll('&amp;', '&');
}

export async function discoverRoutes(origin: string): Promise<BenchRoutes> {
  const [property, article] = await Promise.all([
    firstHref(origin, '/search', /<h3[^>]*><a[^>]*href="(\/(?:to-let|for-sale)\/[^"]+)"/),
    firstHref(origin, '/media/latest-news', /href="(\/media\/latest-news\/[a-z0-9-]+)"/),
  ]);
  return {
    home: '/',
    search: '/search',
    searchFiltered: '/search?category=Office&city=Johannesburg',
    searchLink: '/search?city=Durban',
    property,
    article,
    about: '/about',
    contact: '/contact',
    newsList: '/media/latest-news',
    service: '/services/broking',
    landing: '/to-let/office/johannesburg',
  };
}
