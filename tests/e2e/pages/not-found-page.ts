import type { Locator, Page } from '@playwright/test';
import { QuickSearchBar } from './quick-search-bar';

/** The branded 404 page, with the quick search bar above it. */
export class NotFoundPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly searchProperties: Locator;
  readonly quickSearch: QuickSearchBar;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1 });
    this.searchProperties = page.getByRole('link', { name: 'Search properties' });
    this.quickSearch = new QuickSearchBar(page);
  }

  async goto(path: string) {
    return this.page.goto(path);
  }
}
