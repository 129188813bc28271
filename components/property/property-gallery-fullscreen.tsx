'use client';

import { useState } from 'react';
import type { PropertyImage } from '@/lib/listings';
import { PropertyGalleryCounter } from './property-gallery-counter';
import { PropertyGallerySlider } from './property-gallery-slider';
import styles from './property-gallery-fullscreen.module.css';

export interface PropertyGalleryFullscreenProps {
  images: PropertyImage[];
  /** The photo the page showed when the view opened. */
  initialSlide: number;
  onChange: (index: number) => void;
  onClose: () => void;
}

/** The full-screen dialog's content: photos at full size, contained on a dark stage. */
export function PropertyGalleryFullscreen({
  images,
  initialSlide,
  onChange,
  onClose,
}: PropertyGalleryFullscreenProps) {
  const [current, setCurrent] = useState(initialSlide);
  return (
    <div className={styles.viewer}>
      <div className={styles.stage}>
        <PropertyGallerySlider
          images={images}
          variant="full"
          current={current}
          initialSlide={initialSlide}
          onChange={(index) => {
            setCurrent(index);
            onChange(index);
          }}
          onActivate={onClose}
        />
      </div>
      {images.length > 1 && (
        <PropertyGalleryCounter current={current} count={images.length} className={styles.counter} />
      )}
    </div>
  );
}
