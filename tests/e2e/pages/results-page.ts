import { expect, type Locator, type Page } from '@playwright/test';
import { ownedByReact } from '../support/pointer';

/** Longer than the search takes to write its address after a change. */
const STEADY_MS = 1_000;

/**
 * What the property search and the news lists share: a list that answers the search in the URL,
 * its '{n} results found.' count and its page links.
 */
export class ResultsPage {
  readonly page: Page;
  readonly found: Locator;
  readonly pagination: Locator;
  readonly nextPage: Locator;

  constructor(page: Page) {
    this.page = page;
    // The copy on screen: while the property search wakes, a hidden one renders beside it.
    this.found = page.getByText(/^[\d\s]+ results found\.$/).filter({ visible: true });
    this.pagination = page.getByRole('navigation', { name: 'Pagination' });
    this.nextPage = page.getByRole('link', { name: 'Next page' });
  }

  /**
   * The results on screen: while the property search wakes, it renders a second, hidden copy
   * beside its HTML (components/dormant/dormant-island.tsx).
   */
  get readiness(): Locator {
    return this.page.locator('[data-search-ready]').filter({ visible: true });
  }

  /** Waits until the list shows the answer for the current URL (no skeleton, no stalled search). */
  async waitUntilReady() {
    const results = this.readiness;
    await expect(results).toHaveAttribute('data-search-ready', 'true');
    await expect(results).not.toHaveAttribute('data-search-status', /loading|stalled/);
  }

  /**
   * Waits until React has hydrated the results, so they answer clicks (a page without script never
   * is). The property search wakes when a visitor reaches for it: a pointer over its results.
   * On a throttled CPU, waking (the island's render and effects) needs more than the default wait.
   */
  async waitUntilHydrated({ timeout }: { timeout?: number } = {}) {
    await expect
      .poll(
        async () => {
          // A pointer that came before the page's scripts is seen when they run; this one comes again.
          await this.page.mouse.move(0, 0);
          await this.readiness.hover();
          return ownedByReact(this.readiness);
        },
        { timeout },
      )
      .toBe(true);
  }

  /** Waits for the URL, then for its answer: a soft navigation or Back has no load event of its own to wait for. */
  async waitForUrl(predicate: (url: URL) => boolean) {
    await this.page.waitForURL((url) => predicate(url), { waitUntil: 'commit' });
    await this.waitUntilReady();
  }

  /**
   * Waits for the URL and its answer, then for the address to stay put: the search writes its
   * address a moment after a change (InstantSearch's router waits 400 ms), and a write that should
   * not happen (page 1 over the page the visitor came back to) comes then.
   */
  async waitForSteadyUrl(predicate: (url: URL) => boolean) {
    await this.waitForUrl(predicate);
    const address = this.page.url();
    await this.page.waitForTimeout(STEADY_MS);
    expect(this.page.url(), 'the address a second later').toBe(address);
  }

  /**
   * Waits until the answer is shown and the address has stayed the same for a second (the search
   * writes it 400 ms after a change), and returns it: the address a visitor would share or reload.
   */
  async settledUrl(): Promise<URL> {
    let address = this.page.url();
    let since = Date.now();
    await expect
      .poll(
        async () => {
          await this.waitUntilReady();
          if (this.page.url() !== address) {
            address = this.page.url();
            since = Date.now();
          }
          return Date.now() - since >= STEADY_MS;
        },
        { message: 'the address stays the same for a second', intervals: [100], timeout: 20_000 },
      )
      .toBe(true);
    return new URL(address);
  }

  /** The entries of the tab's history: each change a visitor makes adds one, Back none. */
  historyLength(): Promise<number> {
    return this.page.evaluate(() => window.history.length);
  }

  /** The number of the page of results shown, as its page link says (null with one page). */
  async currentPage(): Promise<string | null> {
    const current = this.pagination.locator('[aria-current="page"]');
    return (await current.count()) === 0 ? null : ((await current.textContent()) ?? '').trim();
  }

  /** The count in '{n} results found.' */
  async foundCount(): Promise<number> {
    const text = (await this.found.textContent()) ?? '';
    return Number(text.replace(/\D/g, ''));
  }

  pageLink(pageNumber: number): Locator {
    return this.pagination.getByRole('link', { name: `Page ${pageNumber}` });
  }
}
