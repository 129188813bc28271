import type { Locator, Page } from '@playwright/test';

/** A phone's contact bar at the foot of property and unit pages. */
export class ContactBar {
  readonly region: Locator;
  readonly call: Locator;
  readonly whatsApp: Locator;
  readonly enquire: Locator;

  constructor(page: Page) {
    this.region = page.getByRole('navigation', { name: 'Quick contact' });
    this.call = this.region.getByRole('link', { name: /^Call / });
    this.whatsApp = this.region.getByRole('link', { name: /^WhatsApp / });
    this.enquire = this.region.getByRole('link', { name: 'Enquire' });
  }

  /** The bar's box in the window, or null while it is hidden. */
  box() {
    return this.region.boundingBox();
  }
}
