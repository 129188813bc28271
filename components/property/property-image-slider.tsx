'use client';

import { useState } from 'react';
import Slider, { type CustomArrowProps } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import type { PropertyImage } from '@/lib/search/property';
import { PropertyImageLink } from './property-image-link';
import styles from './property-image-slider.module.css';

/** SPEC §9 slider speed; the same value as the --duration-slide token. */
const SLIDE_SPEED_MS = 500;

export interface PropertyImageSliderProps {
  name: string;
  href: string;
  images: PropertyImage[];
  /** Loads the first image eagerly, for cards in the first viewport. */
  priority?: boolean;
}

type SliderArrowProps = CustomArrowProps & { direction: 'previous' | 'next'; label: string };

/** react-slick passes its own props to a custom arrow; only the click handler and its end state are used. */
function SliderArrow({ direction, label, className, onClick }: SliderArrowProps) {
  const atEnd = className?.includes('slick-disabled') ?? false;
  return (
    <button
      type="button"
      className={`${styles.arrow} ${styles[direction]}`}
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

export function PropertyImageSlider({ name, href, images, priority = false }: PropertyImageSliderProps) {
  const [current, setCurrent] = useState(0);
  return (
    <Slider
      className={styles.slider}
      // Not infinite: slick's clones would repeat focusable links inside aria-hidden slides.
      infinite={false}
      speed={SLIDE_SPEED_MS}
      slidesToShow={1}
      slidesToScroll={1}
      dots
      dotsClass={styles.dots}
      // The default wrapper carries an inline display: block that would stack the dots.
      appendDots={(dots) => <ul>{dots}</ul>}
      prevArrow={<SliderArrow direction="previous" label={`Previous image of ${name}`} />}
      nextArrow={<SliderArrow direction="next" label={`Next image of ${name}`} />}
      beforeChange={(_, next) => setCurrent(next)}
      customPaging={(index) => (
        <button
          type="button"
          className={styles.dot}
          aria-label={`Show image ${index + 1} of ${images.length}`}
          aria-current={index === current || undefined}
        />
      )}
    >
      {images.map((image, index) => (
        // Slick overwrites its direct children's tabIndex and style, so each link sits in a plain wrapper.
        <div key={image.src}>
          <PropertyImageLink
            href={href}
            image={image}
            // Only the visible slide is in the tab order; slick hides the others from assistive tech.
            tabIndex={index === current ? 0 : -1}
            eager={priority && index === 0}
          />
        </div>
      ))}
    </Slider>
  );
}
