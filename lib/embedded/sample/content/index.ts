import 'server-only';
import { configuredTrackers } from '@/lib/analytics/cookie-settings';
import { publicConfig } from '@/lib/config';
import type { CmsCompany, CmsContact, CmsNavigation, CmsNewsItem, CmsPage } from '@/lib/content/wire-types';
import { buildCompany, SALES_EXECUTIVE } from './company';
import { buildNavigation } from './navigation';
import { buildContentPages } from './content-pages';
import { buildNewsItems } from './news';
import { buildPages } from './pages';

export interface SampleContent {
  company: CmsCompany;
  navigation: CmsNavigation;
  pages: CmsPage[];
  newsItems: CmsNewsItem[];
  contacts: CmsContact[];
}

/** The embedded content service's data: copy written for the configured brand. */
export function buildSampleContent(): SampleContent {
  const company = buildCompany(publicConfig.brandName, publicConfig.affiliateName);
  return {
    company,
    navigation: buildNavigation(publicConfig.affiliateName, company.careersUrl),
    pages: [
      ...buildPages(publicConfig.brandName),
      ...buildContentPages(
        publicConfig.brandName,
        publicConfig.affiliateName,
        configuredTrackers(publicConfig),
      ),
    ],
    newsItems: buildNewsItems(publicConfig.brandName),
    contacts: [SALES_EXECUTIVE],
  };
}
