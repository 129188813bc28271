import type { Locator, Page } from '@playwright/test';
import { EnquiryForm } from './enquiry-form';

/** /contact: the offices and the 'Send us a message' enquiry form. */
export class ContactPage {
  readonly page: Page;
  readonly officesHeading: Locator;
  readonly enquiry: EnquiryForm;

  constructor(page: Page) {
    this.page = page;
    this.officesHeading = page.getByRole('heading', { name: 'Find an office near you' });
    this.enquiry = new EnquiryForm(page, 'Send us a message');
  }

  /** Opens /contact, on another server of the same build when given its origin. */
  async goto(origin = '') {
    return this.page.goto(`${origin}/contact`);
  }
}
