import type { ComponentProps } from 'react';

/** Marks an anchor the client router follows in place (components/ui/link-router.tsx). */
export const ROUTED_LINK_ATTRIBUTE = 'data-routed';
/** On a routed link whose page is not worth fetching before it is pressed. */
export const UNPREFETCHED_LINK_ATTRIBUTE = 'data-no-prefetch';

export interface LinkProps extends ComponentProps<'a'> {
  href: string;
  /** False: the page is fetched only once the link is followed. */
  prefetch?: boolean;
}

/**
 * A link to one of the site's pages: a plain anchor in the HTML, which a page without scripts
 * follows as any link, and which LinkRouter, once the page's scripts run, follows in place and
 * prefetches when a visitor reaches for it. Each link is no component of its own in the browser: a
 * page has about a hundred of them, and `next/link`'s hooks for each were most of a plain page's
 * hydration (docs/decisions/main-thread-after-paint.md).
 */
export function Link({ prefetch = true, ...props }: LinkProps) {
  const marks = { [ROUTED_LINK_ATTRIBUTE]: '', ...(prefetch ? {} : { [UNPREFETCHED_LINK_ATTRIBUTE]: '' }) };
  return <a {...props} {...marks} />;
}
