/**
 * The pictures the embedded backends draw are rendered at the asked width by `/images/[kind]/[file]`,
 * so components/ui/site-image.tsx asks for them there instead of through Next's optimiser, which
 * would decode and re-encode them for nothing. No `server-only` here: the loader runs in the browser too.
 */
export interface ImageLoaderProps {
  src: string;
  width: number;
}

const EMBEDDED_IMAGE_PREFIX = '/images/';

export function isEmbeddedImageSrc(src: string): boolean {
  return src.startsWith(EMBEDDED_IMAGE_PREFIX);
}

export function embeddedImageLoader({ src, width }: ImageLoaderProps): string {
  return `${src}?w=${width}`;
}

/** Open Graph and JSON-LD pictures: wide enough for a link preview, inside the widths we render. */
export const SHARED_IMAGE_WIDTH = 1200;

/**
 * A picture's address for use outside the page (a link preview, JSON-LD): ours at `width`, a hosted
 * one as its host serves it, since crawlers fetch it directly.
 */
export function imageUrlAtWidth(src: string, width: number = SHARED_IMAGE_WIDTH): string {
  return isEmbeddedImageSrc(src) ? embeddedImageLoader({ src, width }) : src;
}
