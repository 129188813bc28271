import gridStyles from './card-grid.module.css';
import styles from './skeleton-cards.module.css';

export interface SkeletonCardsProps {
  count: number;
  /** 'property' cards have a price line; 'article' cards a date line. */
  lines?: number;
}

/** Grey cards in the results grid, standing in for results that are on their way. */
export function SkeletonCards({ count, lines = 3 }: SkeletonCardsProps) {
  return (
    <ul className={gridStyles.grid} aria-hidden="true" data-testid="results-skeleton">
      {Array.from({ length: count }, (_, card) => (
        <li key={card} className={styles.card}>
          <span className={styles.image} />
          {Array.from({ length: lines }, (_, line) => (
            <span key={line} className={styles.line} />
          ))}
        </li>
      ))}
    </ul>
  );
}
