import { expect, type Locator, type Page } from '@playwright/test';
import { ownedByReact } from '../support/pointer';
import { MultiSelectControl } from './multi-select';

/** The home page: its heading and the hero's property search. */
export class HomePage {
  readonly page: Page;
  readonly heading: Locator;
  /** The hero search form. */
  readonly search: Locator;
  readonly searchBox: Locator;
  readonly dealType: Locator;
  readonly propertyType: Locator;
  /** The Property Type dropdown with its options. */
  readonly propertyTypes: MultiSelectControl;
  readonly minGla: Locator;
  readonly maxGla: Locator;
  readonly minPrice: Locator;
  readonly maxPrice: Locator;
  /** The icon that shows the other filters on phones: the summary of their `<details>`. */
  readonly moreFilters: Locator;
  readonly moreFiltersPanel: Locator;
  readonly searchButton: Locator;
  readonly viewAllProperties: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1 });
    this.search = page.getByRole('search', { name: 'Property search' });
    this.searchBox = this.search.getByLabel('Find Your Space');
    this.dealType = this.search.getByLabel('Deal Type');
    this.propertyType = this.search.locator('summary').and(this.search.getByLabel(/^Property Type/));
    this.propertyTypes = new MultiSelectControl(this.search, 'Property Type');
    this.minGla = this.search.getByLabel('Min GLA');
    this.maxGla = this.search.getByLabel('Max GLA');
    this.minPrice = this.search.getByLabel('Min price');
    this.maxPrice = this.search.getByLabel('Max price');
    this.moreFilters = this.search.getByLabel('Show more filters');
    this.moreFiltersPanel = this.moreFilters.locator('..');
    this.searchButton = this.search.getByRole('button', { name: 'Search', exact: true });
    this.viewAllProperties = page.getByRole('link', { name: 'View all properties' });
  }

  async goto() {
    return this.page.goto('/');
  }

  /** Waits until React has hydrated the hero search: before that, Search submits a plain GET form. */
  async waitUntilHydrated() {
    await expect.poll(() => ownedByReact(this.search)).toBe(true);
  }

  /** Shows the hero's filters where only the text box shows (phones). */
  async showMoreFilters() {
    if (await this.moreFilters.isVisible()) await this.moreFilters.click();
  }

  async choosePropertyType(option: string | RegExp) {
    await this.propertyType.click();
    await this.search.getByRole('checkbox', { name: option }).check();
    await this.page.keyboard.press('Escape');
  }

  /** Presses the hero's Search button. */
  async submitSearch() {
    await this.searchButton.click();
  }
}
