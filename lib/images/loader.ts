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
