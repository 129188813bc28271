import { imageUrlAtWidth } from '@/lib/images/loader';
import type { PropertyImage } from '@/lib/listings';
import styles from './property-print-photos.module.css';

/** A transparent pixel: what the screen loads, so printable photos cost nothing until printed. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
const PRINTED_PHOTOS = 4;
const PRINT_WIDTH = 640;
/** SPEC §9's 3:2 photos; HTML's width and height are whole numbers. */
const PRINT_HEIGHT = Math.round(PRINT_WIDTH / 1.5);

/**
 * The first photos as a grid, for print only: the slider prints as one photo and its controls. Each
 * `<source media="print">` is chosen only when printing, so screens never download them (and so
 * this is a plain `<picture>`: next/image cannot choose a source by print media).
 */
export function PropertyPrintPhotos({ images }: { images: PropertyImage[] }) {
  if (images.length === 0) return null;
  return (
    <div className={styles.photos} data-print="only" aria-hidden="true">
      {images.slice(0, PRINTED_PHOTOS).map((image) => (
        <picture key={image.src}>
          <source media="print" srcSet={imageUrlAtWidth(image.src, PRINT_WIDTH)} />
          <img
            src={BLANK}
            alt={image.alt}
            className={styles.photo}
            width={PRINT_WIDTH}
            height={PRINT_HEIGHT}
          />
        </picture>
      ))}
    </div>
  );
}
