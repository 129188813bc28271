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
  readonly openMenu: Locator;
  readonly closeMenu: Locator;

  constructor(page: Page) {
    this.page = page;
    this.banner = page.getByRole('banner');
    this.homeLink = this.banner.getByRole('link', { name: `${BRAND_NAME} home` });
    this.mainNav = this.banner.getByRole('navigation', { name: 'Main' }).first();
    this.openMenu = page.getByRole('button', { name: 'Open menu' });
    this.closeMenu = page.getByRole('button', { name: 'Close menu' });
  }

  /** The button of a dropdown in the main navigation, e.g. 'Services'. */
  dropdownToggle(item: string): Locator {
    return this.mainNav.getByRole('button', { name: `Show ${item} menu` });
  }

  /** The button that expands a submenu of the side menu. */
  submenuToggle(item: string): Locator {
    return this.page.getByRole('button', { name: `Show ${item} menu` }).last();
  }
}
