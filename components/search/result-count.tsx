'use client';

import { useStats } from 'react-instantsearch';
import { useSearchUnavailable } from './search-unavailable';
import styles from './result-count.module.css';

/** SPEC §2: '{n} Results' (hidden on mobile) and '{n} results found.' announced to screen readers. */
export function ResultCount() {
  const { nbHits } = useStats();
  // With search down there is no count to give; the results area says why.
  const unavailable = useSearchUnavailable();
  const n = nbHits.toLocaleString('en-ZA');
  if (unavailable) return <div className={styles.count} />;
  return (
    <div className={styles.count}>
      <p className={styles.heading}>{`${n} Results`}</p>
      <p className={styles.found} role="status">
        {`${n} results found.`}
      </p>
    </div>
  );
}
