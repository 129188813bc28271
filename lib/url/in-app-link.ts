/**
 * Where a click on one of the site's own links goes in place, through the client router: its path,
 * query and fragment. Null when the browser should follow it itself: another origin, or a jump to
 * a fragment of the document already shown.
 */
export function inAppHref(href: string, current: string): string | null {
  let to: URL;
  let from: URL;
  try {
    from = new URL(current);
    to = new URL(href, from);
  } catch {
    return null;
  }
  if (to.origin !== from.origin) return null;
  if (to.hash && to.pathname === from.pathname && to.search === from.search) return null;
  return `${to.pathname}${to.search}${to.hash}`;
}
