import type { Locator, Page } from '@playwright/test';

export interface NarrowerPage {
  href: string;
  /** The count the link shows beside its name. */
  count: number;
}

/** A landing page: the properties under a prefix of the property path (/to-let/office/johannesburg …). */
export class LandingPage {
  readonly page: Page;
  readonly heading: Locator;
  /** '{n} properties', with the page number past page 1. */
  readonly count: Locator;
  readonly narrowDown: Locator;
  readonly pagination: Locator;
  readonly cards: Locator;
  readonly refineOnSearch: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1 });
    this.count = page.getByText(/^\d+ propert(y|ies)/);
    this.narrowDown = page.getByRole('navigation', { name: 'Narrow down' });
    this.pagination = page.getByRole('navigation', { name: 'Pagination' });
    this.cards = page.getByRole('list', { name: 'Properties' }).locator(':scope > li');
    this.refineOnSearch = page.getByRole('link', { name: 'Refine on the search page' });
  }

  async goto(path: string) {
    return this.page.goto(path);
  }

  narrowDownLink(name: string | RegExp): Locator {
    return this.narrowDown.getByRole('link', { name });
  }

  pageLink(pageNumber: number): Locator {
    return this.pagination.getByRole('link', { name: `Page ${pageNumber}` });
  }

  /** The first `limit` links under 'Narrow down', with the count each shows. */
  async narrowerPages(limit: number): Promise<NarrowerPage[]> {
    return this.narrowDown.getByRole('link').evaluateAll(
      (anchors, max) =>
        anchors.slice(0, max).map((anchor) => ({
          href: anchor.getAttribute('href') ?? '',
          count: Number(/\((\d+)\)\s*$/.exec(anchor.textContent ?? '')?.[1]),
        })),
      limit,
    );
  }
}
