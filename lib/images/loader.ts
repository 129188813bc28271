/**
 * next/image loader (next.config `images.loaderFile`). Our generated pictures are served at the
 * requested width by `/images/[kind]/[file]`; anything else goes through Next's own optimiser.
 * No `server-only` here: the loader runs in the browser too.
 */
export interface ImageLoaderProps {
  src: string;
  width: number;
  quality?: number;
}

export function imageLoader({ src, width, quality }: ImageLoaderProps): string {
  if (src.startsWith('/images/')) return `${src}?w=${width}`;
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality ?? 75}`;
}

export default imageLoader;
