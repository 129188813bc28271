import type { ParsedMail } from 'mailparser';
import { expect, test } from './fixtures';
import { ContactPage } from './pages/contact-page';
import { outboxMailFor, recipientsOf, SAMPLE_DESK } from './support/outbox';

test('a message from the contact page reaches the enquiry desk, and its sender gets a receipt', async ({
  page,
}, testInfo) => {
  const visitor = `desk-${testInfo.project.name}-${Date.now()}@example.com`;
  const contact = new ContactPage(page);
  await contact.goto();
  await contact.enquiry.waitUntilHydrated();
  await contact.enquiry.send({
    Name: 'Lerato Khumalo',
    Email: visitor,
    Phone: '082 555 0193',
    Message: 'We are looking for about 1 200 m² of warehousing near OR Tambo. Who should we speak to?',
  });
  await expect(contact.enquiry.confirmation).toContainText(
    'Our enquiry desk will contact you within one business day.',
  );
  const reference = /Reference ([0-9A-F]{8})/.exec(
    (await contact.enquiry.confirmation.textContent()) ?? '',
  )?.[1];
  expect(reference, 'the page names the reference').toBeTruthy();

  let mails: ParsedMail[] = [];
  await expect
    .poll(async () => (mails = await outboxMailFor(reference ?? '')).length, { timeout: 30_000 })
    .toBe(2);
  const lead = mails.find((mail) => recipientsOf(mail).includes(SAMPLE_DESK));
  const receipt = mails.find((mail) => recipientsOf(mail).includes(visitor));
  expect(lead?.subject).toMatch(new RegExp(`^Enquiry ${reference}:`));
  expect(lead?.text).toContain('1 200 m² of warehousing');
  expect(receipt?.subject).toMatch(new RegExp(`^Your enquiry ${reference} to `));
  expect(receipt?.text).not.toContain('warehousing');
});
