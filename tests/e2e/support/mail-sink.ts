import { expect } from '@playwright/test';
import { SMTP_SINK_ORIGIN } from '../e2e-build';
import type { ReceivedMail } from '../../support/smtp-sink';

export type { ReceivedMail };

/** Every message the tests' SMTP server received for `address`, oldest first. */
export async function receivedMail(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${SMTP_SINK_ORIGIN}/messages?to=${encodeURIComponent(address)}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as ReceivedMail[];
}

/** Waits for a message to `address` whose subject matches. */
export async function waitForMail(address: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMail(address)).find((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** The first link in a message's HTML whose address contains `path`. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map(
    (match) => match[1]?.replace(/&amp;/g, '&') ?? '',
  );
  const link = hrefs.find((href) => href.includes(path));
  expect(link, `a link to ${path}`).toBeDefined();
  return link as string;
}
