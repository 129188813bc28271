import 'server-only';
import { cache } from 'react';
import { DEFAULT_DESCRIPTION } from '@/lib/site-metadata';
import { CONTENT_TAGS } from '@/lib/cache/tags';
import { readContent, requestContent } from './client';
import { ContentError } from './errors';
import { PAGE_QUERY, PAGE_SLUGS_QUERY, SITE_CHROME_QUERY, SUBMIT_ENQUIRY_MUTATION } from './operations';
import { toCompany, toNavigation, toPage } from './reshape';
import type { EnquiryInput, EnquiryReceipt, Page, PageLink, SiteChrome } from './types';
import type { CmsCompany, CmsEnquiryReceipt, CmsNavigation, CmsPage } from './wire-types';

export { ContentError, isContentError } from './errors';
export type * from './types';

/** A content page by slug ('home', 'about/capabilities'); throws ContentError 'not_found' on a miss. */
export const getPage = cache(async (slug: string): Promise<Page> => {
  const { page } = await readContent<{ page: CmsPage | null }>(PAGE_QUERY, { slug }, CONTENT_TAGS.pages);
  if (!page) throw new ContentError('not_found', `No page with slug "${slug}".`);
  return toPage(page, DEFAULT_DESCRIPTION);
});

/** Slug, title and intro of every page, or of one section's pages ('about', 'services', …). */
export const getPageLinks = cache(async (section?: string): Promise<PageLink[]> => {
  const { pages } = await readContent<{ pages: PageLink[] }>(
    PAGE_SLUGS_QUERY,
    { section: section ?? null },
    CONTENT_TAGS.pages,
  );
  return pages;
});

/** Navigation and company details for the header and footer of every page. */
export const getSiteChrome = cache(async (): Promise<SiteChrome> => {
  const { navigation, company } = await readContent<{ navigation: CmsNavigation; company: CmsCompany }>(
    SITE_CHROME_QUERY,
    undefined,
    CONTENT_TAGS.chrome,
  );
  return { navigation: toNavigation(navigation), company: toCompany(company) };
});

/** Hands a visitor's enquiry to the content service, which stores it for the broker. */
export async function submitEnquiry(input: EnquiryInput): Promise<EnquiryReceipt> {
  const { submitEnquiry: receipt } = await requestContent<{ submitEnquiry: CmsEnquiryReceipt }>(
    SUBMIT_ENQUIRY_MUTATION,
    { input },
  );
  return receipt;
}

export {
  claimSearchAlertDigest,
  completeSearchAlertDigest,
  confirmSearchAlert,
  deleteSearchAlert,
  deleteSearchAlerts,
  getDueInstantSearchAlerts,
  getDueSearchAlerts,
  getSearchAlert,
  getSearchAlertsForAddress,
  saveSearchAlert,
  updateSearchAlertFrequency,
  type DuePage,
} from './search-alerts';
export {
  claimMailJobs,
  completeMailJob,
  pruneStoredData,
  releaseAlertConfirmation,
  reserveAlertConfirmation,
} from './mail-jobs';
