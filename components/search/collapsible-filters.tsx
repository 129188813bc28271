import type { ReactNode } from 'react';
import styles from './property-search-layout.module.css';

/**
 * The filters behind a toggle on phones (CSS shows them always on wider screens). A `<details>`:
 * it opens on the first tap, before the page's scripts run, and a tap re-renders nothing.
 */
export function CollapsibleFilters({ children }: { children: ReactNode }) {
  return (
    <details className={styles.filters}>
      <summary className={styles.toggle}>
        <span className={styles.showLabel}>Show filters</span>
        <span className={styles.hideLabel}>Hide filters</span>
      </summary>
      <div className={styles.panel}>{children}</div>
    </details>
  );
}
