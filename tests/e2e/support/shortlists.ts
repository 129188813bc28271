import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SHORTLIST_STORAGE_KEY } from '@/lib/shortlist/saved-listings';

/** The shortlist ids of the first cards of /search. */
export async function listingIds(request: APIRequestContext, count: number): Promise<string[]> {
  const html = await (await request.get('/search')).text();
  const ids = [...html.matchAll(/data-shortlist-id="([^"]+)"/g)].map(([, id]) => id ?? '');
  expect(ids.length, 'shortlist toggles on /search').toBeGreaterThanOrEqual(count);
  return ids.slice(0, count);
}

/** One's own shortlist, in the browser's storage before any page opens. */
export async function storeShortlist(page: Page, ids: readonly string[]): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    SHORTLIST_STORAGE_KEY,
    JSON.stringify(ids.map((id) => ({ id, name: id }))),
  ] as const);
}
