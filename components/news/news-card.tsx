import { Link } from '@/components/ui/link';
import { buttonClassName } from '@/components/ui/button-styles';
import { SiteImage } from '@/components/ui/site-image';
import type { NewsSummary } from '@/lib/content/news-types';
import { formatDate } from '@/lib/format/date';
import styles from './news-card.module.css';

export interface NewsCardProps {
  item: NewsSummary;
  /** The media page's preview of the newest item: larger, with its category and excerpt. */
  variant?: 'default' | 'featured';
  /** For cards in the first row, whose images should not wait for lazy loading. */
  priority?: boolean;
}

/** SPEC §2 news card: type, featured image, publish date, title and a 'Read more' button. */
export function NewsCard({ item, variant = 'default', priority = false }: NewsCardProps) {
  const featured = variant === 'featured';
  return (
    <article className={`${styles.card} ${featured ? styles.featured : ''}`}>
      <div className={styles.media}>
        <SiteImage
          src={item.featuredImage.src}
          alt={item.featuredImage.alt}
          fill
          sizes={
            featured
              ? '(max-width: 960px) 100vw, 600px'
              : '(max-width: 767px) 100vw, (max-width: 960px) 50vw, 400px'
          }
          loading={priority ? 'eager' : 'lazy'}
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.type}>{item.typeLabel}</span>
          {featured && <span className={styles.category}>{item.category}</span>}
        </p>
        <time dateTime={item.publishDate} className={styles.date}>
          {formatDate(item.publishDate)}
        </time>
        <h3 className={styles.title}>
          <Link href={item.href} className={styles.titleLink}>
            {item.title}
          </Link>
        </h3>
        {featured && <p className={styles.excerpt}>{item.excerpt}</p>}
        {/* The label names the article: a page of cards would otherwise offer many identical links. */}
        <Link
          href={item.href}
          className={`${buttonClassName('secondary')} ${styles.more}`}
          aria-label={`Read more: ${item.title}`}
        >
          {/* Also in the link's text, which crawlers read instead of its label (Lighthouse link-text). */}
          Read more<span className="visually-hidden">: {item.title}</span>
        </Link>
      </div>
    </article>
  );
}
