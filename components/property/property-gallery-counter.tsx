import { KEPT_SLIDE_TEXT_ATTRIBUTE } from '@/lib/rendering/kept-presses';

export interface PropertyGalleryCounterProps {
  /** Zero-based index of the photo shown. */
  current: number;
  count: number;
  className?: string;
}

/**
 * "3 / 6" on screen; screen readers hear "Image 3 of 6" as it changes. Before the gallery hydrates,
 * the page's tap keeper may have written another number, which the gallery then answers with the same
 * (lib/rendering/kept-presses.ts).
 */
export function PropertyGalleryCounter({ current, count, className }: PropertyGalleryCounterProps) {
  const number = String(current + 1);
  const onScreen = `{} / ${count}`;
  const spoken = `Image {} of ${count}`;
  return (
    <p className={className} aria-live="polite" aria-atomic="true">
      <span aria-hidden="true" suppressHydrationWarning {...{ [KEPT_SLIDE_TEXT_ATTRIBUTE]: onScreen }}>
        {onScreen.replace('{}', number)}
      </span>
      <span className="visually-hidden" suppressHydrationWarning {...{ [KEPT_SLIDE_TEXT_ATTRIBUTE]: spoken }}>
        {spoken.replace('{}', number)}
      </span>
    </p>
  );
}
