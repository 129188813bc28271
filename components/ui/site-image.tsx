'use client';

import Image, { type ImageProps } from 'next/image';
import { embeddedImageLoader, isEmbeddedImageSrc } from '@/lib/images/loader';

export type SiteImageProps = Omit<ImageProps, 'loader'>;

/**
 * next/image with the site's loaders: embedded pictures come from our renderer at each srcset width,
 * hosted ones (a CMS, a listings CDN) from Next's optimiser, which admits only `IMAGE_REMOTE_HOSTS`.
 * A client component because a loader is a function, which a server component cannot pass down.
 */
export function SiteImage({ src, alt, ...props }: SiteImageProps) {
  const loader = typeof src === 'string' && isEmbeddedImageSrc(src) ? embeddedImageLoader : undefined;
  return <Image src={src} alt={alt} loader={loader} {...props} />;
}
