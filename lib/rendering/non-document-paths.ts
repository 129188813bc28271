/**
 * Paths whose responses are never documents: build files, optimised images and the route
 * handlers. next.config.ts gives them the fixed non-document policy; proxy.ts leaves them alone.
 * No imports: next.config.ts loads this file.
 */
const PREFIXES = [
  '_next/static/',
  'api/',
  'brochures/',
  'fonts/',
  'graphqlQuery/',
  'images/',
  'maps/',
  'og/',
  'ref/',
  'sitemap/',
];
const PATHS = ['_next/image', 'favicon.ico', 'robots.txt', 'sitemap.xml', 'icon.svg'];
/** A listing's brochure, beside its page (app/brochures, through a rewrite in next.config.ts). */
const BROCHURE = /^(?:to-let|for-sale)\/.+\/brochure\.pdf$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function isNonDocumentPath(pathname: string): boolean {
  const path = pathname.slice(1);
  return PATHS.includes(path) || PREFIXES.some((prefix) => path.startsWith(prefix)) || BROCHURE.test(path);
}

/** The same paths as one `source` of next.config.ts `headers()`. */
export const NON_DOCUMENT_SOURCE = `/:path(${[
  ...PREFIXES.map((prefix) => `${escapeRegExp(prefix)}.*`),
  ...PATHS.map(escapeRegExp),
  '(?:to-let|for-sale)/.+/brochure\\.pdf',
].join('|')})`;
