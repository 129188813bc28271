import type { ReactNode } from 'react';
import styles from './scroll-region.module.css';

export interface ScrollRegionProps {
  /** The id of the element that names the content (a table's caption). */
  labelledBy: string;
  className?: string;
  children: ReactNode;
}

/**
 * Content wider than a phone, scrolled sideways inside the page: a shade at each edge with more
 * beyond it shows that it scrolls, and as a named, focusable region the arrow keys scroll it.
 * The content sits on the region's solid background; each shade is the shadow of an empty strip
 * that sticks to its edge, so the text's contrast is that of its own colours on that background.
 */
export function ScrollRegion({ labelledBy, className, children }: ScrollRegionProps) {
  return (
    // A keyboard user reaches the hidden columns by focusing the box (WCAG 2.1.1); it is a landmark
    // named for what it holds, so a screen reader says why focus stops there.
    <div
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      className={className ? `${styles.region} ${className}` : styles.region}
    >
      <div className={styles.track}>
        <span className={`${styles.shade} ${styles.start}`} aria-hidden="true" />
        <div className={styles.content}>{children}</div>
        <span className={`${styles.shade} ${styles.end}`} aria-hidden="true" />
      </div>
    </div>
  );
}
