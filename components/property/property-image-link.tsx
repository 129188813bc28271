import { Link } from '@/components/ui/link';
import { SiteImage } from '@/components/ui/site-image';
import type { PropertyImage } from '@/lib/listings';
import styles from './property-image-link.module.css';

/** SPEC §9 image widths: 300 px up to 767 px, 400 px up to 960 px, 500 px above. */
export const PROPERTY_IMAGE_SIZES = '(max-width: 767px) 300px, (max-width: 960px) 400px, 500px';

export interface PropertyImageLinkProps {
  href: string;
  image: PropertyImage;
  tabIndex: 0 | -1;
  /** For the first row of cards, whose images are in the first viewport. */
  eager?: boolean;
  /**
   * The page's first card: its image is likely the largest paint, so it is preloaded at high
   * priority, on every screen (true) or on those a media query names, where the card is in the first
   * viewport.
   */
  lead?: boolean | string;
}

export function PropertyImageLink({
  href,
  image,
  tabIndex,
  eager = false,
  lead = false,
}: PropertyImageLinkProps) {
  const leadEverywhere = lead === true;
  return (
    <Link href={href} tabIndex={tabIndex} className={styles.link} draggable={false}>
      <span className={styles.frame}>
        <SiteImage
          src={image.src}
          alt={image.alt}
          fill
          sizes={PROPERTY_IMAGE_SIZES}
          loading={eager || lead ? 'eager' : 'lazy'}
          preload={leadEverywhere}
          preloadMedia={typeof lead === 'string' ? lead : undefined}
          // React preloads every eager image it renders unless it is marked low; only the lead
          // card's should compete with the page's CSS for the first round trips, and only on the
          // screens where it is in view.
          fetchPriority={leadEverywhere ? 'high' : eager || lead ? 'low' : undefined}
          draggable={false}
          className={styles.image}
        />
      </span>
    </Link>
  );
}

export function PropertyImagePlaceholder() {
  return (
    <span className={`${styles.frame} ${styles.placeholder}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" className={styles.placeholderIcon} focusable="false">
        <path d="M3 21h18M5 21V5l8-2v18M13 9h6v12M8 8h2M8 12h2M8 16h2M16 13h1M16 17h1" />
      </svg>
    </span>
  );
}
