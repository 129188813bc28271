'use client';

import { useEffect, useRef } from 'react';
import { SiteImage } from '@/components/ui/site-image';
import type { PropertyImage } from '@/lib/listings';
import { KEPT_PRESS_ATTRIBUTE, KEPT_SLIDE_TO_ATTRIBUTE } from '@/lib/rendering/kept-presses';
import styles from './property-gallery-thumbnails.module.css';

const TYPE_LABELS: Record<PropertyImage['type'], string> = {
  exterior: 'Exterior',
  interior: 'Interior',
  floor_plan: 'Floor plan',
};

export interface PropertyGalleryThumbnailsProps {
  images: PropertyImage[];
  /** Zero-based index of the photo shown. */
  current: number;
  onSelect: (index: number) => void;
  /**
   * Until the gallery has hydrated, a thumbnail's press is kept under this name, and its photo shown
   * at once when the page has it (lib/rendering/kept-presses.ts).
   */
  keptPress: (index: number) => string;
}

export function PropertyGalleryThumbnails({
  images,
  current,
  onSelect,
  keptPress,
}: PropertyGalleryThumbnailsProps) {
  const stripRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const strip = stripRef.current;
    const thumbnail = strip?.children[current];
    if (!strip || !(thumbnail instanceof HTMLElement)) return;
    // Scrolls the strip alone: scrollIntoView would also scroll the page, even under an open dialog.
    strip.scrollLeft = thumbnail.offsetLeft - (strip.clientWidth - thumbnail.offsetWidth) / 2;
  }, [current]);

  return (
    // Each thumbnail moves the slider, which only scripts draw: without them, the first photo alone.
    <ul ref={stripRef} className={`needs-scripts ${styles.strip}`}>
      {images.map((image, index) => (
        <li key={image.src} className={styles.item}>
          <button
            type="button"
            className={styles.thumbnail}
            aria-label={`Show image ${index + 1} of ${images.length}: ${image.alt}`}
            aria-current={index === current || undefined}
            onClick={() => onSelect(index)}
            // The tap keeper may have marked another photo current before the gallery hydrated, as it will.
            suppressHydrationWarning
            {...{
              [KEPT_PRESS_ATTRIBUTE]: keptPress(index),
              [KEPT_SLIDE_TO_ATTRIBUTE]: index,
            }}
          >
            <SiteImage
              src={image.src}
              alt=""
              fill
              sizes="(max-width: 767px) 96px, 120px"
              // After the main photo, the page's largest paint: a thumbnail never competes with it.
              loading="lazy"
              fetchPriority="low"
              className={styles.image}
            />
            <span className={styles.badge}>{TYPE_LABELS[image.type]}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
