import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SAMPLE_ENQUIRY_DESK_EMAIL } from '@/lib/company-defaults';
import { E2E_SERVER_SECRETS } from '../e2e-build';

/*
 * The main e2e server sends mail as the README's `npm start` does: no SMTP_URL, so each message is
 * an .eml file in its store's outbox, and no ENQUIRY_DESK_EMAIL, while its site URL names this
 * machine, so its enquiry desk is the sample company's.
 */
const OUTBOX = path.join(E2E_SERVER_SECRETS.DATA_DIR, 'outbox');

/** The main server's enquiry desk. */
export const SAMPLE_DESK = SAMPLE_ENQUIRY_DESK_EMAIL;

/** Every message in the main server's outbox whose subject names `reference`. */
export async function outboxMailFor(reference: string): Promise<ParsedMail[]> {
  let files: string[];
  try {
    files = readdirSync(OUTBOX).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  const mails = await Promise.all(files.map((file) => simpleParser(readFileSync(path.join(OUTBOX, file)))));
  return mails.filter((mail) => mail.subject?.includes(reference));
}

/** The addresses a message is to. */
export function recipientsOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((address) => address.address ?? ''));
}
