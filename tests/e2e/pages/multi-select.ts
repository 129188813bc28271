import { expect, type Locator, type Page } from '@playwright/test';

export interface MultiSelectOption {
  /** The option's name, e.g. 'Cape Town'. */
  label: string;
  /** The number beside it, where the list shows one. */
  count: number | null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The accessible name of an option's checkbox: its name, and the count where there is one ('Durban ( 65 )'). */
function optionName(label: string): RegExp {
  return new RegExp(`^${escapeRegExp(label)}( \\(\\s*\\d+\\s*\\))?$`);
}

/**
 * A multi-select dropdown (components/ui/multi-select.tsx): a `<details>` whose summary is named for
 * its label, and a panel (a group of the same name) of options, each a checkbox with its name and
 * maybe a count.
 */
export class MultiSelectControl {
  readonly page: Page;
  /** The summary that opens and closes the panel. */
  readonly trigger: Locator;
  /** The `<details>` itself, open or not (its `open` attribute). */
  readonly dropdown: Locator;
  /** The panel of options, found while it is hidden too. */
  readonly panel: Locator;
  private readonly allLabel: string;

  constructor(scope: Page | Locator, label: string, allLabel = 'All') {
    this.page = 'page' in scope ? scope.page() : scope;
    // A <summary> has no role Playwright's queries know; it is labelled by the select's label.
    // The one on screen: a property search that wakes renders a hidden copy beside its HTML.
    this.trigger = scope
      .locator('summary')
      .and(scope.getByLabel(new RegExp(`^${escapeRegExp(label)}`)))
      .filter({ visible: true });
    this.dropdown = this.trigger.locator('..');
    this.panel = scope.getByRole('group', { name: label, exact: true, includeHidden: true });
    this.allLabel = allLabel;
  }

  /** Opens the panel; a click that lands while the island re-renders after a search is made again. */
  async open() {
    await expect(async () => {
      if (!(await this.dropdown.evaluate((details: HTMLDetailsElement) => details.open))) {
        await this.trigger.click();
      }
      await expect(this.panel).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }

  /** The options in the panel's order, without 'All'; opens the panel to read them, as a visitor would. */
  async options(): Promise<MultiSelectOption[]> {
    await this.open();
    const texts = await this.panel
      .locator('label')
      .evaluateAll((labels) => labels.map((label) => label.textContent?.trim() ?? ''));
    return texts
      .map((text) => {
        const match = /^(.*) \((\d+)\)$/.exec(text);
        return match ? { label: match[1] ?? '', count: Number(match[2]) } : { label: text, count: null };
      })
      .filter((option) => option.label !== this.allLabel);
  }

  /** What its summary shows: the 'All' label, or the names of the values chosen. */
  async shown(): Promise<string> {
    return this.trigger.evaluate((summary) =>
      Array.from(summary.childNodes)
        .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
        .map((node) => node.textContent ?? '')
        .join('')
        .trim(),
    );
  }

  /** The values of the ticked boxes, as the list shows them, open or closed ('All' is no value). */
  async ticked(): Promise<string[]> {
    return this.panel
      .locator('input[type="checkbox"][name]')
      .evaluateAll((boxes) =>
        boxes.flatMap((box) => (box instanceof HTMLInputElement && box.checked ? [box.value] : [])),
      );
  }

  /** An option's checkbox, by its accessible name ('Cape Town (12)' or 'Office'), in the open panel. */
  checkbox(label: string): Locator {
    return this.panel.getByRole('checkbox', { name: optionName(label), includeHidden: true });
  }

  private option(label: string): Locator {
    return this.panel
      .locator('label')
      .filter({ has: this.page.getByRole('checkbox', { name: optionName(label) }) });
  }

  /** The option's name, the text beside its checkbox. */
  name(label: string): Locator {
    return this.option(label).getByText(label, { exact: true });
  }

  /** The count beside the option's name. */
  count(label: string): Locator {
    return this.option(label).getByText(/^\(\s*\d+\s*\)$/);
  }
}
