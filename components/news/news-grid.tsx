import type { NewsSummary } from '@/lib/content/news-types';
import { NewsCard } from './news-card';
import styles from '@/components/ui/card-grid.module.css';

export interface NewsGridProps {
  items: NewsSummary[];
  /** Names the list for assistive technology. */
  label: string;
  /** Cards in the first row load their images eagerly. */
  priorityCount?: number;
}

/** News cards in 3, 2 or 1 columns by breakpoint (SPEC §9). */
export function NewsGrid({ items, label, priorityCount = 0 }: NewsGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.slug}>
          <NewsCard item={item} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
