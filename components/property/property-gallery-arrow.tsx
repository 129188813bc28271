import type { CustomArrowProps } from 'react-slick';
import { KEPT_PRESS_ATTRIBUTE, KEPT_STEP_ATTRIBUTE } from '@/lib/rendering/kept-presses';
import styles from './property-gallery-slider.module.css';

export type PropertyGalleryArrowProps = CustomArrowProps & {
  direction: 'previous' | 'next';
  label: string;
  /**
   * Until the gallery has hydrated, a press is kept for it under this name, and the poster's next or
   * previous photo shown at once when the page has it (kept-presses.ts).
   */
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
      // The page's tap keeper may have marked its end before the gallery hydrated, as the gallery will.
      suppressHydrationWarning={keptPress !== undefined}
      {...(keptPress
        ? { [KEPT_PRESS_ATTRIBUTE]: keptPress, [KEPT_STEP_ATTRIBUTE]: direction === 'next' ? 1 : -1 }
        : {})}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
      </svg>
    </button>
  );
}
