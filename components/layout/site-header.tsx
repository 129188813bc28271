import { DormantIsland } from '@/components/dormant/dormant-island';
import { Link } from '@/components/ui/link';
import type { SiteChrome } from '@/lib/content';
import { ShortlistHeaderLink } from '@/components/shortlist/shortlist-header-link';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import styles from './site-header.module.css';

export interface SiteHeaderProps {
  brandName: string;
  /** Null when the content service is unavailable: the header still shows the brand. */
  chrome: SiteChrome | null;
}

/**
 * Both navigations are always in the markup and CSS media queries pick one (SPEC §9: the bar above
 * 960 px, the side menu at and below), so the server and first client render match with no shift.
 * Neither hydrates with the page: the side menu wakes when it is first tapped (a `<details>`, it
 * opens before that), the bar once it is on screen, so the one hidden at this size runs no code.
 */
export function SiteHeader({ brandName, chrome }: SiteHeaderProps) {
  return (
    <header className={styles.header} data-print="hide">
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.home} aria-label={`${brandName} home`}>
          <Logo brandName={brandName} tone="light" />
        </Link>
        {chrome && (
          <DormantIsland wakeOnScreen>
            <DesktopNav items={chrome.navigation.main} />
          </DormantIsland>
        )}
        <ShortlistHeaderLink />
        {chrome && (
          <DormantIsland>
            <MobileMenu items={chrome.navigation.main} phone={chrome.company.headOffice.phone} />
          </DormantIsland>
        )}
      </div>
    </header>
  );
}
