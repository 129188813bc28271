import type { ReactNode } from 'react';
import { PageBanner } from '@/components/content/page-banner';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import type { NewsType } from '@/lib/content/news-types';
import { MEDIA_PATH, NEWS_SECTIONS } from '@/lib/news/news-sections';
import styles from './news-list-page.module.css';

export interface NewsListPageProps {
  type: NewsType;
  /** The list: one page of it, for the search in the URL (components/news/news-list.tsx). */
  children: ReactNode;
}

/** A list of one news type: banner, breadcrumbs, then the list. */
export function NewsListPage({ type, children }: NewsListPageProps) {
  const section = NEWS_SECTIONS[type];
  return (
    <>
      <PageBanner title={section.title} intro={section.description} image={null} />
      <div className={`container ${styles.page}`}>
        <Breadcrumbs
          items={[
            { label: 'Media', href: MEDIA_PATH },
            { label: section.title, href: section.path },
          ]}
        />
        {/* The cards' titles are h3: a heading between them and the page's h1 keeps the outline whole. */}
        <h2 className="visually-hidden">Articles</h2>
        {children}
      </div>
    </>
  );
}
