import { expect, type Locator, type Page } from '@playwright/test';

/** The map view of /search: the list / map switch, the map, its pins and clusters. */
export class ResultsMap {
  readonly page: Page;
  readonly showMap: Locator;
  readonly showList: Locator;
  readonly region: Locator;
  readonly canvas: Locator;
  readonly summary: Locator;
  readonly pins: Locator;
  readonly clusters: Locator;
  readonly followMap: Locator;
  readonly everywhere: Locator;
  readonly skipLink: Locator;
  readonly zoomIn: Locator;

  constructor(page: Page) {
    this.page = page;
    this.showMap = page.getByRole('button', { name: 'Map', exact: true });
    this.showList = page.getByRole('button', { name: 'List', exact: true });
    this.region = page.getByRole('region', { name: 'Map of the search results' });
    this.canvas = this.region.getByLabel('Map of the search results').and(page.locator('canvas'));
    this.summary = page.getByText(/ on the map/).filter({ visible: true });
    this.pins = this.region.locator('[data-pin-id]');
    this.clusters = this.region.getByRole('button', { name: /^\d+ properties here: zoom in$/ });
    this.followMap = page.getByRole('checkbox', { name: 'Search as I move the map' });
    this.everywhere = page.getByRole('button', { name: 'Show results everywhere' });
    this.skipLink = page.getByRole('link', { name: 'Skip the map to the results list' });
    this.zoomIn = this.region.getByRole('button', { name: 'Zoom in' });
  }

  /** Waits for the map to draw the pins of the current answer; returns how many it placed. */
  async pinCount(): Promise<number> {
    await expect(this.summary).toBeVisible({ timeout: 15_000 });
    await expect(this.page.locator('[data-map-status="ready"]')).toBeVisible();
    const text = (await this.summary.textContent()) ?? '';
    return Number(/^(\d+)/.exec(text)?.[1] ?? Number.NaN);
  }

  /** The properties on the map and those without a location, as the summary counts them. */
  async counts(): Promise<{ onMap: number; unlocated: number }> {
    const onMap = await this.pinCount();
    const text = (await this.summary.textContent()) ?? '';
    return { onMap, unlocated: Number(/; (\d+) without/.exec(text)?.[1] ?? 0) };
  }
}
