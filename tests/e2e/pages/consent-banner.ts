import type { Locator, Page } from '@playwright/test';

/** The cookie choice shown to a visitor who has not made one, or who opened "Cookie settings". */
export class ConsentBanner {
  readonly region: Locator;
  readonly acceptAll: Locator;
  readonly rejectAll: Locator;
  readonly choose: Locator;
  readonly analytics: Locator;
  readonly marketing: Locator;
  readonly saveChoices: Locator;
  /** The footer link that reopens it. */
  readonly settingsLink: Locator;

  constructor(page: Page) {
    this.region = page.getByRole('region', { name: 'Cookies on this site' });
    this.acceptAll = this.region.getByRole('button', { name: 'Accept all' });
    this.rejectAll = this.region.getByRole('button', { name: 'Reject all' });
    this.choose = this.region.getByRole('button', { name: 'Choose' });
    this.analytics = this.region.getByRole('checkbox', { name: /^Analytics/ });
    this.marketing = this.region.getByRole('checkbox', { name: /^Marketing/ });
    this.saveChoices = this.region.getByRole('button', { name: 'Save choices' });
    this.settingsLink = page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' });
  }
}
