import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { E2E_ORIGIN, E2E_SERVER_SECRETS, SMTP_SINK_URL } from './e2e-build';
import { SearchAlertDialog } from './pages/search-alert-dialog';
import { touchListing } from './support/listing-sync';
import { linkIn, receivedMail, waitForMail } from './support/mail-sink';

const run = promisify(execFile);

/** `npm run alerts` as cron would run it, on the main server's store and SMTP server. */
async function runAlertsCommand() {
  await run('npm', ['run', '--silent', 'alerts'], {
    timeout: 60_000,
    env: {
      ...process.env,
      NEXT_PUBLIC_SITE_URL: E2E_ORIGIN,
      ENQUIRY_STORE_DIR: E2E_SERVER_SECRETS.ENQUIRY_STORE_DIR,
      ALERTS_SECRET: E2E_SERVER_SECRETS.ALERTS_SECRET,
      SMTP_URL: SMTP_SINK_URL,
    },
  });
}

test.describe('saved searches with e-mail alerts', () => {
  test('save a search, confirm it from the e-mail, get a digest of a changed listing, unsubscribe', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const email = `alert-${testInfo.project.name}-${Date.now()}@example.com`;
    // A city per project: the projects run side by side, and one's listing change must not reach the other's alert.
    const city = testInfo.project.name === 'mobile' ? 'Cape Town' : 'Johannesburg';
    const words = `Offices to let in ${city}`;
    const dialog = new SearchAlertDialog(page);

    await page.goto(`/search?category=Office&city=${encodeURIComponent(city)}&sort=newest`);
    await dialog.open();
    await expect(dialog.dialog).toContainText(words);
    await dialog.submit.click();
    await expect(dialog.dialog.getByText('Field is required')).toHaveCount(2);
    await dialog.save(email, 'Daily');
    await expect(dialog.success).toContainText(email);

    const confirmation = await waitForMail(email, /^Confirm your property alert/);
    expect(confirmation.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(confirmation.text).toContain(words);
    await page.goto(linkIn(confirmation, '/alerts/confirm'));
    await expect(page.getByRole('heading', { name: 'Your alert is confirmed' })).toBeVisible();
    await expect(page.getByText(words, { exact: true })).toBeVisible();

    const changed = await touchListing(city);
    await runAlertsCommand();
    const digest = await waitForMail(email, /new or updated listing/);
    expect(digest.html).toContain(changed);
    expect(digest.text).toContain('See all');

    await page.goto(linkIn(digest, '/alerts/unsubscribe'));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();

    await touchListing(city);
    const next = await request.post('/api/alerts/run', {
      headers: { authorization: `Bearer ${E2E_SERVER_SECRETS.ALERTS_RUN_SECRET}` },
    });
    expect(next.status()).toBe(200);
    expect(await receivedMail(email)).toHaveLength(2);
  });
});
