// Relative: next.config.ts loads this file, and its loader does not resolve the `@/` alias here.
import { NEWS_LIST_PATHS } from '../format/article-path';

/**
 * Where a news list with a search in its URL renders: a route of its own, rendered per request,
 * so the list without one stays cached. next.config.ts rewrites to it and proxy.ts gives it a
 * nonce, both from the conditions below, so the two always agree.
 */
export const NEWS_SEARCH_PATH = '/media/search';

/** Query keys that make a list URL a search, with the values that count (Next's `has` regex). */
const SEARCH_CONDITIONS = [
  { key: 'query', value: '.*\\S.*' },
  { key: 'category', value: '.+' },
  // Page 1 is the list itself.
  { key: 'page', value: '0*(?:[2-9]|[1-9]\\d+)' },
] as const;

const LIST_SLUGS = Object.values(NEWS_LIST_PATHS).map((path) => path.slice(path.lastIndexOf('/') + 1));

/** The rewrites of next.config.ts: one per condition, any one of which is enough. */
export function buildNewsSearchRewrites() {
  return SEARCH_CONDITIONS.map(({ key, value }) => ({
    source: `/media/:section(${LIST_SLUGS.join('|')})`,
    has: [{ type: 'query' as const, key, value }],
    destination: `${NEWS_SEARCH_PATH}/:section`,
  }));
}

/** Whether Next will rewrite this list URL, by the rule Next applies: the last value, matched whole. */
export function isNewsSearch(search: URLSearchParams): boolean {
  return SEARCH_CONDITIONS.some(({ key, value }) => {
    const last = search.getAll(key).at(-1);
    return Boolean(last) && new RegExp(`^${value}$`).test(last ?? '');
  });
}

/** The section slug of a news list path (`/media/awards` → `awards`), if it is one. */
export function newsListSlug(pathname: string): string | undefined {
  return LIST_SLUGS.find((slug) => pathname === `/media/${slug}`);
}

/** The public list path of an internal search path, if it is one. */
export function publicNewsListPath(pathname: string): string | undefined {
  const slug = LIST_SLUGS.find((candidate) => pathname === `${NEWS_SEARCH_PATH}/${candidate}`);
  return slug === undefined ? undefined : `/media/${slug}`;
}
