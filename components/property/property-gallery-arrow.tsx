import type { CustomArrowProps } from 'react-slick';
import { KEPT_PRESS_ATTRIBUTE } from '@/lib/rendering/kept-presses';
import styles from './property-gallery-slider.module.css';

export type PropertyGalleryArrowProps = CustomArrowProps & {
  direction: 'previous' | 'next';
  label: string;
  /** Until the gallery has hydrated, a press is kept for it under this name (kept-presses.ts). */
  keptPress?: string;
};

/** react-slick replaces a custom arrow's className and click handler; its end state is read from the class. */
export function PropertyGalleryArrow({
  direction,
  label,
  className,
  onClick,
  keptPress,
}: PropertyGalleryArrowProps) {
  const atEnd = className?.includes('slick-disabled') ?? false;
  return (
    <button
      type="button"
      className={`needs-scripts ${styles.arrow} ${styles[direction]}`}
      aria-label={label}
      aria-disabled={atEnd || undefined}
      onClick={atEnd ? undefined : onClick}
      {...(keptPress ? { [KEPT_PRESS_ATTRIBUTE]: keptPress } : {})}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
      </svg>
    </button>
  );
}
