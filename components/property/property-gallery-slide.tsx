import { SiteImage } from '@/components/ui/site-image';
import type { PropertyImage } from '@/lib/listings';
import styles from './property-gallery-slider.module.css';

/** The main photo column: full width on phones, most of a tablet, 760 px on desktop. */
export const GALLERY_IMAGE_SIZES = '(max-width: 767px) 100vw, (max-width: 960px) 90vw, 760px';

export type GalleryVariant = 'main' | 'full';

export interface PropertyGallerySlideProps {
  image: PropertyImage;
  /** Names the full-screen slide: "Image 2 of 6". */
  label: string;
  variant: GalleryVariant;
  /** Only the shown slide is in the tab order; react-slick hides the others from assistive tech. */
  active: boolean;
  /** 'priority' for the page's first photo, the likely largest contentful paint. */
  loading: 'priority' | 'eager' | 'lazy';
  /** The full-screen dialog focuses this slide on open, so ←/→ work at once. */
  autoFocus?: boolean;
  /** Main: a click on the photo. Full screen: a click on the dark space around it. */
  onActivate: () => void;
}

export function PropertyGallerySlide({
  image,
  label,
  variant,
  active,
  loading,
  autoFocus = false,
  onActivate,
}: PropertyGallerySlideProps) {
  const photo = (
    <SiteImage
      src={image.src}
      alt={image.alt}
      fill
      sizes={variant === 'main' ? GALLERY_IMAGE_SIZES : '100vw'}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'priority' ? 'high' : undefined}
      draggable={false}
      className={styles.image}
    />
  );
  if (variant === 'main') {
    // The photo is the page's own; the button over it opens the full-screen view, which only scripts
    // draw, so without them the photo is shown alone.
    return (
      <div className={styles.mainSlide}>
        {photo}
        <button
          type="button"
          data-slide-focus
          tabIndex={active ? 0 : -1}
          className={`needs-scripts ${styles.zoom}`}
          aria-label={`View full screen: ${image.alt}`}
          onClick={onActivate}
        />
      </div>
    );
  }
  return (
    <div
      className={styles.fullSlide}
      onClick={(event) => {
        if (event.target === event.currentTarget) onActivate();
      }}
    >
      <div
        data-slide-focus
        data-autofocus={autoFocus || undefined}
        tabIndex={active ? 0 : -1}
        role="group"
        aria-roledescription="slide"
        aria-label={label}
        className={styles.photo}
      >
        {photo}
      </div>
    </div>
  );
}
