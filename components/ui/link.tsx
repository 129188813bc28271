'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps, type FocusEvent, type PointerEvent } from 'react';

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The site's `next/link`: it prefetches the page it leads to when a visitor reaches for it (a
 * pointer over it or pressing it, or focus), not as soon as it is on screen. Next's default fetched
 * every visible link's page on load: on a phone, about 20 of them on a landing page (380 KB), the
 * link shared with the photos and 100–500 ms of a slow CPU's main thread spent in the first
 * seconds, mostly for pages the visitor never opens. A press still starts the fetch before its
 * click, and a `prefetch={false}` link never prefetches.
 */
export function Link({ prefetch, onPointerEnter, onPointerDown, onFocus, ...props }: LinkProps) {
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false || !wanted ? false : prefetch}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        want();
        onPointerEnter?.(event);
      }}
      onPointerDown={(event: PointerEvent<HTMLAnchorElement>) => {
        want();
        onPointerDown?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        want();
        onFocus?.(event);
      }}
    />
  );
}
