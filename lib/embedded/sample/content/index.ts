import 'server-only';
import { publicConfig } from '@/lib/config';
import type { CmsCompany, CmsContact, CmsNavigation, CmsNewsItem, CmsPage } from '@/lib/content/wire-types';
import { buildCompany, SALES_EXECUTIVE } from './company';
import { buildNavigation } from './navigation';
import { buildContentPages } from './content-pages';
import { buildSampleDrafts, type SampleDrafts } from './drafts';
import { buildNewsItems } from './news';
import { buildPages } from './pages';

export interface SampleContent {
  company: CmsCompany;
  navigation: CmsNavigation;
  pages: CmsPage[];
  newsItems: CmsNewsItem[];
  contacts: CmsContact[];
  /** Unpublished versions beside `pages` and `newsItems`, which hold only what is published. */
  drafts: SampleDrafts;
}

/** The embedded content service's data: copy written for the configured brand. */
export function buildSampleContent(): SampleContent {
  const company = buildCompany(publicConfig.brandName, publicConfig.affiliateName);
  const pages = [
    ...buildPages(publicConfig.brandName),
    ...buildContentPages(publicConfig.brandName, publicConfig.affiliateName),
  ];
  return {
    company,
    navigation: buildNavigation(publicConfig.affiliateName, company.careersUrl),
    pages,
    newsItems: buildNewsItems(publicConfig.brandName),
    contacts: [SALES_EXECUTIVE],
    drafts: buildSampleDrafts(publicConfig.brandName, pages),
  };
}
