'use client';

import { Link } from '@/components/ui/link';
import type { Company, NavLink } from '@/lib/content';
import { Logo } from './logo';
import { SocialIcon } from './social-icons';
import styles from './site-footer.module.css';
import { toTelHref } from '@/lib/format/phone';
import { COOKIE_SETTINGS_HREF } from '@/lib/analytics/cookie-settings';

/** What the footer shows of the company: the fields it draws and no others. */
export type FooterCompany = Pick<
  Company,
  | 'legalName'
  | 'registrationNumber'
  | 'fraudHotline'
  | 'registrationNote'
  | 'disclaimer'
  | 'socialLinks'
  | 'affiliate'
> & { headOffice: Pick<Company['headOffice'], 'name' | 'addressLines' | 'phone' | 'email'> };

export interface SiteFooterViewProps {
  brandName: string;
  /** Null while the content service is down: the footer is the brand alone. */
  company: FooterCompany | null;
  links: NavLink[] | null;
  /** Trackers are configured: a link reopens the visitor's cookie choice. */
  cookieSettings: boolean;
}

/** Describes every new-tab social link through one hidden note instead of repeating it in each name. */
const NEW_TAB_NOTE_ID = 'footer-new-tab-note';

interface FooterSocialLinksProps {
  brandName: string;
  links: Company['socialLinks'];
}

function FooterSocialLinks({ brandName, links }: FooterSocialLinksProps) {
  return (
    <div className={styles.social}>
      <span className={styles.label}>Follow us</span>
      <ul className={styles.socialList}>
        {links.map((link) => (
          <li key={link.url}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.socialLink}
              aria-label={`${brandName} on ${link.label}`}
              aria-describedby={NEW_TAB_NOTE_ID}
            >
              <SocialIcon network={link.network} />
            </a>
          </li>
        ))}
      </ul>
      <span id={NEW_TAB_NOTE_ID} hidden>
        Opens in a new tab
      </span>
    </div>
  );
}

interface FooterAffiliationProps {
  affiliate: Company['affiliate'];
}

/** SPEC §2 'In affiliation with' logo: our own wordmark of the affiliate's name, never its real logo. */
function FooterAffiliation({ affiliate }: FooterAffiliationProps) {
  const wordmark = (
    <>
      <svg viewBox="0 0 24 24" className={styles.wordmarkMark} aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" />
        <ellipse cx="12" cy="12" rx="4" ry="9" />
        <path d="M3 12h18" />
      </svg>
      <span className={styles.wordmarkName}>{affiliate.name}</span>
    </>
  );
  return (
    <div className={styles.affiliation}>
      <span className={styles.label}>In affiliation with</span>
      {/^https?:\/\//.test(affiliate.url) ? (
        <a href={affiliate.url} className={styles.wordmark} target="_blank" rel="noopener noreferrer">
          {wordmark} <span className="visually-hidden">(opens in a new tab)</span>
        </a>
      ) : (
        <Link href={affiliate.url} className={styles.wordmark}>
          {wordmark}
        </Link>
      )}
    </div>
  );
}

/**
 * The footer's markup, in the browser's bundle: a page's flight data then carries the few fields
 * it draws instead of the footer's whole element tree, on every page (SiteFooter picks them).
 */
export function SiteFooterView({ brandName, company, links, cookieSettings }: SiteFooterViewProps) {
  return (
    <footer className={styles.footer} data-print="hide">
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo brandName={brandName} tone="light" />
          {company && <p className={styles.note}>{company.registrationNote}</p>}
        </div>
        {company && (
          <>
            <div className={styles.block}>
              {/* Its heading outside: HTML allows no heading inside an address. */}
              <h2 className={styles.heading}>{company.headOffice.name}</h2>
              <address className={styles.block}>
                {company.headOffice.addressLines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
                <a href={toTelHref(company.headOffice.phone)}>{company.headOffice.phone}</a>
                <a href={`mailto:${company.headOffice.email}`}>{company.headOffice.email}</a>
              </address>
            </div>
            <div className={styles.block}>
              <h2 className={styles.heading}>Fraud hotline</h2>
              <a href={toTelHref(company.fraudHotline)} className={styles.hotline}>
                {company.fraudHotline}
              </a>
              <span>Toll-free and anonymous, 24 hours a day.</span>
            </div>
          </>
        )}
        {(links || cookieSettings) && (
          <nav aria-label="Footer" className={styles.block}>
            <h2 className={styles.heading}>Good to know</h2>
            <ul className={styles.links}>
              {links?.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
              {cookieSettings && (
                <li className={styles.cookieSettings}>
                  {/* A plain link: tapped before the scripts run, its fragment waits for them. */}
                  <a href={COOKIE_SETTINGS_HREF}>Cookie settings</a>
                </li>
              )}
            </ul>
          </nav>
        )}
      </div>
      {company && (
        <div className="container">
          <div className={styles.band}>
            <FooterAffiliation affiliate={company.affiliate} />
            <FooterSocialLinks brandName={brandName} links={company.socialLinks} />
          </div>
          <div className={styles.legal}>
            <p>{company.disclaimer}</p>
            <p>
              © {company.legalName}. Registration number {company.registrationNumber}.
            </p>
          </div>
        </div>
      )}
    </footer>
  );
}
