import type { Locator, Page } from '@playwright/test';

/** A news article, publication or award (/media/{section}/{slug}). */
export class ArticlePage {
  readonly page: Page;
  readonly heading: Locator;
  readonly breadcrumbLinks: Locator;
  readonly author: Locator;
  readonly callAuthor: Locator;
  readonly emailAuthor: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1 });
    this.breadcrumbLinks = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
    this.author = page.getByRole('complementary', { name: 'About the author' });
    this.callAuthor = this.author.getByRole('link', { name: /^Call / });
    this.emailAuthor = this.author.getByRole('link', { name: /^Email / });
  }

  async goto(path: string) {
    return this.page.goto(path);
  }
}
