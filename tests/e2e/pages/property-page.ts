import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { EnquiryForm } from './enquiry-form';

/**
 * The path of the first property card that /search shows for a query string. Asked again while
 * the page shows no card: a server render on a loaded runner can outlast the search client's
 * timeout and answer with its message instead.
 */
export async function firstPropertyPath(request: APIRequestContext, query = ''): Promise<string> {
  let path = '';
  await expect
    .poll(
      async () => {
        const html = await (await request.get(`/search${query}`)).text();
        path = /<h3[^>]*><a[^>]*href="(\/(?:to-let|for-sale)\/[^"]+)"/.exec(html)?.[1] ?? '';
        return path;
      },
      { message: `a property card on /search${query}`, intervals: [500, 1_000, 2_000] },
    )
    .toBeTruthy();
  return path;
}

/** A property page, or a unit page (the same view with the unit first). */
export class PropertyPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly breadcrumb: Locator;
  readonly units: Locator;
  readonly brokerContact: Locator;
  readonly callBroker: Locator;
  readonly emailBroker: Locator;
  readonly viewFullScreen: Locator;
  readonly gallery: Locator;
  /** The web ref printed on brochures, e.g. RC-10234. */
  readonly webRef: Locator;
  readonly enquiry: EnquiryForm;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1 });
    this.breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    this.units = page.getByRole('table', { name: 'Units to let' });
    this.brokerContact = page.getByRole('complementary', { name: 'Contact the broker' });
    this.callBroker = this.brokerContact.getByRole('link', { name: /^Call / });
    this.emailBroker = this.brokerContact.getByRole('link', { name: /^Email / });
    this.viewFullScreen = page.getByRole('button', { name: 'View full screen', exact: true });
    this.gallery = page.getByRole('dialog');
    this.webRef = page.getByText(/^RC-\d+$/).first();
    this.enquiry = new EnquiryForm(page, 'Send an enquiry');
  }

  async goto(path: string) {
    return this.page.goto(path);
  }

  /** Follows the first unit of the schedule; returns its unit id. */
  async openFirstUnit(): Promise<string> {
    const link = this.units.getByRole('rowheader').first().getByRole('link');
    const unitId = (await link.textContent())?.trim() ?? '';
    await link.click();
    return unitId;
  }

  /** The link from a unit page back to its property. */
  propertyLink(name: string): Locator {
    return this.page.getByRole('link', { name, exact: true }).first();
  }
}
