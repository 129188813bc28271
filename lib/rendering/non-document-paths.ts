/**
 * Paths whose responses are never documents: build files, optimised images and the route
 * handlers. next.config.ts gives them the fixed non-document policy; proxy.ts leaves them alone.
 * No imports: next.config.ts loads this file.
 */
const PREFIXES = ['_next/static/', 'api/', 'graphqlQuery/', 'images/', 'maps/', 'ref/', 'sitemap/'];
const PATHS = ['_next/image', 'favicon.ico', 'robots.txt', 'sitemap.xml', 'icon.svg'];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function isNonDocumentPath(pathname: string): boolean {
  const path = pathname.slice(1);
  return PATHS.includes(path) || PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** The same paths as one `source` of next.config.ts `headers()`. */
export const NON_DOCUMENT_SOURCE = `/:path(${[
  ...PREFIXES.map((prefix) => `${escapeRegExp(prefix)}.*`),
  ...PATHS.map(escapeRegExp),
].join('|')})`;
