import 'server-only';
import { getPage, getPageLinks, type Page } from '@/lib/content';
import { getNewsItems } from '@/lib/content/news';
import type { NewsItem } from '@/lib/content/news-types';
import { getListingPaths } from '@/lib/search/listings';
import { buildNewsEntries, buildPageEntries } from './content-entries';
import { buildListingEntries } from './listing-entries';
import type { SitemapEntry } from './sitemap';

const SEARCH_PATH = '/search';
/** The content service's page-size ceiling. */
const NEWS_PAGE_SIZE = 100;

// The page list carries no robots setting, so each page is read for its noIndex.
async function getAllPages(): Promise<Page[]> {
  const links = await getPageLinks();
  return Promise.all(links.map((link) => getPage(link.slug)));
}

async function getAllNewsItems(): Promise<NewsItem[]> {
  const items: NewsItem[] = [];
  for (;;) {
    const page = await getNewsItems({ first: NEWS_PAGE_SIZE, skip: items.length });
    items.push(...page.items);
    if (page.items.length === 0 || items.length >= page.total) return items;
  }
}

/**
 * Every URL the sitemap lists, in a stable order: content pages, search, media and articles, then
 * the listings' landing, property and unit pages. A backend that fails fails the sitemap, rather
 * than publishing one that tells crawlers the missing pages are gone.
 */
export async function getSitemapEntries(): Promise<SitemapEntry[]> {
  const [pages, news, toLet, forSale] = await Promise.all([
    getAllPages(),
    getAllNewsItems(),
    getListingPaths('toLet'),
    getListingPaths('forSale'),
  ]);
  return [
    ...buildPageEntries(pages),
    { path: SEARCH_PATH },
    ...buildNewsEntries(news),
    ...buildListingEntries([...toLet, ...forSale]),
  ];
}
