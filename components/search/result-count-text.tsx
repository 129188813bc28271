import { formatCount } from '@/lib/format/count';
import styles from './result-count.module.css';

export interface ResultCountTextProps {
  /** Null while there is no count to give (search down): the space stays, empty. */
  count: number | 'loading' | null;
}

/**
 * SPEC §2: '{n} Results' (hidden on mobile) and '{n} results found.', announced to screen readers
 * and shown only where the first is hidden, so a visitor reads the count once.
 */
export function ResultCountText({ count }: ResultCountTextProps) {
  if (count === null) return <div className={styles.count} />;
  if (count === 'loading') {
    return (
      <div className={styles.count}>
        <span className={styles.placeholder} aria-hidden="true" />
        <p className="visually-hidden" role="status">
          Loading results
        </p>
      </div>
    );
  }
  const n = formatCount(count);
  return (
    <div className={styles.count}>
      <p className={styles.heading}>{`${n} Results`}</p>
      <p className={styles.found} role="status">
        {`${n} results found.`}
      </p>
    </div>
  );
}
