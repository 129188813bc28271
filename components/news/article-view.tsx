import { RichText } from '@/components/content/rich-text';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { publicConfig } from '@/lib/config';
import type { NewsItem } from '@/lib/content/news-types';
import { formatDate } from '@/lib/format/date';
import { buildArticleJsonLd } from '@/lib/news/article-json-ld';
import { MEDIA_PATH, NEWS_SECTIONS } from '@/lib/news/news-sections';
import { absoluteUrl } from '@/lib/site-metadata';
import { ArticleVideo } from './article-video';
import { ContactCard } from '@/components/ui/contact-card';
import { SiteImage } from '@/components/ui/site-image';
import authorStyles from './article-author.module.css';
import styles from './article-view.module.css';

export interface ArticleViewProps {
  item: NewsItem;
}

const HERO_SIZES = '(max-width: 960px) 100vw, 700px';

/** SPEC §2 article page: hero image, date, title, category, rich-text body, optional video, author card. */
export function ArticleView({ item }: ArticleViewProps) {
  const section = NEWS_SECTIONS[item.type];
  return (
    <article className="container">
      <Breadcrumbs
        items={[
          { label: 'Media', href: MEDIA_PATH },
          { label: section.title, href: section.path },
          { label: item.title, href: item.href },
        ]}
      />
      {/* Title and photo fill the first screen together: side by side on a wide screen, the photo
          first on a phone, so the photo ends above the foot of the window at every size. */}
      <div className={styles.lead}>
        <header className={styles.header}>
          <p className={styles.meta}>
            <span className={styles.type}>{item.typeLabel}</span>
            <span className={styles.category}>{item.category}</span>
          </p>
          <h1 className={styles.title}>{item.title}</h1>
          <time dateTime={item.publishDate} className={styles.date}>
            {formatDate(item.publishDate)}
          </time>
        </header>
        <div className={styles.hero}>
          <SiteImage
            src={item.heroImage.src}
            alt={item.heroImage.alt}
            fill
            sizes={HERO_SIZES}
            preload
            fetchPriority="high"
            className={styles.heroImage}
          />
        </div>
      </div>
      <div className={styles.layout}>
        <div className={styles.body}>
          <RichText document={item.body} />
          {item.youTubeId !== null && (
            <ArticleVideo
              youTubeId={item.youTubeId}
              title={item.title}
              stillSrc={item.heroImage.src}
              stillSizes={HERO_SIZES}
            />
          )}
        </div>
        {item.author && (
          <ContactCard
            {...item.author}
            image={item.author.image?.src ?? null}
            headingLevel={2}
            regionLabel="About the author"
            className={authorStyles.author}
          />
        )}
      </div>
      <JsonLd data={buildArticleJsonLd(item, publicConfig.brandName, absoluteUrl)} />
    </article>
  );
}
