import 'server-only';
import { getPage, getPageLinks, type Page } from '@/lib/content';
import { getNewsItems } from '@/lib/content/news';
import type { NewsItem } from '@/lib/content/news-types';
import { toSlug } from '@/lib/format/slug';
import type { DealType } from '@/lib/deal';
import { getCategoryUpdates, getCityRecordCounts, getFacetDirectory, getListingPaths } from '@/lib/listings';
import { SEARCH_PATH } from '@/lib/search/state/url-state';
import { buildNewsEntries, buildPageEntries } from './content-entries';
import { buildCityListingEntries, buildDealLandingEntries } from './listing-entries';
import {
  countCityParts,
  parseSitemapFileName,
  selectPart,
  type SitemapEntry,
  type SitemapFile,
} from './sitemap';

/** The content service's page-size ceiling. */
const NEWS_PAGE_SIZE = 100;
const DEALS: readonly DealType[] = ['toLet', 'forSale'];

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
 * The files the sitemap index names: one facet query per deal type, whatever the listings'
 * number. A backend that fails fails the sitemap, rather than publishing one that tells crawlers
 * the missing pages are gone.
 */
export async function listSitemapFiles(): Promise<SitemapFile[]> {
  const cities = await Promise.all(
    DEALS.map(async (dealType) =>
      (await getCityRecordCounts(dealType)).flatMap(({ city, records }) => {
        const parts = countCityParts(records);
        return Array.from({ length: parts }, (_, index) => ({
          kind: 'city' as const,
          dealType,
          city: toSlug(city),
          part: index + 1,
          parts,
        }));
      }),
    ),
  );
  return [{ kind: 'pages' }, ...cities.flat()];
}

/** Content pages, search, media and articles, and the landing pages of each deal and category. */
async function getPagesEntries(): Promise<SitemapEntry[]> {
  const [pages, news, ...dealLandings] = await Promise.all([
    getAllPages(),
    getAllNewsItems(),
    ...DEALS.map(async (dealType) => buildDealLandingEntries(dealType, await getCategoryUpdates(dealType))),
  ]);
  return [
    ...buildPageEntries(pages),
    { path: SEARCH_PATH },
    ...buildNewsEntries(news),
    ...dealLandings.flat(),
  ];
}

async function getCityEntries(
  dealType: DealType,
  citySlug: string,
  part: number,
): Promise<SitemapEntry[] | null> {
  const city = (await getFacetDirectory(dealType)).cities.get(citySlug);
  if (!city) return null;
  const records = (await getCityRecordCounts(dealType)).find((entry) => entry.city === city)?.records ?? 0;
  const parts = countCityParts(records);
  if (part > parts) return null;
  return selectPart(buildCityListingEntries(await getListingPaths(dealType, city)), part, parts);
}

/** The entries of the file a `/sitemap/{name}` asks for; null when there is no such file. */
export async function getSitemapFileEntries(name: string): Promise<SitemapEntry[] | null> {
  const file = parseSitemapFileName(name);
  if (!file) return null;
  if (file.kind === 'pages') return getPagesEntries();
  return getCityEntries(file.dealType, file.city, file.part);
}
