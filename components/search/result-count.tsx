'use client';

import { useStats } from 'react-instantsearch';
import styles from './result-count.module.css';

/** SPEC §2: '{n} Results' (hidden on mobile) and '{n} results found.' announced to screen readers. */
export function ResultCount() {
  const { nbHits } = useStats();
  const n = nbHits.toLocaleString('en-ZA');
  return (
    <div className={styles.count}>
      <p className={styles.heading}>{`${n} Results`}</p>
      <p className={styles.found} role="status">
        {`${n} results found.`}
      </p>
    </div>
  );
}
