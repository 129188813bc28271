import 'server-only';
import type { MailJob } from '@/lib/content';
import { toEnquiryReference } from '@/lib/enquiries/reference';
import type { OutgoingMail } from './mail-transport';

/** What a drain needs: the content service's claims, the e-mails of a job, and the transport. */
export interface MailJobDrainServices {
  /** Claims one due job for this sender, or null when none is due. */
  claim(): Promise<MailJob | null>;
  complete(job: MailJob, outcome: { sent: true } | { sent: false; error: string }): Promise<boolean>;
  compose(job: MailJob): Promise<OutgoingMail>;
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailDrainReport {
  sent: number;
  /** Tries that failed: each job is due again after its back-off and its lease. */
  failed: number;
}

function describeJob(job: MailJob): string {
  return `the ${job.kind} e-mail of enquiry ${toEnquiryReference(job.enquiry.id)} (try ${job.attempts})`;
}

async function sendJob(services: MailJobDrainServices, job: MailJob): Promise<keyof MailDrainReport> {
  try {
    await services.send(await services.compose(job));
  } catch (error) {
    console.error(`[mail] Sending ${describeJob(job)} failed; it is tried again later: ${String(error)}`);
    await services.complete(job, { sent: false, error: String(error) });
    return 'failed';
  }
  if (!(await services.complete(job, { sent: true }))) {
    console.warn(`[mail] ${describeJob(job)} was sent after its claim had run out.`);
  }
  return 'sent';
}

/**
 * Sends due jobs one claim at a time, so a job is never held longer than its own send: claimed
 * (a transaction no other sender can also win), sent, then marked. A sender that dies between the
 * claim and the mark leaves the claim to run out; the job is then claimed and sent again, once.
 * A failed completion (the content service gone) leaves the same: the lease decides. A failed try
 * is no sooner due again: a relay that had the message when its connection was cut may deliver it
 * yet, so no drain sends it again before the lease, which outlasts the send's deadline, has run out.
 */
export async function drainMailJobs(services: MailJobDrainServices, maxJobs = 100): Promise<MailDrainReport> {
  const report: MailDrainReport = { sent: 0, failed: 0 };
  for (let count = 0; count < maxJobs; count += 1) {
    const job = await services.claim();
    if (!job) break;
    report[await sendJob(services, job)] += 1;
  }
  return report;
}
