import type { Locator, Page } from '@playwright/test';

/** The quick search bar above inner pages and the 404 page. */
export class QuickSearchBar {
  readonly bar: Locator;
  readonly dealType: Locator;
  readonly searchBox: Locator;

  constructor(page: Page) {
    this.bar = page.getByRole('search', { name: 'Quick property search' });
    this.dealType = this.bar.getByLabel('Deal type');
    this.searchBox = this.bar.getByLabel('Search properties');
  }

  /** Chooses the deal type ('ToLet' or 'ForSale'), types the query and presses Enter. */
  async search(query: string, deal: 'ToLet' | 'ForSale') {
    await this.dealType.selectOption(deal);
    await this.searchBox.fill(query);
    await this.searchBox.press('Enter');
  }
}
