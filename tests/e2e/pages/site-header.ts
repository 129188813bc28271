import type { Locator, Page } from '@playwright/test';

/** The brand the e2e build runs with (the default of NEXT_PUBLIC_BRAND_NAME). */
export const BRAND_NAME = 'Ridgeway Commercial';

/** The header of every page: the home link, the main navigation above 960 px, the side menu below. */
export class SiteHeader {
  readonly page: Page;
  readonly banner: Locator;
  readonly homeLink: Locator;
  /** The bar of dropdowns on wide screens. */
  readonly mainNav: Locator;
  /** The side menu: a `<details>`, open or not (its `open` attribute). */
  readonly menu: Locator;
  /** Its toggle (a `<summary>`) in either state; while it reads 'Open menu', and while it reads 'Close menu'. */
  readonly menuToggle: Locator;
  readonly openMenu: Locator;
  /** The side menu's toggle, shown or not (hidden on a desktop). */
  readonly sideMenuToggle: Locator;
  readonly closeMenu: Locator;

  constructor(page: Page) {
    this.page = page;
    this.banner = page.getByRole('banner');
    this.homeLink = this.banner.getByRole('link', { name: `${BRAND_NAME} home` });
    this.mainNav = this.banner.getByRole('navigation', { name: 'Main' }).first();
    // A <summary> has no role Playwright's queries know; the CSS shows the label of its state.
    this.openMenu = this.banner.locator('summary:has(> :text-is("Open menu"):visible)');
    this.closeMenu = this.banner.locator('summary:has(> :text-is("Close menu"):visible)');
    // The copy on screen: while the menu wakes, a hidden one renders beside it (components/dormant).
    this.menu = this.banner.locator('details:has(> summary :text-is("Open menu"))').filter({ visible: true });
    this.menuToggle = this.menu.locator(':scope > summary');
    this.sideMenuToggle = this.banner.locator('summary:has(> :text-is("Open menu"))');
  }

  /** The toggle of a dropdown in the main navigation, e.g. 'Services': a `<summary>`. */
  dropdownToggle(item: string): Locator {
    return this.mainNav.locator('details > summary').and(this.page.getByLabel(`Show ${item} menu`));
  }

  /** The dropdown itself: a `<details>`, open or not (its `open` attribute). */
  dropdown(item: string): Locator {
    return this.dropdownToggle(item).locator('..');
  }

  /** The summary that expands a submenu of the side menu. */
  submenuToggle(item: string): Locator {
    return this.banner
      .locator('details details > summary')
      .and(this.page.getByLabel(`Show ${item} menu`))
      .filter({ visible: true });
  }

  /** The submenu of a side menu item: a `<details>`. */
  submenu(item: string): Locator {
    return this.submenuToggle(item).locator('..');
  }
}
