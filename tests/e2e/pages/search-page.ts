import { expect, type Locator, type Page } from '@playwright/test';

/** The /search page as a visitor sees it. */
export class SearchPage {
  readonly page: Page;
  readonly results: Locator;
  readonly cards: Locator;
  readonly found: Locator;

  constructor(page: Page) {
    this.page = page;
    this.results = page.getByRole('region', { name: 'Search results' });
    this.cards = this.results.getByRole('list', { name: 'Properties' }).locator(':scope > li');
    this.found = page.getByText(/^[\d\s]+ results found\.$/);
  }

  async goto(query = '') {
    await this.page.goto(`/search${query}`);
    await this.waitUntilReady();
  }

  async waitUntilReady() {
    const results = this.page.locator('[data-search-ready]');
    await expect(results).toHaveAttribute('data-search-ready', 'true');
    await expect(results).not.toHaveAttribute('data-search-status', /loading|stalled/);
  }

  /** The count in '{n} results found.' */
  async foundCount(): Promise<number> {
    const text = (await this.found.textContent()) ?? '';
    return Number(text.replace(/\D/g, ''));
  }

  async cardNames(): Promise<string[]> {
    return this.results.getByRole('heading', { level: 3 }).allTextContents();
  }

  /** Opens the filters panel where it is collapsed (phones). */
  async openFilters() {
    const toggle = this.page.getByRole('button', { name: 'Show filters' });
    if (await toggle.isVisible()) await toggle.click();
  }

  async chooseOption(filter: string, option: string | RegExp) {
    await this.openFilters();
    await this.page.getByRole('button', { name: new RegExp(`^${filter}`) }).click();
    await this.page.getByRole('checkbox', { name: option }).check();
    await this.page.keyboard.press('Escape');
  }

  /** The options of a filter with the count beside each, as its list shows them. */
  async optionCounts(filter: string): Promise<Array<{ label: string; count: number }>> {
    await this.openFilters();
    await this.page.getByRole('button', { name: new RegExp(`^${filter}`) }).click();
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

  async waitForUrl(predicate: (url: URL) => boolean) {
    await this.page.waitForURL((url) => predicate(url));
    await this.waitUntilReady();
  }
}
