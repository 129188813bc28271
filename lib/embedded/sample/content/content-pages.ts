import 'server-only';
import type { Trackers } from '@/lib/analytics/cookie-settings';
import type { CmsPage } from '@/lib/content/wire-types';
import { buildCompany } from './company';
import { buildAboutPages } from './pages/about';
import { buildAboutReachPages } from './pages/about-reach';
import { buildGroupServicesPages } from './pages/group-services';
import { buildGroupOperationsPages } from './pages/group-services-operations';
import { buildHelpPages } from './pages/help';
import { buildPaiaPage } from './pages/paia';
import { buildPrivacyPage } from './pages/privacy';
import { buildServicesPages } from './pages/services';
import { buildAdvisoryServicesPages } from './pages/services-advisory';
import { buildAssuranceServicesPages } from './pages/services-assurance';
import { buildInsightServicesPages } from './pages/services-insight';

/**
 * The company's about, services, group-services, help and legal pages, in navigation order. The
 * privacy notice names the trackers the site is configured with, and only those.
 */
export function buildContentPages(brandName: string, affiliateName: string, trackers: Trackers): CmsPage[] {
  // Legal and help copy quotes the registered name, addresses and hotline; reading them from the company record keeps one source.
  const company = buildCompany(brandName, affiliateName);
  return [
    ...buildAboutPages(brandName, affiliateName),
    ...buildAboutReachPages(brandName, affiliateName),
    ...buildServicesPages(brandName),
    ...buildAdvisoryServicesPages(brandName),
    ...buildAssuranceServicesPages(brandName),
    ...buildInsightServicesPages(brandName),
    ...buildGroupServicesPages(brandName),
    ...buildGroupOperationsPages(brandName),
    ...buildHelpPages(company),
    buildPrivacyPage(company, trackers),
    buildPaiaPage(company),
  ];
}
