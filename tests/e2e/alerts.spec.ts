import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { ALERTS_ORIGIN, ALERTS_STORE_DIR, E2E_SERVER_SECRETS, SMTP_SINK_URL } from './e2e-build';
import { alertStateKey } from '../../lib/alerts/alert-state';
import { addressIdOf, signAlertToken } from '../../lib/alerts/alert-tokens';
import { DEFAULT_SEARCH_STATE } from '../../lib/search/state/search-state';
import { SearchAlertDialog } from './pages/search-alert-dialog';
import { addNewListing, officeWebRef, removeListing } from './support/listing-sync';
import { seriousAxeViolations } from './support/axe';
import { linkIn, linksIn, receivedMail, waitForMail, wordsOf } from './support/mail-sink';

const run = promisify(execFile);

/** An npm script as cron or a newcomer would run it, on the alert instance's store, search and SMTP server. */
async function runScript(...args: string[]) {
  await run('npm', ['run', '--silent', ...args], {
    timeout: 60_000,
    env: {
      ...process.env,
      NEXT_PUBLIC_SITE_URL: ALERTS_ORIGIN,
      DATA_DIR: ALERTS_STORE_DIR,
      ALERTS_SECRET: E2E_SERVER_SECRETS.ALERTS_SECRET,
      SEARCH_ADMIN_KEY: E2E_SERVER_SECRETS.SEARCH_ADMIN_KEY,
      SMTP_URL: SMTP_SINK_URL,
    },
  });
}

/** A link of an e-mail, followed on the alert instance (the build names its own origin). */
function onAlertServer(link: string): string {
  const { pathname, search } = new URL(link);
  return `${ALERTS_ORIGIN}${pathname}${search}`;
}

