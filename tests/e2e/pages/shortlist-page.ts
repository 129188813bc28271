import { expect, type Locator, type Page } from '@playwright/test';

/** The header's link to the shortlist: its accessible name is "Shortlist" and the count, if any. */
export function shortlistCountLink(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^Shortlist\s*\d*$/ });
}

/** The Shortlist toggle of a listing, by the name its label carries. */
export function shortlistToggle(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('button', { name: `Shortlist ${name}`, exact: true });
}

/** /shortlist, or a shared /shortlist/{ids}: cards, the compare view and their controls. */
export class ShortlistPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly cards: Locator;
  readonly showCards: Locator;
  readonly showCompare: Locator;
  readonly comparison: Locator;
  readonly share: Locator;
  readonly saveToMine: Locator;
  readonly empty: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1 });
    this.cards = page.getByRole('list', { name: 'Shortlisted listings' }).locator(':scope > li');
    this.showCards = page.getByRole('button', { name: 'Cards', exact: true });
    this.showCompare = page.getByRole('button', { name: 'Compare', exact: true });
    this.comparison = page.getByRole('table', { name: /^Comparing \d+ listings?/ });
    this.share = page.getByRole('button', { name: 'Share', exact: true });
    this.saveToMine = page.getByRole('button', { name: 'Save to my shortlist' });
    this.empty = page.getByRole('heading', { name: 'Your shortlist is empty' });
  }

  async goto(path = '/shortlist') {
    return this.page.goto(path);
  }

  /**
   * Waits for the cards of one's own shortlist: the page reads the browser's list once its scripts
   * have run, then asks the server for the listings, which takes a while on a loaded runner.
   */
  async waitForCards(count: number) {
    await expect(this.cards).toHaveCount(count, { timeout: 20_000 });
  }

  async cardNames(): Promise<string[]> {
    return this.cards.getByRole('heading', { level: 3 }).allTextContents();
  }

  /** The listings compared, as the column headers name them. */
  async comparedNames(): Promise<string[]> {
    return (await this.comparison.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  }

  /** A fact's row: its values in column order, and whether it is marked as the same for all. */
  async fact(label: string): Promise<{ values: string[]; same: boolean }> {
    const row = this.comparison
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: new RegExp(`^${label}`) }) });
    await expect(row).toHaveCount(1);
    const header = ((await row.getByRole('rowheader').textContent()) ?? '').trim();
    return {
      values: (await row.getByRole('cell').allTextContents()).map((text) => text.trim()),
      same: header.endsWith('Same'),
    };
  }

  /** Waits until React listens, so a press is handled by the page itself. */
  async waitUntilHydrated() {
    await expect
      .poll(() => this.page.evaluate(() => document.documentElement.hasAttribute('data-shortlist-live')))
      .toBe(true);
  }

  remove(name: string): Locator {
    return this.page.getByRole('button', { name: `Remove ${name}`, exact: true });
  }
}
