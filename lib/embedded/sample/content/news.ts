import 'server-only';
import type { CmsNewsItem } from '@/lib/content/wire-types';
import { buildAwardsNews } from './news/awards';
import { buildCapeTownNews } from './news/cape-town';
import { buildCapitalMarketsNews } from './news/capital-markets';
import { buildCompanyNews } from './news/company-news';
import { buildIndustrialNews } from './news/industrial';
import { buildLogisticsNews } from './news/logistics';
import { buildOfficeMarketNews } from './news/office-market';
import { buildResearchNews } from './news/research';
import { buildRetailNews } from './news/retail';
import { buildSustainabilityNews } from './news/sustainability';

/** News, publications and awards, newest first. */
export function buildNewsItems(brandName: string): CmsNewsItem[] {
  return [
    ...buildOfficeMarketNews(brandName),
    ...buildCapeTownNews(brandName),
    ...buildIndustrialNews(brandName),
    ...buildLogisticsNews(brandName),
    ...buildRetailNews(brandName),
    ...buildSustainabilityNews(brandName),
    ...buildResearchNews(brandName),
    ...buildCapitalMarketsNews(brandName),
    ...buildCompanyNews(brandName),
    ...buildAwardsNews(brandName),
  ].sort((a, b) => b.publishDate.localeCompare(a.publishDate));
}
