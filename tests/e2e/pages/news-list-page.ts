import type { Locator, Page } from '@playwright/test';
import { MultiSelectControl } from './multi-select';
import { ResultsPage } from './results-page';

/** What a news list shows of its search. */
export interface NewsView {
  query: string;
  /** The Category summary: 'all', or the categories chosen. */
  categories: string;
  count: number;
  page: string | null;
  cards: string[];
}

/** A news list (/media/latest-news, /media/publications, /media/awards) with its search. */
export class NewsListPage extends ResultsPage {
  readonly cards: Locator;
  readonly searchBox: Locator;
  /** The Category dropdown with its options. */
  readonly categories: MultiSelectControl;
  readonly reset: Locator;
  readonly unavailable: Locator;

  constructor(page: Page) {
    super(page);
    this.cards = page.getByRole('list', { name: 'Articles' }).locator(':scope > li');
    this.searchBox = page.getByLabel('Search by text');
    this.categories = new MultiSelectControl(page, 'Category', 'all');
    this.reset = page.getByRole('link', { name: 'Reset', exact: true });
    this.unavailable = page.getByRole('alert').filter({ hasText: 'Articles are temporarily unavailable' });
  }

  /** Opens a list, e.g. '/media/awards' or '/media/latest-news?query=solar', and waits for its results. */
  async goto(path: string) {
    await this.page.goto(path);
    await this.waitUntilReady();
  }

  /** Types into 'Search by text' and presses Enter. */
  async searchFor(text: string) {
    await this.searchBox.fill(text);
    await this.searchBox.press('Enter');
  }

  async chooseCategory(option: string) {
    await this.categories.open();
    await this.categories.checkbox(option).check();
    await this.page.keyboard.press('Escape');
  }

  /** What the list shows of its search now. */
  async view(): Promise<NewsView> {
    return {
      query: await this.searchBox.inputValue(),
      categories: await this.categories.shown(),
      count: await this.foundCount(),
      page: await this.currentPage(),
      cards: await this.cards.getByRole('heading', { level: 3 }).allTextContents(),
    };
  }

  /** A card's 'Read more' link, named for its article. */
  readMore(index = 0): Locator {
    return this.cards.nth(index).getByRole('link', { name: /^Read more: / });
  }
}
