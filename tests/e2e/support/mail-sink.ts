import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from '@playwright/test';
import { SMTP_SINK_ORIGIN } from '../e2e-build';
import type { ReceivedMail } from '../../support/smtp-sink';

export type { ReceivedMail };

/** Every message the tests' SMTP server received for `address`, oldest first. */
export async function receivedMail(address: string, sink = SMTP_SINK_ORIGIN): Promise<ReceivedMail[]> {
  const response = await fetch(`${sink}/messages?to=${encodeURIComponent(address)}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as ReceivedMail[];
}

/** Waits for a message to `address` whose subject matches. */
export async function waitForMail(
  address: string,
  subject: RegExp,
  { sink = SMTP_SINK_ORIGIN, timeout = 15_000 }: { sink?: string; timeout?: number } = {},
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMail(address, sink)).find((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout, message: `a message to ${address} with a subject matching ${subject}` },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** The first link in a message's HTML whose address contains `path`. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const link = linksIn(mail).find((href) => href.includes(path));
  expect(link, `a link to ${path}`).toBeDefined();
  return link as string;
}

/** Every link of a message's HTML, as written. */
export function linksIn(mail: ReceivedMail): string[] {
  return [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]?.replace(/&amp;/g, '&') ?? '');
}

/** A message's plain text with its line wrapping undone: the words are what count. */
export function wordsOf(mail: ReceivedMail): string {
  return mail.text.replace(/\s+/g, ' ');
}

export interface SinkPorts {
  smtp: number;
  http: number;
}

/** An SMTP sink of a spec's own (tests/support/smtp-sink.ts), holding every message's answer when `hold`. */
export async function startSmtpSink(ports: SinkPorts, { hold = false } = {}): Promise<ChildProcess> {
  const sink = spawn(process.execPath, ['--import', 'tsx', 'tests/support/smtp-sink.ts'], {
    env: {
      ...process.env,
      SMTP_SINK_PORT: String(ports.smtp),
      SMTP_SINK_HTTP_PORT: String(ports.http),
      SMTP_SINK_HOLD: hold ? '1' : '',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${ports.http}/held`).catch(() => null))?.ok ?? false, {
      timeout: 15_000,
      message: 'the SMTP sink starts',
    })
    .toBe(true);
  return sink;
}

/** SIGKILL for a sink, resolved once it is gone (its ports free again). */
export async function killSmtpSink(sink: ChildProcess): Promise<void> {
  if (sink.exitCode !== null || sink.signalCode !== null) return;
  await new Promise((resolve) => {
    sink.once('exit', resolve);
    sink.kill('SIGKILL');
  });
}

/** Messages a holding sink has read whole and not yet answered. */
export async function heldMail(sink: string): Promise<number> {
  const response = await fetch(`${sink}/held`);
  return ((await response.json()) as { held: number }).held;
}

/** Answers the held messages still connected, and accepts what comes after. */
export async function acceptMail(sink: string): Promise<void> {
  const response = await fetch(`${sink}/mode`, { method: 'POST', body: 'accept' });
  expect(response.ok).toBe(true);
}
