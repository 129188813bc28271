import Link from 'next/link';
import type { SiteChrome } from '@/lib/content';
import { Logo } from './logo';
import styles from './site-header.module.css';

export interface SiteHeaderProps {
  brandName: string;
  /** Null when the content service is unavailable: the header still shows the brand. */
  chrome: SiteChrome | null;
}

export function SiteHeader({ brandName, chrome }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.home} aria-label={`${brandName} home`}>
          <Logo brandName={brandName} tone="light" />
        </Link>
        {chrome && (
          <nav aria-label="Main" className={styles.nav}>
            <ul className={styles.links}>
              {chrome.navigation.main.map((item) => (
                <li key={item.href}>
                  {item.external ? (
                    <a href={item.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                      {item.label}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    <Link href={item.href} className={styles.link}>
                      {item.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}
