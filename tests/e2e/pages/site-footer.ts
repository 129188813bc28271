import type { Locator, Page } from '@playwright/test';
import { BRAND_NAME } from './site-header';

export type SocialNetwork = 'LinkedIn' | 'Facebook' | 'Instagram' | 'X';

/** The footer of every page. */
export class SiteFooter {
  readonly footer: Locator;
  readonly hotline: Locator;
  /** The Property Practitioners Regulatory Authority registration note. */
  readonly ppraNote: Locator;
  readonly affiliation: Locator;

  constructor(page: Page) {
    this.footer = page.getByRole('contentinfo');
    this.hotline = this.footer.getByRole('link', { name: '0800 555 247' });
    this.ppraNote = this.footer.getByText(/registered with the Property Practitioners Regulatory Authority/);
    this.affiliation = this.footer.getByText(/In affiliation with/i);
  }

  link(name: string): Locator {
    return this.footer.getByRole('link', { name, exact: true });
  }

  socialLink(network: SocialNetwork): Locator {
    return this.footer.getByRole('link', { name: `${BRAND_NAME} on ${network}` });
  }
}
