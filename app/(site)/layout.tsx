import type { ReactNode } from 'react';
import { QuickSearchBar } from '@/components/search/quick-search-bar';
import styles from './layout.module.css';

/** Inner content pages carry the quick search bar under the header (SPEC §2). */
export default function SiteSectionLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <div className={styles.quickSearch}>
        <div className="container">
          <QuickSearchBar />
        </div>
      </div>
      {children}
    </>
  );
}
