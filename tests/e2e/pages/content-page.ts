import type { Locator, Page } from '@playwright/test';

/** A company page: /about, /services/…, /group-services/…, /fraud-hotline, /privacy … */
export class ContentPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly breadcrumb: Locator;
  readonly main: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1 });
    this.breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    this.main = page.getByRole('main');
  }

  async goto(path: string) {
    return this.page.goto(path);
  }

  async headingText(): Promise<string> {
    return (await this.heading.textContent())?.trim() ?? '';
  }
}
