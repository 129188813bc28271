'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type Slider from 'react-slick';
import { Modal } from '@/components/ui/modal';
import type { PropertyImage } from '@/lib/listings';
import { answerKeptPresses, KEPT_SLIDES_ATTRIBUTE, showKeptSlide } from '@/lib/rendering/kept-presses';
import { PropertyGalleryCounter } from './property-gallery-counter';
import { PropertyGalleryPoster } from './property-gallery-poster';
import { PropertyGalleryThumbnails } from './property-gallery-thumbnails';
import styles from './property-gallery.module.css';

export interface PropertyGalleryProps {
  name: string;
  images: PropertyImage[];
}

interface LiveGallery {
  Slider: (typeof import('./property-gallery-slider'))['PropertyGallerySlider'];
  Fullscreen: (typeof import('./property-gallery-fullscreen'))['PropertyGalleryFullscreen'];
}

let liveGallery: Promise<LiveGallery> | undefined;

/** The names the page's tap keeper keeps the poster's arrows' presses under, until it hydrates. */
const KEPT_PRESSES = { previous: 'gallery-previous', next: 'gallery-next' } as const;
/** The name a thumbnail's press is kept under, until the gallery hydrates. */
const keptPhotoPress = (index: number) => `gallery-photo-${index}`;

/** react-slick and the full-screen view: loaded once, when a visitor first reaches for a gallery. */
function loadLiveGallery(): Promise<LiveGallery> {
  liveGallery ??= Promise.all([
    import('./property-gallery-slider'),
    import('./property-gallery-fullscreen'),
  ]).then(
    ([slider, fullscreen]) => ({
      Slider: slider.PropertyGallerySlider,
      Fullscreen: fullscreen.PropertyGalleryFullscreen,
    }),
    (error: unknown) => {
      // A failed download (a dropped connection) is tried again on the next tap.
      liveGallery = undefined;
      throw error;
    },
  );
  return liveGallery;
}

/** The stage's control that has focus, as the slider will draw it again: its photo, or an arrow. */
type FocusedControl = { photo: true } | { label: string } | null;

function focusedControl(stage: HTMLElement | null): FocusedControl {
  const focused = document.activeElement;
  if (!stage || !(focused instanceof HTMLElement) || !stage.contains(focused)) return null;
  if (focused.hasAttribute('data-slide-focus')) return { photo: true };
  const label = focused.getAttribute('aria-label');
  return label ? { label } : null;
}

function findControl(stage: HTMLElement | null, control: FocusedControl): HTMLElement | null {
  if (!stage || !control) return null;
  if ('photo' in control)
    return (
      stage.querySelector<HTMLElement>('.slick-current [data-slide-focus]') ??
      stage.querySelector<HTMLElement>('[data-slide-focus]')
    );
  const labelled = stage.querySelectorAll<HTMLElement>('[aria-label]');
  return [...labelled].find((element) => element.getAttribute('aria-label') === control.label) ?? null;
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

/**
 * The property page's photos: a slider with thumbnails, and a full-screen view in a dialog. The
 * page first shows a poster of the slider; the slider replaces it when the visitor first uses it.
 */
export function PropertyGallery({ name, images }: PropertyGalleryProps) {
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState(false);
  const [live, setLive] = useState<LiveGallery | null>(null);
  // The photo the slider mounts at, read once as it mounts.
  const [startSlide, setStartSlide] = useState(0);
  const sliderRef = useRef<Slider>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const viewedRef = useRef(0);
  // The latest photo asked for before the slider loaded: several moves may wait on one download.
  const requestedRef = useRef(0);
  // The arrows' and thumbnails' presses that came before the page's scripts, which the tap keeper
  // kept: answered once, as the gallery takes them over, from the photo the page showed. Before the
  // first paint after hydration, so the photo the keeper showed is never drawn back at the first.
  useLayoutEffect(() => {
    const photoPresses = images.map((_, index) => keptPhotoPress(index));
    const presses = answerKeptPresses([KEPT_PRESSES.previous, KEPT_PRESSES.next, ...photoPresses]);
    if (presses.length === 0) return;
    if (sectionRef.current) showKeptSlide(sectionRef.current, 0);
    const last = images.length - 1;
    const afterPress = (index: number, press: string) => {
      if (press === KEPT_PRESSES.next) return Math.min(last, index + 1);
      if (press === KEPT_PRESSES.previous) return Math.max(0, index - 1);
      return photoPresses.indexOf(press);
    };
    moveTo(presses.reduce(afterPress, 0));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (images.length === 0) return <PropertyGalleryPlaceholder />;

  /** Loads the slider and mounts it at `slide`; focus moves from the poster's control to its own. */
  function goLive(slide: number, { openViewer = false } = {}) {
    requestedRef.current = slide;
    const focus = focusedControl(stageRef.current);
    loadLiveGallery().then(
      (loaded) => {
        flushSync(() => {
          setStartSlide(requestedRef.current);
          setLive(loaded);
        });
        findControl(stageRef.current, focus)?.focus({ preventScroll: true });
        // Only now: the dialog hands focus back, on close, to the control focused as it opened.
        if (openViewer) setOpen(true);
      },
      () => undefined,
    );
  }

  /** Before the slider is live, a move shows the photo at once and mounts the slider there. */
  function moveTo(index: number) {
    if (live) {
      sliderRef.current?.slickGoTo(index);
      return;
    }
    setCurrent(index);
    goLive(index);
  }

  function openViewer() {
    viewedRef.current = current;
    if (live) setOpen(true);
    else goLive(current, { openViewer: true });
  }

  function closeViewer() {
    setOpen(false);
    // After the dialog hands focus back (slickGoTo waits a tick), so focus on a slide can follow the photo.
    if (viewedRef.current !== current) sliderRef.current?.slickGoTo(viewedRef.current, true);
  }

  const showsSlider = live !== null && images.length > 1;
  return (
    <section
      ref={sectionRef}
      className={styles.gallery}
      aria-label={`Photos of ${name}`}
      data-print="hide"
      {...{ [KEPT_SLIDES_ATTRIBUTE]: images.length }}
    >
      <div ref={stageRef} className={styles.stage}>
        {showsSlider ? (
          <live.Slider
            images={images}
            variant="main"
            current={current}
            initialSlide={startSlide}
            onChange={setCurrent}
            onActivate={openViewer}
            sliderRef={sliderRef}
          />
        ) : (
          <PropertyGalleryPoster
            images={images}
            current={current}
            onMove={moveTo}
            onActivate={openViewer}
            onEngage={() => void loadLiveGallery().catch(() => undefined)}
            keptPresses={KEPT_PRESSES}
          />
        )}
        {/* Without scripts the first photo is all there is to see: no count of the others, no full screen. */}
        <div className={`needs-scripts ${styles.toolbar}`}>
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
          onSelect={(index) => moveTo(index)}
          keptPress={keptPhotoPress}
        />
      )}
      <Modal open={open} onClose={closeViewer} title={`${name} — photos`} size="full">
        {live && (
          <live.Fullscreen
            images={images}
            initialSlide={current}
            onChange={(index) => {
              viewedRef.current = index;
            }}
            onClose={closeViewer}
          />
        )}
      </Modal>
    </section>
  );
}
