export interface PropertyGalleryCounterProps {
  /** Zero-based index of the photo shown. */
  current: number;
  count: number;
  className?: string;
}

/** "3 / 6" on screen; screen readers hear "Image 3 of 6" as it changes. */
export function PropertyGalleryCounter({ current, count, className }: PropertyGalleryCounterProps) {
  return (
    <p className={className} aria-live="polite" aria-atomic="true">
      <span aria-hidden="true">
        {current + 1} / {count}
      </span>
      <span className="visually-hidden">
        Image {current + 1} of {count}
      </span>
    </p>
  );
}
