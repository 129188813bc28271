import { expect, test } from './fixtures';
import { SearchAlertDialog } from './pages/search-alert-dialog';
import { alertPagePaths } from './support/page-types';

/*
 * What a visitor reads on the alert forms, on the main server (alerts.spec.ts follows the e-mails on
 * a server of its own): errors that say which field they are about, and a deletion that asks first.
 */

test.describe('the alert forms', () => {
  test('each error names its field, and is the field’s description', async ({ page }) => {
    const dialog = new SearchAlertDialog(page);
    await page.goto('/search?city=Durban');
    await dialog.open();
    await dialog.submit.click();
    await expect(dialog.email).toHaveAccessibleDescription('E-mail: Field is required');
    await expect(dialog.consent).toHaveAccessibleDescription('Consent: Field is required');

    // The address fixed, the box still not ticked: the one error left says it is the consent.
    await dialog.email.fill(`named-errors-${Date.now()}@example.com`);
    await dialog.submit.click();
    await expect(dialog.dialog.getByText(/Field is required/)).toHaveText(['Consent: Field is required']);
    await expect(dialog.consent).toHaveAttribute('aria-invalid', 'true');
  });

  test('deleting every alert is a quiet button that asks first, on a page of its own', async ({
    noScriptPage,
    request,
  }) => {
    const { manage } = await alertPagePaths(request);
    await noScriptPage.goto(manage);
    const deleteAll = noScriptPage.getByRole('button', { name: 'Delete all my alerts' });
    await expect(deleteAll).toBeVisible();
    // Not the page's main action: no fill, as against the accent of a primary button.
    expect(await deleteAll.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
      'rgba(0, 0, 0, 0)',
    );

    await deleteAll.click();
    await expect(noScriptPage.getByRole('heading', { level: 1 })).toHaveText('Delete all your alerts?');
    await expect(noScriptPage.getByText('This cannot be undone.')).toBeVisible();
    // Changing one's mind leads back, with every alert kept.
    await noScriptPage.getByRole('link', { name: 'Keep my alerts' }).click();
    await expect(noScriptPage.getByRole('heading', { level: 1 })).toHaveText('Your property alerts');
    await expect(deleteAll).toBeVisible();

    await deleteAll.click();
    await noScriptPage.getByRole('button', { name: 'Yes, delete all my alerts' }).click();
    await expect(
      noScriptPage
        .getByRole('status')
        .filter({ hasText: 'All your alerts are deleted, and your address with them.' }),
    ).toBeVisible();
  });
});
