import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ALERTS_ORIGIN, E2E_DIST_DIR, E2E_SERVER_SECRETS, SPEC_SERVER_PORT_BASE } from './e2e-build';
import { firstPropertyPath, PropertyPage } from './pages/property-page';
import { mailJobStatuses } from './support/enquiries';
import {
  acceptMail,
  heldMail,
  killSmtpSink,
  linksIn,
  receivedMail,
  startSmtpSink,
  waitForMail,
  wordsOf,
  type ReceivedMail,
} from './support/mail-sink';
import { killProcessGroup, startNextServer, waitForAnswer } from './support/servers';

/** A server's start on a loaded 2-core runner, where another checkout may be building. */
const SERVER_START_MS = 60_000;

const MESSAGE = 'We need about 400 m² from March, with 12 parking bays. Can we view it next week?';

interface SentEnquiry {
  reference: string;
  brokerName: string;
  brokerEmail: string;
}

/** An enquiry from a property page, as a visitor sends it; what the page showed of it. */
async function sendEnquiry(page: Page, propertyUrl: string, visitorEmail: string): Promise<SentEnquiry> {
  const property = new PropertyPage(page);
  await property.goto(propertyUrl);
  const brokerName =
    (await property.brokerContact.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
  const mailto = (await property.emailBroker.first().getAttribute('href')) ?? '';
  await property.enquiry.waitUntilHydrated();
  await property.enquiry.send({ Name: 'Naledi Mokoena', Email: visitorEmail, Message: MESSAGE });
  await expect(property.enquiry.confirmation).toBeVisible();
  const reference = /Reference ([0-9A-F]{8})/.exec(
    (await property.enquiry.confirmation.textContent()) ?? '',
  )?.[1];
  expect(reference, 'the page names the reference').toBeTruthy();
  return {
    reference: reference ?? '',
    brokerName: brokerName.trim(),
    brokerEmail: mailto.replace(/^mailto:/, ''),
  };
}

function brokerMailOf(mails: ReceivedMail[], reference: string): ReceivedMail[] {
  return mails.filter((mail) => mail.subject.startsWith(`Enquiry ${reference}:`));
}

test.describe('an enquiry reaches its broker, and the visitor gets a receipt', () => {
  // The instance whose mail goes to the tests' SMTP server.
  test.use({ baseURL: ALERTS_ORIGIN });

  test('read back from the SMTP server: the broker’s mail and the visitor’s receipt', async ({
    page,
    request,
  }, testInfo) => {
    const visitor = `lead-${testInfo.project.name}-${Date.now()}@example.com`;
    const propertyPath = await firstPropertyPath(request);
    const sent = await sendEnquiry(page, propertyPath, visitor);
    expect(sent.brokerEmail).toMatch(/@/);

    const receipt = await waitForMail(visitor, new RegExp(`^Your enquiry ${sent.reference} to `));
    expect(wordsOf(receipt)).toContain(sent.brokerName);
    expect(wordsOf(receipt)).toContain(`Your reference: ${sent.reference}`);
    expect(receipt.headers['reply-to']).toContain(sent.brokerEmail);
    expect(wordsOf(receipt)).not.toContain('400 m²');

    await expect
      .poll(async () => brokerMailOf(await receivedMail(sent.brokerEmail), sent.reference))
      .toHaveLength(1);
    const [lead] = brokerMailOf(await receivedMail(sent.brokerEmail), sent.reference);
    expect(lead?.headers['reply-to']).toContain(visitor);
    expect(lead?.headers['x-enquiry-reference']).toBe(sent.reference);
    const words = lead ? wordsOf(lead) : '';
    for (const part of ['Naledi Mokoena', visitor, MESSAGE, /RC-\d+/, /\(Pty\) Ltd/, /registration/i]) {
      expect(words).toMatch(part);
    }
    expect(lead && linksIn(lead).some((href) => href.endsWith(propertyPath))).toBe(true);
  });
});

test.describe('an enquiry form and an address that is not one', () => {
  test.use({ baseURL: ALERTS_ORIGIN });

  for (const typed of ['Win_R5000<victim@x.co.za', 'victim@x.co.za(Call_0800123)']) {
    test(`refuses ${typed} with the field’s message, with scripts and without, and sends nothing`, async ({
      page,
      noScriptPage,
      request,
    }) => {
      const propertyPath = await firstPropertyPath(request);
      const values = { Name: 'Win R5000', Email: typed, Message: MESSAGE };
      const property = new PropertyPage(page);
      await property.goto(propertyPath);
      await property.enquiry.waitUntilHydrated();
      await property.enquiry.send(values);
      await expect(property.enquiry.message('Please enter a valid email address.')).toBeVisible();
      // Before the scripts run, the server's own check answers the post.
      const bare = new PropertyPage(noScriptPage);
      await bare.goto(propertyPath);
      await bare.enquiry.send(values);
      await expect(bare.enquiry.message('Please enter a valid email address.')).toBeVisible();
      for (const form of [property.enquiry, bare.enquiry]) await expect(form.confirmation).toHaveCount(0);
      expect(await receivedMail('victim@x.co.za')).toEqual([]);
    });
  }
});

/** A server of the e2e build that this spec may kill, and its SMTP server that it may kill too. */
function ports(testInfo: { parallelIndex: number }) {
  // Clear of the ports other specs take from the same base by worker index, which grows with retries.
  const base = SPEC_SERVER_PORT_BASE + 30 + testInfo.parallelIndex * 3;
  return { site: base, smtp: base + 1, http: base + 2 };
}

function startSite(port: number, smtpPort: number, storeDir: string): ChildProcess {
  return startNextServer(port, {
    NEXT_DIST_DIR: E2E_DIST_DIR,
    ...E2E_SERVER_SECRETS,
    DATA_DIR: storeDir,
    ENQUIRY_RATE_LIMIT: '1000',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  });
}

/**
 * Once each: a job marked sent is never claimed again, so the count in the SMTP server is final.
 * The retry comes after a 30 s back-off, or a claim's 45 s lease, and the drain runs every 15 s.
 */
async function expectDeliveredOnce(sink: string, storeDir: string, sent: SentEnquiry, visitor: string) {
  await expect
    .poll(() => mailJobStatuses(storeDir).map((job) => job.status), { timeout: 100_000, intervals: [2_000] })
    .toEqual(['sent', 'sent']);
  expect(brokerMailOf(await receivedMail(sent.brokerEmail, sink), sent.reference)).toHaveLength(1);
  expect(await receivedMail(visitor, sink)).toHaveLength(1);
}

test.describe('lead mail survives a dead SMTP server and a dead sender @any-size', () => {
  test('SMTP dies during the send and comes back: each e-mail is delivered once', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const port = ports(testInfo);
    const sinkOrigin = `http://127.0.0.1:${port.http}`;
    const storeDir = mkdtempSync(path.join(tmpdir(), 'lead-smtp-down-'));
    let sink = await startSmtpSink(port, { hold: true });
    const site = startSite(port.site, port.smtp, storeDir);
    try {
      const origin = `http://127.0.0.1:${port.site}`;
      await waitForAnswer(`${origin}/`, 200, SERVER_START_MS);
      const visitor = `smtp-down-${Date.now()}@example.com`;
      const sent = await sendEnquiry(page, `${origin}${await firstPropertyPath(request)}`, visitor);

      // The SMTP server has the first message whole and dies before it answers.
      await expect.poll(() => heldMail(sinkOrigin), { timeout: 30_000 }).toBeGreaterThan(0);
      await killSmtpSink(sink);
      sink = await startSmtpSink(port);
      await expectDeliveredOnce(sinkOrigin, storeDir, sent, visitor);
    } finally {
      killProcessGroup(site);
      await killSmtpSink(sink);
    }
  });

  test('the sender is SIGKILLed mid-send: after a restart each e-mail is delivered once', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const port = ports(testInfo);
    const sinkOrigin = `http://127.0.0.1:${port.http}`;
    const storeDir = mkdtempSync(path.join(tmpdir(), 'lead-sigkill-'));
    const sink = await startSmtpSink(port, { hold: true });
    let site = startSite(port.site, port.smtp, storeDir);
    try {
      const origin = `http://127.0.0.1:${port.site}`;
      await waitForAnswer(`${origin}/`, 200, SERVER_START_MS);
      const visitor = `sigkill-${Date.now()}@example.com`;
      const sent = await sendEnquiry(page, `${origin}${await firstPropertyPath(request)}`, visitor);

      // The message is on the wire, unanswered, when the server dies: nothing was handed over.
      await expect.poll(() => heldMail(sinkOrigin), { timeout: 30_000 }).toBeGreaterThan(0);
      killProcessGroup(site);
      await expect
        .poll(() => heldMail(sinkOrigin), { message: 'the dead sender’s message is dropped' })
        .toBe(0);
      await acceptMail(sinkOrigin);
      expect(await receivedMail(visitor, sinkOrigin)).toHaveLength(0);

      site = startSite(port.site, port.smtp, storeDir);
      await waitForAnswer(`${origin}/`, 200, SERVER_START_MS);
      await expectDeliveredOnce(sinkOrigin, storeDir, sent, visitor);
    } finally {
      killProcessGroup(site);
      await killSmtpSink(sink);
    }
  });
});
