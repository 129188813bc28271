import { SiteImage } from '@/components/ui/site-image';
import type { Image as ContentImage } from '@/lib/content';
import { linkPhoneNumbers } from './phone-text';
import styles from './page-banner.module.css';

export interface PageBannerProps {
  title: string;
  intro: string;
  image: ContentImage | null;
}

/**
 * SPEC §2 page banner: the page's picture with its title and intro on a solid panel over it, so
 * the text's contrast is that of its own colours whatever the picture holds.
 */
export function PageBanner({ title, intro, image }: PageBannerProps) {
  return (
    <section className={image ? `${styles.banner} ${styles.withPhoto}` : styles.banner}>
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
