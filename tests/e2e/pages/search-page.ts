import type { Locator, Page } from '@playwright/test';
import { ResultsPage } from './results-page';

export type DealTypeLabel = 'To Let' | 'For Sale';

/** The /search page as a visitor sees it. */
export class SearchPage extends ResultsPage {
  readonly heading: Locator;
  readonly results: Locator;
  readonly cards: Locator;
  readonly searchBox: Locator;
  readonly sortBy: Locator;
  /** The notice that names the parts of the URL that were dropped. */
  readonly notice: Locator;
  readonly noResults: Locator;
  readonly clearAllFilters: Locator;
  readonly unavailable: Locator;
  readonly showFilters: Locator;
  readonly hideFilters: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1 });
    this.results = page.getByRole('region', { name: 'Search results' });
    this.cards = this.results.getByRole('list', { name: 'Properties' }).locator(':scope > li');
    this.searchBox = page.getByRole('searchbox', { name: 'Find Your Space' });
    this.sortBy = page.getByLabel('Sort by');
    this.notice = page.getByRole('note');
    this.noResults = page.getByRole('heading', { name: 'No properties match your search' });
    this.clearAllFilters = page.getByRole('button', { name: 'Clear all filters' });
    // Next's route announcer is an alert too, so the error state is the alert with this heading.
    this.unavailable = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: 'Search is temporarily unavailable' }) });
    this.showFilters = page.getByRole('button', { name: 'Show filters' });
    this.hideFilters = page.getByRole('button', { name: 'Hide filters' });
  }

  async goto(query = '') {
    await this.page.goto(`/search${query}`);
    await this.waitUntilReady();
  }

  dealType(label: DealTypeLabel): Locator {
    return this.page.getByRole('radio', { name: new RegExp(label) });
  }

  /** The button that opens a filter's list of options, e.g. 'Property Type'. */
  filter(name: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${name}`) });
  }

  /** Types into 'Find Your Space' and presses Enter. */
  async searchFor(text: string) {
    await this.searchBox.fill(text);
    await this.searchBox.press('Enter');
  }

  async chooseSort(label: string) {
    await this.sortBy.selectOption({ label });
  }

  async cardNames(): Promise<string[]> {
    return this.results.getByRole('heading', { level: 3 }).allTextContents();
  }

  /** Follows the title link of a card; returns the property name it showed. */
  async openCard(index = 0): Promise<string> {
    const title = this.cards.nth(index).getByRole('heading', { level: 3 });
    const name = (await title.textContent())?.trim() ?? '';
    await title.getByRole('link').click();
    return name;
  }

  /** Opens the filters panel where it is collapsed (phones). */
  async openFilters() {
    if (await this.showFilters.isVisible()) await this.showFilters.click();
  }

  async chooseOption(filter: string, option: string | RegExp) {
    await this.openFilters();
    await this.filter(filter).click();
    await this.page.getByRole('checkbox', { name: option }).check();
    await this.page.keyboard.press('Escape');
  }

  /** The options of a filter with the count beside each, as its list shows them. */
  async optionCounts(filter: string): Promise<Array<{ label: string; count: number }>> {
    await this.openFilters();
    await this.filter(filter).click();
    const labels = await this.page
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent ?? ''));
    await this.page.keyboard.press('Escape');
    return labels.flatMap((text) => {
      const match = /^(.*) \((\d+)\)$/.exec(text.trim());
      return match ? [{ label: match[1] ?? '', count: Number(match[2]) }] : [];
    });
  }

  /** The price line of each card, as numbers (rand); null for POA. */
  async cardPrices(): Promise<Array<number | null>> {
    const lines = await this.cards.evaluateAll((cards) =>
      cards.map(
        (card) =>
          [...card.querySelectorAll('p')]
            .map((p) => p.textContent?.trim() ?? '')
            .find((text) => /^(from )?R[\s\d]+\.\d{2}( per m²)?$|^POA$/.test(text)) ?? '',
      ),
    );
    return lines.map((line) =>
      line === 'POA' ? null : Number(line.replace(/ per m²$/, '').replace(/[^\d.]/g, '')),
    );
  }
}