test.describe('saved searches with e-mail alerts', () => {
  // Its own server: the journey changes listings, which every other spec reads on the main one.
  test.use({ baseURL: ALERTS_ORIGIN });

  test('save a search, confirm it from the e-mail, get a digest naming a new listing, unsubscribe', async ({
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
    expect(wordsOf(confirmation)).toContain(words);
    // Opening the link shows the search and a button; the press confirms.
    await page.goto(onAlertServer(linkIn(confirmation, '/alerts/confirm')));
    await expect(page.getByRole('heading', { name: 'Confirm your property alert' })).toBeVisible();
    await expect(page.getByText(words, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm my alert' }).click();
    await expect(page.getByRole('heading', { name: 'Your alert is confirmed' })).toBeVisible();
    await expect(page.getByText(words, { exact: true })).toBeVisible();

    // The manage page changes how often it sends, by a press too.
    await page.goto(onAlertServer(linkIn(confirmation, '/alerts/manage')));
    await expect(page.getByText('Daily e-mails')).toBeVisible();
    await page.getByLabel(/^How often/).selectOption('weekly');
    await page.getByRole('button', { name: /^Change/ }).click();
    await expect(page.getByText('The alert now sends at its new frequency.')).toBeVisible();
    await expect(page.getByText('Weekly e-mails')).toBeVisible();
    await page.getByLabel(/^How often/).selectOption('daily');
    await page.getByRole('button', { name: /^Change/ }).click();
    await expect(page.getByText('Daily e-mails')).toBeVisible();

    const listed = await addNewListing(city, testInfo.project.name);
    try {
      await runScript('alerts');
    } finally {
      // The desktop and phone journeys share the instance: each leaves its listing for the other no longer than it needs it.
      await removeListing(listed.objectID);
    }
    const digest = await waitForMail(email, /new or updated listing/);
    expect(digest.html).toContain(listed.name);
    expect(digest.text).toContain(listed.name);
    expect(digest.text).toContain('See all');

    await page.goto(onAlertServer(linkIn(digest, '/alerts/unsubscribe')));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();

    await runScript('listings:touch', '--', await officeWebRef(city), '--price', '199');
    const next = await request.post('/api/alerts/run', {
      headers: { authorization: `Bearer ${E2E_SERVER_SECRETS.ALERTS_RUN_SECRET}` },
    });
    expect(next.status()).toBe(200);
    expect(await receivedMail(email)).toHaveLength(2);
  });
});

test.describe('alerts as soon as listings appear', () => {
  test.use({ baseURL: ALERTS_ORIGIN });

  test('a new listing reaches an instant alert within minutes, with no run from outside, and one mail an hour at most', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const email = `instant-${testInfo.project.name}-${Date.now()}@example.com`;
    // Cities of their own: the other journeys' listing changes in theirs must not reach this alert.
    const city = testInfo.project.name === 'mobile' ? 'Durban' : 'Pretoria';
    const dialog = new SearchAlertDialog(page);

    await page.goto(`/search?category=Office&city=${city}`);
    await dialog.open();
    await dialog.save(email, 'As soon as they are listed');
    await expect(dialog.success).toContainText(email);
    const confirmation = await waitForMail(email, /^Confirm your property alert/);
    expect(wordsOf(confirmation)).toContain('You asked for instant e-mails');
    await page.goto(onAlertServer(linkIn(confirmation, '/alerts/confirm')));
    await page.getByRole('button', { name: 'Confirm my alert' }).click();
    await expect(page.getByRole('heading', { name: 'Your alert is confirmed' })).toBeVisible();
    await page.goto(onAlertServer(linkIn(confirmation, '/alerts/manage')));
    await expect(page.getByText('Instant e-mails')).toBeVisible();
    await expect(page.getByLabel(/^How often/)).toHaveValue('instant');

    // A listing sync writes to the embedded engine: the server's own run mails it (well inside the
    // five minutes promised: the engine asks for a run a few seconds after the write).
    const listed = await addNewListing(city, `instant-${testInfo.project.name}`);
    try {
      const mail = await waitForMail(email, /new or updated listing/, { timeout: 150_000 });
      expect(mail.text).toContain(listed.name);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

      // Another change within the hour: no second mail, whoever runs the alerts.
      await runScript('listings:touch', '--', await officeWebRef(city));
      const run = await request.post('/api/alerts/run', {
        headers: { authorization: `Bearer ${E2E_SERVER_SECRETS.ALERTS_RUN_SECRET}` },
      });
      expect(run.status()).toBe(200);
      await runScript('alerts');
      expect(await receivedMail(email)).toHaveLength(2);
    } finally {
      await removeListing(listed.objectID);
    }
  });
});

test.describe('the alert sign-up aimed at a stranger @any-size', () => {
  test.use({ baseURL: ALERTS_ORIGIN });

  test('five saves of one address with a spammy query: one confirmation, nothing typed in its subject or links, and opening its link confirms nothing', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const stranger = `stranger-${Date.now()}@example.com`;
    const spam = 'FREE MONEY click www.example.com and claim your prize today';
    const dialog = new SearchAlertDialog(page);
    for (let save = 0; save < 5; save += 1) {
      await page.goto(`/search?city=Durban&query=${encodeURIComponent(spam)}`);
      await dialog.open();
      await dialog.save(stranger, 'Daily');
      await expect(dialog.success).toContainText(stranger);
    }
    const confirmation = await waitForMail(stranger, /./);
    // However many saves: one e-mail in 24 hours.
    await expect.poll(async () => (await receivedMail(stranger)).length, { timeout: 3_000 }).toBe(1);
    expect(confirmation.subject).toBe('Confirm your property alert');
    // Not a word of what was typed: that a search has words, no more.
    const text = wordsOf(confirmation);
    expect(text).toContain('to let in Durban matching the search words');
    for (const typed of ['FREE', 'MONEY', 'prize'])
      expect(confirmation.text + confirmation.html).not.toContain(typed);
    for (const href of linksIn(confirmation))
      expect(decodeURIComponent(href)).not.toMatch(/FREE|MONEY|example\.com/);
    expect(
      [...confirmation.html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map((match) => match[1]),
    ).not.toContainEqual(expect.stringContaining('FREE MONEY'));

    // A mail scanner GETs the link: the page shows the search and a button, and confirms nothing.
    const confirmLink = onAlertServer(linkIn(confirmation, '/alerts/confirm'));
    const scanned = await request.get(confirmLink);
    expect(scanned.status()).toBe(200);
    expect(await scanned.text()).toContain('Confirm my alert');
    expect(await (await request.get(confirmLink)).text()).not.toContain('Your alert is confirmed');
    await page.goto(onAlertServer(linkIn(confirmation, '/alerts/manage')));
    await expect(page.getByText('Daily, waiting for confirmation')).toBeVisible();
    await expect(page.getByText('FREE MONEY')).toHaveCount(0);
  });

  test('nineteen searches saved for one address: the link confirms its own, and only what is ticked', async ({
    page,
    noScriptPage,
    request,
  }) => {
    test.setTimeout(90_000);
    const victim = `nineteen-${Date.now()}@example.com`;
    const dialog = new SearchAlertDialog(page);
    await page.goto('/search?category=Office&city=Durban');
    await dialog.open();
    await dialog.save(victim, 'Daily');
    await expect(dialog.success).toContainText(victim);
    const confirmation = await waitForMail(victim, /^Confirm your property alert/);

    // Eighteen more for the same address, stored as the stranger's later saves store them.
    const addressId = addressIdOf(victim, E2E_SERVER_SECRETS.ALERTS_SECRET);
    for (let index = 0; index < 18; index += 1) {
      const stateKey = alertStateKey({ ...DEFAULT_SEARCH_STATE, city: ['Durban'], minGLA: 100 + 10 * index });
      const saved = await request.post('/graphqlQuery/v1', {
        data: {
          query: 'mutation S($i: SearchAlertInput!) { saveSearchAlert(input: $i) { id } }',
          variables: { i: { email: victim, addressId, stateKey, frequency: 'DAILY' } },
        },
        headers: { authorization: `Bearer ${E2E_SERVER_SECRETS.GRAPHQL_SERVER_TOKEN}` },
      });
      expect(saved.status()).toBe(200);
    }

    // The victim opens the one link, in a mail client's browser that runs no scripts.
    await noScriptPage.goto(onAlertServer(linkIn(confirmation, '/alerts/confirm')));
    await expect(noScriptPage.getByRole('checkbox')).toHaveCount(19);
    await expect(noScriptPage.getByRole('checkbox', { checked: true })).toHaveCount(1);
    await expect(noScriptPage.getByRole('checkbox', { name: /^Offices to let in Durban/ })).toBeChecked();
    await noScriptPage.getByRole('button', { name: 'Confirm the ticked alerts' }).click();
    await expect(noScriptPage.getByRole('heading', { name: 'Your alert is confirmed' })).toBeVisible();
    await expect(noScriptPage.getByText('Offices to let in Durban', { exact: true })).toBeVisible();
    // The other eighteen still wait, none ticked.
    await expect(noScriptPage.getByRole('checkbox')).toHaveCount(18);
    await expect(noScriptPage.getByRole('checkbox', { checked: true })).toHaveCount(0);

    await page.goto(onAlertServer(linkIn(confirmation, '/alerts/manage')));
    await expect(page.getByText('Daily e-mails', { exact: true })).toHaveCount(1);
    await expect(page.getByText('Daily, waiting for confirmation')).toHaveCount(18);
  });
});

test.describe('the alert form and an address that is not one', () => {
  test.use({ baseURL: ALERTS_ORIGIN });

  for (const typed of ['Win_R5000<victim@x.co.za', 'victim@x.co.za(Call_0800123)']) {
    test(`refuses ${typed} with the field’s message, and nothing is sent`, async ({ page }) => {
      const dialog = new SearchAlertDialog(page);
      await page.goto('/search?city=Durban');
      await dialog.open();
      await dialog.save(typed, 'Daily');
      await expect(dialog.dialog.getByText('Please enter a valid email address.')).toBeVisible();
      await expect(dialog.success).toHaveCount(0);
      expect(await receivedMail('victim@x.co.za')).toEqual([]);
    });
  }
});

test.describe('alert routes and pages under hostile requests @any-size', () => {
  const secret = E2E_SERVER_SECRETS.ALERTS_SECRET;

  test('the alert dialog on a landing page has no serious axe violation', async ({ page }) => {
    const dialog = new SearchAlertDialog(page);
    await page.goto('/to-let/office/johannesburg');
    await dialog.open();
    await expect(dialog.dialog).toContainText('Offices to let in Johannesburg');
    await dialog.submit.click();
    await expect(dialog.dialog.getByText('Field is required')).toHaveCount(2);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('the digest route needs its secret', async ({ request }) => {
    expect((await request.post('/api/alerts/run')).status()).toBe(401);
    const wrong = await request.post('/api/alerts/run', {
      headers: { authorization: 'Bearer not-the-secret' },
    });
    expect(wrong.status()).toBe(401);
    expect(wrong.headers()['www-authenticate']).toBe('Bearer');
    expect((await request.get('/api/alerts/run')).status()).toBe(405);
  });

  test('one-click unsubscribe refuses made-up, foreign-purpose and expired tokens', async ({ request }) => {
    const post = (token: string) =>
      request.post(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
        form: { 'List-Unsubscribe': 'One-Click' },
      });
    expect((await post('')).status()).toBe(400);
    expect((await post('x'.repeat(5000))).status()).toBe(400);
    expect((await post(signAlertToken('confirm', 'some-alert', secret))).status()).toBe(400);
    const expired = signAlertToken(
      'unsubscribe',
      'some-alert',
      secret,
      new Date(Date.now() - 100 * 86_400_000),
    );
    expect((await post(expired)).status()).toBe(410);
    // A genuine token for an alert that no longer exists is still a success: the address gets nothing.
    expect((await post(signAlertToken('unsubscribe', 'no-such-alert', secret))).status()).toBe(200);
  });

  test('alert pages render per request, noindex, and say what is wrong with a link', async ({ request }) => {
    for (const path of ['/alerts/confirm', '/alerts/unsubscribe', '/alerts/manage']) {
      for (const query of ['', '?token=garbage', `?token=${'%ff'.repeat(300)}`, '?token=a&token=b']) {
        const response = await request.get(`${path}${query}`);
        expect(response.status(), `${path}${query}`).toBe(200);
        expect(response.headers()['cache-control']).toMatch(/no-store/);
        expect(response.headers()['content-security-policy']).toMatch(/'nonce-/);
        const html = await response.text();
        expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
        expect(html).toContain('This link is not valid');
      }
    }
  });

  test('a manage link shows its own address only, and a confirm link cannot manage', async ({ page }) => {
    await page.goto(`/alerts/manage?token=${signAlertToken('manage', 'f'.repeat(32), secret)}`);
    await expect(page.getByText('You have no saved searches with e-mail alerts.')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.goto(`/alerts/manage?token=${signAlertToken('confirm', 'f'.repeat(32), secret)}`);
    await expect(page.getByText('This link is not valid')).toBeVisible();
  });

  test('the content service keeps alerts private over HTTP', async ({ request }) => {
    const query = (body: object, token?: string) =>
      request.post('/graphqlQuery/v1', {
        data: body,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const read = {
      query: 'query M($a: String!) { searchAlertsForManage(addressId: $a) { email } }',
      variables: { a: 'f'.repeat(32) },
    };
    expect((await query(read)).status()).toBe(401);
    const write = {
      query: 'mutation S($i: SearchAlertInput!) { saveSearchAlert(input: $i) { id } }',
      variables: {
        i: { email: 'a@example.com', addressId: 'f'.repeat(32), stateKey: '', frequency: 'DAILY' },
      },
    };
    expect((await query(write)).status()).toBe(401);
    expect((await query(read, E2E_SERVER_SECRETS.GRAPHQL_SERVER_TOKEN)).status()).toBe(200);
  });

  test('listing writes need the admin key and a well-formed batch', async ({ request }) => {
    const batch = (data: unknown, key?: string) =>
      request.post('/api/search/1/indexes/rent/batch', {
        data,
        headers: key ? { 'x-algolia-api-key': key } : {},
      });
    const change = {
      requests: [{ action: 'partialUpdateObject', body: { objectID: 'x', updated_at: 'soon' } }],
    };
    expect((await batch(change)).status()).toBe(403);
    expect((await batch(change, 'search-only')).status()).toBe(403);
    const key = E2E_SERVER_SECRETS.SEARCH_ADMIN_KEY;
    expect((await batch({ requests: [{ action: 'clear', body: { objectID: 'x' } }] }, key)).status()).toBe(
      400,
    );
    expect(
      (await batch({ requests: [{ action: 'addObject', body: { objectID: 'x' } }] }, key)).status(),
    ).toBe(400);
    const unknownIndex = await request.post('/api/search/1/indexes/news/batch', {
      data: { requests: [{ action: 'deleteObject', body: { objectID: 'x' } }] },
      headers: { 'x-algolia-api-key': key },
    });
    expect(unknownIndex.status()).toBe(404);
  });
});
