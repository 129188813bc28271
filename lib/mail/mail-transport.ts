import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { withDeadline } from '@/lib/async/deadline';
import { getServerConfig } from '@/lib/server-config';
import { assertMailAddress } from './mail-address';
import { assertSiteUrlForSmtp, senderAddress, type MailAddress } from './mail-identity';
import { MAIL_DEADLINE_MS } from './mail-job-policy';
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

const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 };

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
 * records the failure.
 */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  const { smtpUrl } = getServerConfig();
  if (smtpUrl) assertSiteUrlForSmtp();
  const to = assertMailAddress(mail.to);
  const replyTo = mail.replyTo && assertMailAddress(mail.replyTo);
  const info = await withDeadline(
    getTransporter().sendMail({ from: senderAddress(), ...mail, to, replyTo }),
    MAIL_DEADLINE_MS,
    'Sending an e-mail',
  );
  if (smtpUrl) return;
  const file = writeToOutbox(info.message as Buffer);
  console.info(`[mail] E-mail to ${maskEmail(to.address)} written to ${file}`);
}
