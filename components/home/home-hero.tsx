import type { ReactNode } from 'react';
import { SiteImage } from '@/components/ui/site-image';
import type { Image as ContentImage } from '@/lib/content';
import styles from './home-hero.module.css';

export interface HomeHeroProps {
  title: string;
  intro: string;
  image: ContentImage | null;
  children?: ReactNode;
}

export function HomeHero({ title, intro, image, children }: HomeHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      {image && (
        // The largest paint: a preload in the head, fetched ahead of scripts and the font.
        <div className={styles.photo}>
          <SiteImage
            src={image.src}
            alt={image.alt}
            fill
            preload
            fetchPriority="high"
            sizes="100vw"
            className={styles.image}
          />
        </div>
      )}
      <div className={`container ${styles.content}`}>
        {/* On a solid panel: the text's contrast is that of its own colours, whatever the photo holds. */}
        <div className={styles.panel}>
          <h1 id="home-hero-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.intro}>{intro}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
