import type { SiteChrome } from '@/lib/content';
import { SiteFooterView, type FooterCompany } from './site-footer-view';

export interface SiteFooterProps {
  brandName: string;
  chrome: SiteChrome | null;
  /** Trackers are configured: a link reopens the visitor's cookie choice. */
  cookieSettings?: boolean;
}

function footerCompany(company: SiteChrome['company']): FooterCompany {
  const { name, addressLines, phone, email } = company.headOffice;
  return {
    legalName: company.legalName,
    registrationNumber: company.registrationNumber,
    fraudHotline: company.fraudHotline,
    registrationNote: company.registrationNote,
    disclaimer: company.disclaimer,
    socialLinks: company.socialLinks,
    affiliate: company.affiliate,
    headOffice: { name, addressLines, phone, email },
  };
}

/** The site's footer, handed to the browser as the fields it shows (site-footer-view.tsx says why). */
export function SiteFooter({ brandName, chrome, cookieSettings = false }: SiteFooterProps) {
  return (
    <SiteFooterView
      brandName={brandName}
      company={chrome ? footerCompany(chrome.company) : null}
      links={chrome ? chrome.navigation.footer : null}
      cookieSettings={cookieSettings}
    />
  );
}
