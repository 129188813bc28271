import type { KeyboardEvent } from 'react';
import { SlideTrack } from '@/components/ui/slide-track';
import type { PropertyImage } from '@/lib/listings';
import { KEPT_SLIDE_ATTRIBUTE } from '@/lib/rendering/kept-presses';
import { PropertyGalleryArrow } from './property-gallery-arrow';
import { PropertyGallerySlide } from './property-gallery-slide';
import styles from './property-gallery-slider.module.css';

export interface PropertyGalleryPosterProps {
  images: PropertyImage[];
  /** Zero-based index of the photo shown. */
  current: number;
  /** The visitor moves to another photo: by arrow, ←/→ on the photo, or a swipe. */
  onMove: (index: number) => void;
  onActivate: () => void;
  /** The visitor reaches for the gallery (a pointer over it, focus in it, a touch). */
  onEngage: () => void;
  /** Until the gallery has hydrated, the arrows' presses are kept under these names. */
  keptPresses: { previous: string; next: string };
}

/**
 * The main slider as the page first shows it: the photo and the arrows, drawn where react-slick
 * draws them, without react-slick. The slider itself loads when the visitor first uses the gallery,
 * so a property page hydrates no carousel it may never move.
 *
 * The next photo is in the document too, `hidden`: a lazy image that is not displayed is not fetched,
 * and the page's tap keeper shows it the moment the next arrow is pressed, before the scripts that
 * answer the press have arrived (lib/rendering/kept-presses.ts).
 */
export function PropertyGalleryPoster({
  images,
  current,
  onMove,
  onActivate,
  onEngage,
  keptPresses,
}: PropertyGalleryPosterProps) {
  const last = images.length - 1;
  const move = (index: number) => onMove(Math.min(last, Math.max(0, index)));
  const image = images[current];
  if (!image) return null;
  const shown = [current, current + 1].filter((index) => index <= last);

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') move(current + 1);
    if (event.key === 'ArrowLeft') move(current - 1);
  }

  return (
    <div
      className={`${styles.root} ${styles.main}`}
      onPointerEnter={onEngage}
      onFocus={onEngage}
      onKeyDown={images.length > 1 ? handleKeyDown : undefined}
    >
      {images.length > 1 && (
        <PropertyGalleryArrow
          direction="previous"
          label="Previous image"
          keptPress={keptPresses.previous}
          className={current === 0 ? 'slick-disabled' : undefined}
          onClick={() => move(current - 1)}
        />
      )}
      <SlideTrack current={0} onSwipe={(direction) => move(current + direction)} onEngage={onEngage}>
        {shown.map((index) => (
          // The tap keeper may have shown the next photo before the gallery hydrated, as the gallery will.
          <div
            key={index}
            hidden={index !== current}
            suppressHydrationWarning
            {...{ [KEPT_SLIDE_ATTRIBUTE]: index }}
          >
            <PropertyGallerySlide
              image={images[index] ?? image}
              label={`Image ${index + 1} of ${images.length}`}
              variant="main"
              active
              loading={index === current ? 'priority' : 'lazy'}
              onActivate={onActivate}
            />
          </div>
        ))}
      </SlideTrack>
      {images.length > 1 && (
        <PropertyGalleryArrow
          direction="next"
          label="Next image"
          keptPress={keptPresses.next}
          className={current === last ? 'slick-disabled' : undefined}
          onClick={() => move(current + 1)}
        />
      )}
    </div>
  );
}
