import { PageBanner } from '@/components/content/page-banner';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import type { NewsType } from '@/lib/content/news-types';
import { MEDIA_PATH, NEWS_SECTIONS } from '@/lib/news/news-sections';
import { getEmbeddedSearchReady } from '@/lib/search/server';
import { NewsSearch } from './news-search';
import styles from './news-list-page.module.css';

export interface NewsListPageProps {
  type: NewsType;
}

/** A searchable list of one news type: banner, breadcrumbs and the page's one search island. */
export function NewsListPage({ type }: NewsListPageProps) {
  const section = NEWS_SECTIONS[type];
  getEmbeddedSearchReady();
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
        <NewsSearch type={type} basePath={section.path} />
      </div>
    </>
  );
}
