'use client';

import { useRef, type Ref } from 'react';
import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import type { PropertyImage } from '@/lib/listings';
import { PropertyGalleryArrow } from './property-gallery-arrow';
import { PropertyGallerySlide, type GalleryVariant } from './property-gallery-slide';
import styles from './property-gallery-slider.module.css';

/** SPEC §9 slider speed; the same value as the --duration-slide token. */
const SLIDE_SPEED_MS = 500;

export interface PropertyGallerySliderProps {
  images: PropertyImage[];
  variant: GalleryVariant;
  /** Zero-based index of the photo shown. */
  current: number;
  /** Read once, when the slider mounts. */
  initialSlide?: number;
  onChange: (index: number) => void;
  onActivate: () => void;
  sliderRef?: Ref<Slider>;
}

function getLoading(variant: GalleryVariant, index: number, initialSlide: number) {
  if (variant === 'main') return index === 0 ? 'priority' : 'lazy';
  // The neighbours load with the shown photo, so the first slide either way is ready.
  return Math.abs(index - initialSlide) <= 1 ? 'eager' : 'lazy';
}

export function PropertyGallerySlider({
  images,
  variant,
  current,
  initialSlide = 0,
  onChange,
  onActivate,
  sliderRef,
}: PropertyGallerySliderProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const slides = images.map((image, index) => (
    // Slick overwrites its direct children's tabIndex and style, so each slide sits in a plain wrapper.
    <div key={image.src}>
      <PropertyGallerySlide
        image={image}
        label={`Image ${index + 1} of ${images.length}`}
        variant={variant}
        active={index === current}
        loading={getLoading(variant, index, initialSlide)}
        autoFocus={variant === 'full' && index === initialSlide}
        onActivate={onActivate}
      />
    </div>
  ));

  function handleBeforeChange(_: number, next: number) {
    onChange(next);
    const root = rootRef.current;
    // The slide being left becomes aria-hidden; keyboard users move with the photo they asked for.
    if (root?.querySelector('.slick-list')?.contains(document.activeElement)) {
      root
        .querySelector<HTMLElement>(`.slick-slide[data-index="${next}"] [data-slide-focus]`)
        // The list clips its overflow; scrolling it to the focused slide would knock the track out of place.
        ?.focus({ preventScroll: true });
    }
  }

  if (images.length < 2) return <div className={`${styles.root} ${styles[variant]}`}>{slides}</div>;
  return (
    <div ref={rootRef} className={`${styles.root} ${styles[variant]}`}>
      <Slider
        ref={sliderRef}
        className={styles.slider}
        accessibility
        adaptiveHeight={false}
        // Not infinite: slick's clones would repeat focusable slides inside aria-hidden copies.
        infinite={false}
        speed={SLIDE_SPEED_MS}
        initialSlide={initialSlide}
        slidesToShow={1}
        slidesToScroll={1}
        // A mouse drag ends in a click that would open or close the full-screen view; touch swipes still work.
        draggable={false}
        // Otherwise a thumbnail picked during a slide's animation would be ignored.
        waitForAnimate={false}
        prevArrow={<PropertyGalleryArrow direction="previous" label="Previous image" />}
        nextArrow={<PropertyGalleryArrow direction="next" label="Next image" />}
        beforeChange={handleBeforeChange}
      >
        {slides}
      </Slider>
    </div>
  );
}
