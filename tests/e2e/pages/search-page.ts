import { expect, type Locator, type Page } from '@playwright/test';
import { MultiSelectControl } from './multi-select';
import { ResultsPage } from './results-page';

export type DealTypeLabel = 'To Let' | 'For Sale';

/** What a card says, as the visitor reads it. */
export interface CardFigures {
  name: string;
  /** '{category} · {deal}', e.g. 'Office · To Let'. */
  label: string;
  /** '{suburb}, {city}'. */
  location: string;
  /** The price line: 'R150.00 per m²', 'from R117.00 per m²', 'R12 500 000.00' or 'POA'. */
  price: string;
  /** '120 – 450 m²' or '1 250 m²'. */
  gla: string;
  /** '1 unit', '2 units'. */
  units: string;
}

/** The answer a /search page shows: its '{n} results found.' count (null while there is none) and cards. */
export interface SearchSnapshot {
  count: number | null;
  cards: CardFigures[];
}

/** What /search shows of its search: each of these agrees with its address once it has settled. */
export interface SearchView {
  /** The chips of the filters in force, as they read ('City: Durban', 'Clear all'). */
  chips: string[];
  /** What each filter's summary shows, by its label: 'All', or the values chosen. */
  filters: Record<string, string>;
  count: number;
  sort: string;
  page: string | null;
  cards: string[];
}

/** The dropdowns a view reads. */
const VIEWED_FILTERS = ['Property Type', 'City', 'Suburb', 'Broker'];

/** How long the results must stay the same before a hydrated page counts as settled. */
const SETTLED_MS = 1_000;

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
  /** The filters' `<details>` (collapsed on phones) and its summary, by the label it shows. */
  readonly filters: Locator;
  readonly showFilters: Locator;
  readonly hideFilters: Locator;
  /** The filters' GET form: Apply is for a page whose scripts have not run. */
  readonly form: Locator;
  readonly apply: Locator;
  /** The chips of the filters in force, above the results. */
  readonly appliedFilters: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1 });
    this.results = page.getByRole('region', { name: 'Search results' });
    this.cards = this.results.getByRole('list', { name: 'Properties' }).locator(':scope > li');
    this.searchBox = page.getByRole('searchbox', { name: 'Find Your Space' });
    this.sortBy = page.getByLabel('Sort by').filter({ visible: true });
    this.notice = page.getByRole('note');
    this.noResults = page.getByRole('heading', { name: 'No properties match your search' });
    this.clearAllFilters = page.getByRole('link', { name: 'Clear all filters' });
    // Next's route announcer is an alert too, so the error state is the alert with this heading.
    this.unavailable = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: 'Search is temporarily unavailable' }) });
    // A <summary> has no role Playwright's queries know; the CSS shows the label of its state.
    this.showFilters = page.locator('summary:has(> :text-is("Show filters"):visible)');
    this.hideFilters = page.locator('summary:has(> :text-is("Hide filters"):visible)');
    this.filters = page.locator('details:has(> summary :text-is("Show filters"))').filter({ visible: true });
    this.form = page.getByRole('search', { name: 'Property search' });
    this.apply = this.form.getByRole('button', { name: 'Apply' });
    this.appliedFilters = page.getByRole('list', { name: 'Applied filters' });
  }

  async goto(query = '') {
    await this.page.goto(`/search${query}`);
    await this.waitUntilReady();
  }

  /** The chip that removes a filter, named for it: 'City: Durban'. */
  chip(filter: string): Locator {
    return this.appliedFilters.getByRole('link', { name: `Remove ${filter}`, exact: true });
  }

  /** A deal type's tab: a link to its search, `aria-current` on the deal shown. */
  dealType(label: DealTypeLabel): Locator {
    return this.page.getByRole('group', { name: 'Deal type' }).getByRole('link', { name: new RegExp(label) });
  }

  /** A filter's dropdown (City, Suburb, Property Type, Broker). */
  multiSelect(name: string): MultiSelectControl {
    return new MultiSelectControl(this.page, name);
  }

  /** The summary that opens a filter's list of options, e.g. 'Property Type'. */
  filter(name: string): Locator {
    return this.multiSelect(name).trigger;
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
    await this.closeWithEscape(filter);
  }

  /**
   * Escape closes a filter's list; pressed while the search wakes, it closes it once awake (the
   * HTML alone ignores it), so the next press on the filter opens the list rather than closing it.
   */
  private async closeWithEscape(filter: string) {
    await this.page.keyboard.press('Escape');
    await expect(this.multiSelect(filter).dropdown).not.toHaveAttribute('open');
  }

  /** The options of a filter with the count beside each, as its list shows them. */
  async optionCounts(filter: string): Promise<Array<{ label: string; count: number }>> {
    await this.openFilters();
    await this.filter(filter).click();
    const labels = await this.page
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent ?? ''));
    await this.closeWithEscape(filter);
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

  /** Every card's figures, in the order shown. */
  async cardFigures(): Promise<CardFigures[]> {
    return this.cards.evaluateAll((cards) =>
      cards.map((card) => {
        const lines = [...card.querySelectorAll('h3 ~ p')].map((p) => p.textContent?.trim() ?? '');
        const fact = (term: string) =>
          [...card.querySelectorAll('dt')]
            .find((dt) => dt.textContent?.trim() === term)
            ?.nextElementSibling?.textContent?.trim() ?? '';
        return {
          name: card.querySelector('h3')?.textContent?.trim() ?? '',
          label: lines[0] ?? '',
          location: lines[1] ?? '',
          price: lines.find((line) => /^(from )?R[\s\d]+\.\d{2}( per m²)?$|^POA$/.test(line)) ?? '',
          gla: fact('GLA'),
          units: fact('Units'),
        };
      }),
    );
  }

  /** What the page shows of its search now, without waiting (see `settledUrl`). */
  async view(): Promise<SearchView> {
    const filters: Record<string, string> = {};
    for (const label of VIEWED_FILTERS) filters[label] = await this.multiSelect(label).shown();
    return {
      chips: await this.appliedFilters.getByRole('link').allTextContents(),
      filters,
      count: await this.foundCount(),
      sort: await this.sortBy.inputValue(),
      page: await this.currentPage(),
      cards: await this.cardNames(),
    };
  }

  /** The count and the cards as they are now, without waiting. */
  async snapshot(): Promise<SearchSnapshot> {
    const [found] = await this.found.allTextContents();
    return {
      count: found === undefined ? null : Number(found.replace(/\D/g, '')),
      cards: await this.cardFigures(),
    };
  }

  /**
   * Waits until the hydrated page has settled: the results ready, nothing left on the network,
   * and the count and cards unchanged for a second (a search after hydration would change them).
   */
  async waitUntilSettled(): Promise<SearchSnapshot> {
    await this.waitUntilHydrated();
    await this.waitUntilReady();
    let latest = await this.snapshot();
    let since = Date.now();
    await this.page.waitForLoadState('networkidle');
    await expect
      .poll(
        async () => {
          await this.page.waitForTimeout(Math.max(0, since + SETTLED_MS - Date.now()));
          await this.waitUntilReady();
          const now = await this.snapshot();
          if (JSON.stringify(now) === JSON.stringify(latest)) return true;
          latest = now;
          since = Date.now();
          return false;
        },
        { message: 'the count and cards stay the same for a second', intervals: [0], timeout: 15_000 },
      )
      .toBe(true);
    return latest;
  }
}
