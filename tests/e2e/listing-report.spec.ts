import type { ParsedMail } from 'mailparser';
import { expect, test } from './fixtures';
import { firstPropertyPath, PropertyPage } from './pages/property-page';
import { outboxMailFor, recipientsOf, SAMPLE_DESK } from './support/outbox';

const REFERENCE = /Reference ([0-9A-F]{8})/;

test.describe('report this listing', () => {
  test('a listing’s report reaches the enquiry desk, naming the listing, and asks no name', async ({
    page,
    request,
  }, testInfo) => {
    const property = new PropertyPage(page);
    await property.goto(await firstPropertyPath(request));
    const name = (await property.heading.textContent()) ?? '';
    await page.getByRole('link', { name: 'Report this listing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Report this listing' })).toBeVisible();
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

    const note = `Let to a law firm last week (${testInfo.project.name} ${Date.now()}).`;
    await page.getByRole('radio', { name: 'It has been let or sold' }).check();
    await page.getByLabel(/^What should we know/).fill(note);
    await page.getByRole('button', { name: 'Send report' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'your report has reached our listings desk' });
    await expect(sent).toBeVisible();
    const reference = REFERENCE.exec((await sent.textContent()) ?? '')?.[1] ?? '';
    expect(reference, 'the page names the reference').not.toBe('');

    let mails: ParsedMail[] = [];
    await expect
      .poll(async () => (mails = await outboxMailFor(reference)).length, { timeout: 30_000 })
      .toBe(1);
    const [lead] = mails;
    expect(recipientsOf(lead as ParsedMail)).toEqual([SAMPLE_DESK]);
    expect(lead?.subject).toMatch(new RegExp(`^Listing report ${reference}: ${name} \\(RC-\\d+\\)$`));
    expect(lead?.text).toContain('Reported: It has been let or sold');
    expect(lead?.text).toContain(note);
    expect(lead?.replyTo).toBeUndefined();
  });

  test('works before scripts: a plain form, its checks on the server', async ({ noScriptPage, request }) => {
    const property = new PropertyPage(noScriptPage);
    await property.goto(await firstPropertyPath(request));
    await noScriptPage.getByRole('link', { name: 'Report this listing' }).click();
    await noScriptPage.getByRole('radio', { name: 'Something else' }).check();
    await noScriptPage.getByRole('button', { name: 'Send report' }).click();
    await expect(noScriptPage.getByText('Tell us what is wrong.')).toBeVisible();
    await expect(noScriptPage.getByRole('radio', { name: 'Something else' })).toBeChecked();

    await noScriptPage.getByLabel(/^What should we know/).fill('The photos are of the building next door.');
    await noScriptPage.getByLabel(/^Your e-mail/).fill('sipho.reports@example.com');
    await noScriptPage.getByRole('button', { name: 'Send report' }).click();
    await expect(
      noScriptPage.getByRole('status').filter({ hasText: 'your report has reached our listings desk' }),
    ).toBeVisible();
  });

  test('a web ref no listing has is a 404 @any-size', async ({ request }) => {
    expect((await request.get('/report/RC-0000001')).status()).toBe(404);
    expect((await request.get('/report/%3Cscript%3E')).status()).toBe(404);
  });
});
