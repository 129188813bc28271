import { SiteImage } from '@/components/ui/site-image';
import type { Image as ContentImage } from '@/lib/content';
import { linkPhoneNumbers } from './phone-text';
import styles from './page-banner.module.css';

export interface PageBannerProps {
  title: string;
  intro: string;
  image: ContentImage | null;
}

/** SPEC §2 page banner: the page's picture behind its title and intro. */
export function PageBanner({ title, intro, image }: PageBannerProps) {
  return (
    <section className={styles.banner}>
      {image && (
        <SiteImage
          src={image.src}
          alt=""
          fill
          sizes="100vw"
          preload
          fetchPriority="high"
          className={styles.image}
        />
      )}
      <div className={styles.scrim} />
      <div className={`container ${styles.content}`}>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{linkPhoneNumbers(intro)}</p>}
      </div>
    </section>
  );
}
