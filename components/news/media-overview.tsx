import { Link } from '@/components/ui/link';
import { PageBanner } from '@/components/content/page-banner';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { DeferredPage } from '@/components/layout/incomplete-render';
import { getNewsItems } from '@/lib/content/news';
import type { NewsType } from '@/lib/content/news-types';
import { MEDIA_PATH, NEWS_SECTIONS } from '@/lib/news/news-sections';
import { DEFERRED, loadOrDefer } from '@/lib/rendering/incomplete-render';
import { NewsCard } from './news-card';
import { NewsGrid } from './news-grid';
import styles from './media-overview.module.css';

const SECTION_ORDER: NewsType[] = ['NEWS', 'PUBLICATION', 'AWARD'];
const ITEMS_PER_SECTION = 3;

export const MEDIA_DESCRIPTION =
  'News, market publications and awards from our South African commercial property teams.';

/** /media: the newest item as a featured preview, then the latest three of each type. */
export async function MediaOverview() {
  const loaded = await loadOrDefer(MEDIA_PATH, () =>
    Promise.all([
      getNewsItems({ first: 1 }),
      ...SECTION_ORDER.map((type) => getNewsItems({ type, first: ITEMS_PER_SECTION })),
    ]),
  );
  if (loaded === DEFERRED) return <DeferredPage />;
  const [newest, ...sections] = loaded;
  const featured = newest.items[0];
  return (
    <>
      <PageBanner title="Media" intro={MEDIA_DESCRIPTION} image={null} compact />
      <div className={`container ${styles.page}`}>
        <Breadcrumbs items={[{ label: 'Media', href: MEDIA_PATH }]} />
        {featured && (
          <section className={styles.featured} aria-labelledby="media-featured">
            <h2 id="media-featured" className="visually-hidden">
              Featured
            </h2>
            <NewsCard item={featured} variant="featured" priority />
          </section>
        )}
        {SECTION_ORDER.map((type, index) => {
          const section = NEWS_SECTIONS[type];
          const headingId = `media-${type.toLowerCase()}`;
          return (
            <section key={type} className={styles.section} aria-labelledby={headingId}>
              <div className={styles.sectionHead}>
                <h2 id={headingId}>{section.title}</h2>
                <Link href={section.path} className={styles.viewAll}>
                  View all {section.title.toLowerCase()}
                </Link>
              </div>
              <NewsGrid label={section.title} items={sections[index]?.items ?? []} />
            </section>
          );
        })}
      </div>
    </>
  );
}
