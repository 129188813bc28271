import type { Locator, Page } from '@playwright/test';

export type MediaSectionTitle = 'Latest news' | 'Publications' | 'Awards';

/** /media: the featured preview and a short list of each section. */
export class MediaPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly featured: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1, name: 'Media' });
    this.featured = page.getByRole('region', { name: 'Featured' });
  }

  async goto() {
    return this.page.goto('/media');
  }

  section(title: MediaSectionTitle): Locator {
    return this.page.getByRole('region', { name: title });
  }

  viewAll(title: MediaSectionTitle): Locator {
    return this.section(title).getByRole('link', { name: `View all ${title.toLowerCase()}` });
  }
}
