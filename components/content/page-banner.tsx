import { SiteImage } from '@/components/ui/site-image';
import type { Image as ContentImage } from '@/lib/content';
import { linkPhoneNumbers } from './phone-text';
import styles from './page-banner.module.css';

export interface PageBannerProps {
  title: string;
  intro: string;
  image: ContentImage | null;
  /**
   * Without a photo, as short as its words on a phone too (it always is on larger screens). A list
   * page leaves it out: its first card then starts below a phone's first screen, instead of a strip
   * of its photo showing at the foot of the window (where it would be the largest paint, half under
   * the cookie band).
   */
  compact?: boolean;
}

/**
 * SPEC §2 page banner: the page's picture with its title and intro on a solid panel over it, so
 * the text's contrast is that of its own colours whatever the picture holds.
 */
export function PageBanner({ title, intro, image, compact = false }: PageBannerProps) {
  const variant = image ? styles.withPhoto : `${styles.plain} ${compact ? styles.compact : ''}`;
  return (
    <section className={`${styles.banner} ${variant}`}>
      {image && (
        <div className={styles.photo}>
          <SiteImage
            src={image.src}
            alt=""
            fill
            sizes="100vw"
            preload
            fetchPriority="high"
            className={styles.image}
          />
        </div>
      )}
      <div className={`container ${styles.content}`}>
        <div className={styles.panel}>
          <h1 className={styles.title}>{title}</h1>
          {intro && <p className={styles.intro}>{linkPhoneNumbers(intro)}</p>}
        </div>
      </div>
    </section>
  );
}
