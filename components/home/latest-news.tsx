import { Link } from '@/components/ui/link';
import { NewsGrid } from '@/components/news/news-grid';
import type { NewsSummary } from '@/lib/content/news-types';
import styles from './home-section.module.css';

export interface LatestNewsProps {
  items: NewsSummary[];
}

export function LatestNews({ items }: LatestNewsProps) {
  if (items.length === 0) return null;
  return (
    <section className={`container ${styles.section}`} aria-labelledby="latest-news-heading">
      <div className={styles.heading}>
        <h2 id="latest-news-heading">Latest news and insights</h2>
        <Link href="/media">All news, publications and awards</Link>
      </div>
      <NewsGrid items={items} label="Latest news and insights" />
    </section>
  );
}
