'use client';

import Image, { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';
import { embeddedImageLoader, isEmbeddedImageSrc } from '@/lib/images/loader';

export type SiteImageProps = Omit<ImageProps, 'loader'> & {
  /**
   * Preloads the image at high priority on the screens this media query names, where it is likely
   * the largest paint; elsewhere it loads as its own `loading` and `fetchPriority` say.
   */
  preloadMedia?: string;
};

/**
 * next/image with the site's loaders: embedded pictures come from our renderer at each srcset width,
 * hosted ones (a CMS, a listings CDN) from Next's optimiser, which admits only `IMAGE_REMOTE_HOSTS`.
 * A client component because a loader is a function, which a server component cannot pass down.
 */
export function SiteImage({ src, alt, preloadMedia, ...props }: SiteImageProps) {
  const loader = typeof src === 'string' && isEmbeddedImageSrc(src) ? embeddedImageLoader : undefined;
  if (preloadMedia) {
    // next/image's own preload has the image's priority and no media; this one has both of its own.
    const { props: img } = getImageProps({ src, alt, loader, ...props, preload: false });
    preload(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: 'high',
      media: preloadMedia,
    });
  }
  return <Image src={src} alt={alt} loader={loader} {...props} />;
}
