import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { withDeadline } from '@/lib/async/deadline';
import { getServerConfig } from '@/lib/server-config';
import { assertMailAddress } from './mail-address';
import { assertSiteUrlForSmtp, senderAddress, type MailAddress } from './mail-identity';
import { MAIL_DEADLINE_MS, SMTP_CONNECTION_TIMEOUT_MS, SMTP_IDLE_TIMEOUT_MS } from './mail-job-policy';
import { maskEmail } from './mask-email';

export interface OutgoingMail {
  /** Made by `toMailAddress` (./mail-address.ts), and checked again before it is sent. */
  to: MailAddress;
  subject: string;
  html: string;
  text: string;
  replyTo?: MailAddress;
  headers?: Record<string, string>;
  /**
   * The Message-ID, `<…@domain>`: a job's own, so a message sent again after a crash at the worst
   * moment is the same message to the mail systems that fold duplicates.
   */
  messageId?: string;
}

const SMTP_TIMEOUTS = {
  connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
  greetingTimeout: SMTP_CONNECTION_TIMEOUT_MS,
  socketTimeout: SMTP_IDLE_TIMEOUT_MS,
  // A connection given up on is destroyed, not ended politely while the relay may still answer.
  socketCloseTimeout: 0,
};

let transporter: Transporter | undefined;

function getTransporter(): Transporter {
  const { smtpUrl } = getServerConfig();
  transporter ??= smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return transporter;
}

/** Without SMTP_URL each message is an .eml file in the outbox folder, which any mail program opens. */
function writeToOutbox(raw: Buffer): string {
  const directory = path.resolve(/*turbopackIgnore: true*/ getServerConfig().mailOutboxDir);
  mkdirSync(/*turbopackIgnore: true*/ directory, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(
    /*turbopackIgnore: true*/ directory,
    `${stamp}-${randomBytes(4).toString('hex')}.eml`,
  );
  writeFileSync(/*turbopackIgnore: true*/ file, raw, { mode: 0o600 });
  return file;
}

/**
 * Sends one message through SMTP (resolving once the server accepted it), or writes it into the
 * outbox. Rejects on refusal, a dead server or the deadline, and before trying while the site URL
 * names localhost (MailConfigError) or an address is not plain (MailAddressError): the caller
 * records the failure. At the deadline the connection is destroyed before the rejection comes: a
 * rejected send has nothing left on the wire.
 */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  const { smtpUrl } = getServerConfig();
  if (smtpUrl) assertSiteUrlForSmtp();
  const to = assertMailAddress(mail.to);
  const replyTo = mail.replyTo && assertMailAddress(mail.replyTo);
  const cancel = new AbortController();
  const sending = getTransporter().sendMail({
    from: senderAddress(),
    ...mail,
    to,
    replyTo,
    signal: cancel.signal,
  });
  let info;
  try {
    info = await withDeadline(sending, MAIL_DEADLINE_MS, 'Sending an e-mail');
  } catch (error) {
    cancel.abort(error);
    await sending.catch(() => undefined);
    throw error;
  }
  if (smtpUrl) return;
  const file = writeToOutbox(info.message as Buffer);
  console.info(`[mail] E-mail to ${maskEmail(to.address)} written to ${file}`);
}
