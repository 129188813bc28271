'use client';

import { useState } from 'react';
import type { PropertyImage } from '@/lib/listings';
import { SlideTrack, useSlideReach } from '@/components/ui/slide-track';
import { PropertyImageLink } from './property-image-link';
import styles from './property-image-slider.module.css';

export interface PropertyImageSliderProps {
  name: string;
  href: string;
  images: PropertyImage[];
  /** Loads the first image eagerly, for cards in the first viewport. */
  priority?: boolean;
  /** The page's first card: see PropertyImageLink's `lead`. */
  lead?: boolean | string;
}

interface SliderArrowProps {
  direction: 'previous' | 'next';
  label: string;
  atEnd: boolean;
  onClick: () => void;
}

function SliderArrow({ direction, label, atEnd, onClick }: SliderArrowProps) {
  return (
    <button
      type="button"
      className={`needs-scripts ${styles.arrow} ${styles[direction]}`}
      aria-label={label}
      aria-disabled={atEnd || undefined}
      onClick={atEnd ? undefined : onClick}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
      </svg>
    </button>
  );
}

/**
 * SPEC §2 card slider: arrows, dots and swipes, one image at a time. Only the first photo is in the
 * server's HTML, so without scripts the card shows it alone, without the controls.
 */
export function PropertyImageSlider({
  name,
  href,
  images,
  priority = false,
  lead = false,
}: PropertyImageSliderProps) {
  const [current, setCurrent] = useState(0);
  const last = images.length - 1;
  const show = (index: number) => setCurrent(Math.min(last, Math.max(0, index)));
  const reach = useSlideReach(current);

  return (
    <div className={styles.slider}>
      <SlideTrack
        current={current}
        onSwipe={(direction) => show(current + direction)}
        onEngage={reach.engage}
      >
        {/* Only the slides in reach exist: the others cost the document and hydration nothing until used. */}
        {images
          .filter((_, index) => reach.inReach(index))
          .map((image, index) => (
            // The slides out of view leave the tab order and the accessibility tree.
            <div key={image.src} inert={index !== current}>
              <PropertyImageLink
                href={href}
                image={image}
                tabIndex={index === current ? 0 : -1}
                eager={priority && index === 0}
                lead={index === 0 && lead}
              />
            </div>
          ))}
      </SlideTrack>
      <SliderArrow
        direction="previous"
        label={`Previous image of ${name}`}
        atEnd={current === 0}
        onClick={() => show(current - 1)}
      />
      <SliderArrow
        direction="next"
        label={`Next image of ${name}`}
        atEnd={current === last}
        onClick={() => show(current + 1)}
      />
      <ul className={`needs-scripts ${styles.dots}`}>
        {images.map((image, index) => (
          <li key={image.src}>
            <button
              type="button"
              className={styles.dot}
              aria-label={`Show image ${index + 1} of ${images.length}`}
              aria-current={index === current || undefined}
              onClick={() => show(index)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
