import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A search form's text box with its suggestions (the hero's 'Find Your Space', the quick search
 * bar's 'Search properties'): an ARIA combobox once used, its listbox and live region beside it.
 */
export class SuggestionBox {
  readonly page: Page;
  readonly box: Locator;
  readonly combobox: Locator;
  readonly listbox: Locator;
  readonly status: Locator;

  constructor(form: Locator, label: string) {
    this.page = form.page();
    this.box = form.getByLabel(label);
    this.combobox = form.getByRole('combobox', { name: label });
    this.listbox = form.getByRole('listbox', { name: 'Suggestions' });
    this.status = form.getByRole('status').filter({ hasText: /suggestion/i });
  }

  /** An option of a group ('Places' or 'Properties') by its accessible name. */
  option(group: 'Places' | 'Properties', name: string | RegExp): Locator {
    return this.listbox.getByRole('group', { name: group }).getByRole('option', { name });
  }

  get activeOption(): Locator {
    return this.listbox.locator('[role="option"][aria-selected="true"]');
  }

  /** Types as a visitor does, a key at a time, into the box (focused first). */
  async type(text: string) {
    await this.box.click();
    await this.box.pressSequentially(text, { delay: 40 });
  }

  /** Waits until the list shows an answer for the text typed. */
  async waitForList() {
    await expect(this.combobox).toHaveAttribute('aria-expanded', 'true');
    await expect(this.listbox).toBeVisible();
  }
}
