import Image from 'next/image';
import type { NewsAuthor } from '@/lib/content/news-types';
import { toTelHref } from '@/lib/format/phone';
import styles from './author-card.module.css';

export interface AuthorCardProps {
  author: NewsAuthor;
}

/** SPEC §2: the article author's contact card, on desktop only (hidden by CSS at mobile widths). */
export function AuthorCard({ author }: AuthorCardProps) {
  return (
    <aside className={styles.card} aria-label="About the author">
      {author.image && (
        <Image src={author.image.src} alt="" width={96} height={96} sizes="96px" className={styles.photo} />
      )}
      <div className={styles.body}>
        <h2 className={styles.name}>{author.name}</h2>
        <p className={styles.title}>{author.title}</p>
        <a href={toTelHref(author.phone)} className={styles.link}>
          <span className="visually-hidden">Call {author.name} on </span>
          {author.phone}
        </a>
        <a href={`mailto:${author.email}`} className={styles.link}>
          <span className="visually-hidden">Email {author.name} at </span>
          {author.email}
        </a>
      </div>
    </aside>
  );
}
