import { expect, type Locator, type Page } from '@playwright/test';
import { ownedByReact } from '../support/pointer';

export type EnquiryField = 'Name' | 'Email' | 'Phone' | 'Message';
export type EnquiryValues = Partial<Record<EnquiryField, string>>;

/** The heading each page gives its enquiry form. */
export type EnquiryFormHeading = 'Send an enquiry' | 'Send us a message';

/** The enquiry form of property, unit and contact pages. */
export class EnquiryForm {
  readonly region: Locator;
  readonly sendButton: Locator;
  /** The thank-you that replaces the form once the enquiry is stored. */
  readonly confirmation: Locator;
  /** The form's summary when the enquiry could not be sent. */
  readonly alert: Locator;

  constructor(page: Page, heading: EnquiryFormHeading) {
    this.region = page.getByRole('region', { name: heading });
    this.sendButton = this.region.getByRole('button', { name: 'Send enquiry' });
    this.confirmation = this.region
      .getByRole('status')
      .filter({ hasText: 'Thank you — your enquiry has been sent' });
    this.alert = this.region.getByRole('alert');
  }

  /** A field by the start of its label, which ends with '(required)' while a required field is empty. */
  field(label: EnquiryField): Locator {
    return this.region.getByLabel(new RegExp(`^${label}`));
  }

  /** A validation message under a field. */
  message(text: string): Locator {
    return this.region.getByText(text);
  }

  /** Waits until React has hydrated the form: before that, leaving a field shows no message. */
  async waitUntilHydrated() {
    await expect.poll(() => ownedByReact(this.sendButton)).toBe(true);
  }

  async fill(values: EnquiryValues) {
    for (const [label, value] of Object.entries(values) as Array<[EnquiryField, string]>) {
      await this.field(label).fill(value);
    }
  }

  async send(values: EnquiryValues) {
    await this.fill(values);
    await this.sendButton.click();
  }
}
