import type { Locator, Page } from '@playwright/test';

/** The banner every page of a draft preview carries, with its way out. */
export class PreviewBanner {
  readonly banner: Locator;
  readonly exit: Locator;

  constructor(page: Page) {
    this.banner = page.getByRole('complementary', { name: 'Preview' });
    this.exit = this.banner.getByRole('link', { name: 'Exit preview' });
  }
}
