import { expect, type Locator, type Page } from '@playwright/test';

/** "Email me new listings": the button of /search and landing pages, and the dialog it opens. */
export class SearchAlertDialog {
  readonly button: Locator;
  readonly dialog: Locator;
  readonly email: Locator;
  readonly consent: Locator;
  readonly submit: Locator;
  readonly success: Locator;

  constructor(page: Page) {
    this.button = page.getByRole('button', { name: 'Email me new listings' }).first();
    this.dialog = page.getByRole('dialog', { name: 'Email me new listings' });
    this.email = this.dialog.getByLabel(/^E-mail/);
    this.consent = this.dialog.getByRole('checkbox', {
      name: /may e-mail me new and updated property listings/,
    });
    this.submit = this.dialog.getByRole('button', { name: 'Email me new listings' });
    this.success = this.dialog.getByRole('status').filter({ hasText: 'Check your inbox' });
  }

  async open() {
    // The button works once the page is hydrated; before that a press does nothing. The dialog's
    // code loads on the first press that works, which can outlast one attempt: a later attempt
    // presses again only while no dialog has opened (an open one makes the page behind it inert).
    await expect(async () => {
      if (!(await this.dialog.isVisible())) await this.button.click({ timeout: 1000 });
      await expect(this.dialog).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  }

  frequency(label: 'As soon as they are listed' | 'Daily' | 'Weekly'): Locator {
    return this.dialog.getByRole('radio', { name: label });
  }

  async save(email: string, frequency: 'As soon as they are listed' | 'Daily' | 'Weekly') {
    await this.email.fill(email);
    await this.frequency(frequency).check();
    await this.consent.check();
    await this.submit.click();
  }
}
