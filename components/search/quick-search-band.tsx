import { QuickSearchBar } from './quick-search-bar';
import styles from './quick-search-band.module.css';

/** The quick search bar in its band under the header, inside the page's gutters (SPEC §2). */
export function QuickSearchBand() {
  return (
    <div className={styles.band}>
      <div className="container">
        <QuickSearchBar />
      </div>
    </div>
  );
}
