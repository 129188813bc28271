'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { inAppHref } from '@/lib/url/in-app-link';
import { isPlainClick, opensHere } from './plain-click';
import { ROUTED_LINK_ATTRIBUTE, UNPREFETCHED_LINK_ATTRIBUTE } from './link';

function routedLink(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest(`a[${ROUTED_LINK_ATTRIBUTE}]`);
  return link instanceof HTMLAnchorElement && opensHere(link) ? link : null;
}

/** A pointer crossing a link's own text and icons: it reached for the link once, on entering it. */
function withinLink(event: Event, link: HTMLAnchorElement): boolean {
  return (
    event instanceof PointerEvent && event.relatedTarget instanceof Node && link.contains(event.relatedTarget)
  );
}

/**
 * Follows the site's links (components/ui/link.tsx) through the client router, with one listener
 * for the whole document: a plain click on one goes in place, as `next/link` would, and its page is
 * prefetched when a visitor reaches for it (a pointer over it, a press, focus), not as soon as it is
 * on screen. Next's default fetched every visible link's page on load: on a phone, about 20 of them
 * on a landing page (380 KB) and 100–500 ms of a slow CPU's main thread in the first seconds, mostly
 * for pages the visitor never opens. A press still starts the fetch before its click. It listens on
 * the window, after React's own listeners on the document, so a click a component has taken
 * (`preventDefault`) stays taken.
 */
export function LinkRouter() {
  const router = useRouter();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      const link = routedLink(event.target);
      const href = link && isPlainClick(event) ? inAppHref(link.href, window.location.href) : null;
      if (href === null) return;
      event.preventDefault();
      router.push(href);
    };
    const prefetch = (event: Event) => {
      const link = routedLink(event.target);
      if (!link || link.hasAttribute(UNPREFETCHED_LINK_ATTRIBUTE) || withinLink(event, link)) return;
      const href = inAppHref(link.href, window.location.href);
      if (href !== null) router.prefetch(href);
    };
    const reached = ['pointerover', 'pointerdown', 'focusin'] as const;
    window.addEventListener('click', follow);
    for (const type of reached) document.addEventListener(type, prefetch, { passive: true });
    return () => {
      window.removeEventListener('click', follow);
      for (const type of reached) document.removeEventListener(type, prefetch);
    };
  }, [router]);
  return null;
}
