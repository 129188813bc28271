import Link from 'next/link';
import type { SiteChrome } from '@/lib/content';
import { Logo } from './logo';
import styles from './site-footer.module.css';

export interface SiteFooterProps {
  brandName: string;
  chrome: SiteChrome | null;
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function SiteFooter({ brandName, chrome }: SiteFooterProps) {
  const company = chrome?.company;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <Logo brandName={brandName} tone="light" />
          {company && <p className={styles.note}>{company.registrationNote}</p>}
        </div>
        {company && (
          <>
            <address className={styles.block}>
              <h2 className={styles.heading}>{company.headOffice.name}</h2>
              {company.headOffice.addressLines.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <a href={telHref(company.headOffice.phone)}>{company.headOffice.phone}</a>
              <a href={`mailto:${company.headOffice.email}`}>{company.headOffice.email}</a>
            </address>
            <div className={styles.block}>
              <h2 className={styles.heading}>Fraud hotline</h2>
              <a href={telHref(company.fraudHotline)} className={styles.hotline}>
                {company.fraudHotline}
              </a>
              <span>Toll-free and anonymous, 24 hours a day.</span>
            </div>
          </>
        )}
        {chrome && (
          <nav aria-label="Footer" className={styles.block}>
            <h2 className={styles.heading}>Good to know</h2>
            <ul className={styles.links}>
              {chrome.navigation.footer.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      {company && (
        <div className={`container ${styles.legal}`}>
          <p>{company.disclaimer}</p>
          <p>
            © {company.legalName}. Registration number {company.registrationNumber}.
          </p>
        </div>
      )}
    </footer>
  );
}
