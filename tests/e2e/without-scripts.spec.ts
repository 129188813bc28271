import { expect, test, type Page } from './fixtures';
import { firstPropertyPath } from './pages/property-page';
import { SearchAlertDialog } from './pages/search-alert-dialog';
import { SearchPage } from './pages/search-page';
import { firstUnitPath } from './support/page-types';
import { listingIds } from './support/shortlists';

/*
 * Where scripts never run, every control a visitor sees works from the document alone (a link, a
 * form) or is not shown: nothing is pressed for nothing. With scripts, the same controls are there
 * from the first paint.
 */

/** The buttons on screen that only a script could answer: any that is not a form's submit or reset. */
function deadButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('button, [role="button"]'))
      .filter((button) => button.checkVisibility())
      .filter((button) => !(button instanceof HTMLButtonElement && button.form && button.type !== 'button'))
      .map((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim()),
  );
}

test.describe('without scripts, no control is shown that does nothing', () => {
  test('search, landing, home, property, unit and shared shortlist pages', async ({
    noScriptPage,
    request,
  }) => {
    const paths = [
      '/search?city=Durban',
      '/to-let/office/cape-town',
      '/',
      await firstPropertyPath(request),
      await firstUnitPath(request),
      `/shortlist/${(await listingIds(request, 3)).join(',')}`,
    ];
    for (const path of paths) {
      await noScriptPage.goto(path);
      expect(await deadButtons(noScriptPage), `buttons on ${path} that answer nothing`).toEqual([]);
    }
  });

  test('a ticked city is the only one ticked: "All" is not shown beside it', async ({ noScriptPage }) => {
    const search = new SearchPage(noScriptPage);
    await noScriptPage.goto('/search?city=Cape+Town');
    await search.openFilters();
    const city = search.multiSelect('City');
    await city.open();
    await expect(city.checkbox('Cape Town')).toBeChecked();
    await expect(city.panel.getByRole('checkbox', { name: 'All', exact: true })).toBeHidden();
    // Ticking another adds it, and the panel still shows no 'All' beside them.
    await city.checkbox('Durban').check();
    await search.apply.click();
    await noScriptPage.waitForURL((url) => url.searchParams.getAll('city').length === 2);
    expect(new URL(noScriptPage.url()).searchParams.getAll('city').toSorted()).toEqual([
      'Cape Town',
      'Durban',
    ]);
  });

  test('with scripts, the same list offers "All" to untick every city', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto('?city=Cape+Town');
    await search.openFilters();
    const city = search.multiSelect('City');
    await city.open();
    await expect(city.panel.getByRole('checkbox', { name: 'All', exact: true })).toBeVisible();
  });

  test('"Email me new listings" leads to the form on a page of its own, which saves the search', async ({
    noScriptPage,
  }) => {
    await noScriptPage.goto('/search?city=Durban&category=Office');
    await noScriptPage.getByRole('link', { name: 'Email me new listings' }).click();
    await noScriptPage.waitForURL((url) => url.pathname === '/alerts/new');
    expect(new URL(noScriptPage.url()).searchParams.getAll('city')).toEqual(['Durban']);
    await expect(noScriptPage.getByRole('heading', { level: 1 })).toHaveText('Email me new listings');
    await expect(noScriptPage.getByText('Offices to let in Durban')).toBeVisible();

    // Sent without its consent: the page comes back with the error, naming its field.
    // An address as long as some are: the page echoes it, and must still fit a phone.
    const email = noScriptPage.getByLabel(/^E-mail/);
    await email.fill(`facilitiesmanager.${Date.now()}@ridgewayexamplepropertygroup.co.za`);
    await noScriptPage.getByRole('button', { name: 'Email me new listings' }).click();
    const consent = noScriptPage.getByRole('checkbox', { name: /may e-mail me new and updated/ });
    await expect(consent).toHaveAccessibleDescription('Consent: Field is required');
    await consent.check();
    await noScriptPage.getByRole('button', { name: 'Email me new listings' }).click();
    await expect(noScriptPage.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible();
    const { scrollWidth, clientWidth } = await noScriptPage.evaluate(() => {
      const { scrollWidth, clientWidth } = document.documentElement;
      return { scrollWidth, clientWidth };
    });
    expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth);
  });

  test('with scripts, "Email me new listings" still opens the form over the page', async ({ page }) => {
    await page.goto('/search?city=Durban');
    await expect(page.getByRole('link', { name: 'Email me new listings' })).toBeHidden();
    const alert = new SearchAlertDialog(page);
    await alert.open();
    await expect(alert.email).toBeVisible();
  });
});
