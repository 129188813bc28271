'use client';

import { useRef, useState } from 'react';
import type Slider from 'react-slick';
import { Modal } from '@/components/ui/modal';
import type { PropertyImage } from '@/lib/listings';
import { PropertyGalleryCounter } from './property-gallery-counter';
import { PropertyGalleryFullscreen } from './property-gallery-fullscreen';
import { PropertyGallerySlider } from './property-gallery-slider';
import { PropertyGalleryThumbnails } from './property-gallery-thumbnails';
import styles from './property-gallery.module.css';

export interface PropertyGalleryProps {
  name: string;
  images: PropertyImage[];
}

function PropertyGalleryPlaceholder() {
  return (
    <div className={styles.placeholder}>
      <svg viewBox="0 0 24 24" className={styles.placeholderIcon} aria-hidden="true" focusable="false">
        <path d="M3 21h18M5 21V5l8-2v18M13 9h6v12M8 8h2M8 12h2M8 16h2M16 13h1M16 17h1" />
      </svg>
      <p className={styles.placeholderText}>Photos coming soon</p>
    </div>
  );
}

/** The property page's photos: a slider with thumbnails, and a full-screen view in a dialog. */
export function PropertyGallery({ name, images }: PropertyGalleryProps) {
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState(false);
  const sliderRef = useRef<Slider>(null);
  const viewedRef = useRef(0);
  if (images.length === 0) return <PropertyGalleryPlaceholder />;

  function openViewer() {
    viewedRef.current = current;
    setOpen(true);
  }

  function closeViewer() {
    setOpen(false);
    // After the dialog hands focus back (slickGoTo waits a tick), so focus on a slide can follow the photo.
    if (viewedRef.current !== current) sliderRef.current?.slickGoTo(viewedRef.current, true);
  }

  return (
    <section className={styles.gallery} aria-label={`Photos of ${name}`}>
      <div className={styles.stage}>
        <PropertyGallerySlider
          images={images}
          variant="main"
          current={current}
          onChange={setCurrent}
          onActivate={openViewer}
          sliderRef={sliderRef}
        />
        <div className={styles.toolbar}>
          {images.length > 1 && (
            <PropertyGalleryCounter current={current} count={images.length} className={styles.counter} />
          )}
          <button type="button" className={styles.fullScreen} onClick={openViewer}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
            </svg>
            View full screen
          </button>
        </div>
      </div>
      {images.length > 1 && (
        <PropertyGalleryThumbnails
          images={images}
          current={current}
          onSelect={(index) => sliderRef.current?.slickGoTo(index)}
        />
      )}
      <Modal open={open} onClose={closeViewer} title={`${name} — photos`} size="full">
        <PropertyGalleryFullscreen
          images={images}
          initialSlide={current}
          onChange={(index) => {
            viewedRef.current = index;
          }}
          onClose={closeViewer}
        />
      </Modal>
    </section>
  );
}
