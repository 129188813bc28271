import { useState, type ReactNode } from 'react';
import { useSwipe } from './use-swipe';
import styles from './slide-track.module.css';

export interface SlideTrackProps {
  /** Zero-based index of the slide shown. */
  current: number;
  /** A touch or pen swipe: 1 for the next slide, -1 for the previous one. */
  onSwipe: (direction: 1 | -1) => void;
  /** The visitor reaches for the slides: a pointer over them, focus in them or a touch. */
  onEngage?: () => void;
  /** One element per slide; each fills the track's width. */
  children: ReactNode;
  className?: string;
}

/**
 * A row of slides moved by a CSS transform in --duration-slide (SPEC §9: 500 ms). The server
 * renders the first slide in place, so nothing shifts when the script arrives, and no carousel
 * library is shipped or rendered on the server.
 */
export function SlideTrack({ current, onSwipe, onEngage, children, className }: SlideTrackProps) {
  const swipe = useSwipe(onSwipe);
  return (
    <div
      className={`${styles.viewport} ${className ?? ''}`}
      {...swipe}
      onPointerDown={(event) => {
        onEngage?.();
        swipe.onPointerDown(event);
      }}
      onPointerEnter={onEngage}
      onFocus={onEngage}
    >
      <div className={styles.track} style={{ transform: `translateX(${-100 * current}%)` }}>
        {children}
      </div>
    </div>
  );
}

export interface SlideReach {
  /** Whether a slide is rendered. */
  inReach: (index: number) => boolean;
  engage: () => void;
}

/**
 * The slides that are rendered: every one up to the furthest shown, and the next one once the
 * visitor reaches for the slider. A slide out of reach is neither in the document nor hydrated, and
 * its photo is not fetched: `loading="lazy"` alone would not do, as browsers fetch lazy images this
 * close to the viewport at once, hidden slides included, so each card would download all of its
 * photos with the page and hold back the page's largest paint.
 */
export function useSlideReach(current: number): SlideReach {
  const [engaged, setEngaged] = useState(false);
  const [reach, setReach] = useState(current);
  const next = Math.max(reach, current + (engaged ? 1 : 0));
  // Derived during render (React's pattern for state that follows props): no extra commit.
  if (next !== reach) setReach(next);
  return { inReach: (index) => index <= next, engage: () => setEngaged(true) };
}
