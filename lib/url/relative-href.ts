/**
 * A link as a page may write it: the path, query and fragment of `url`, whatever origin it names.
 * A page's links never name an origin: the server renders cached pages without knowing the host
 * the visitor used (another port, a preview domain, the load balancer's name).
 */
export function toRelativeHref(url: string): string {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return url;
  }
}
