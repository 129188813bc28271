// `npm run data:prune` (for cron): deletes enquiries older than ENQUIRY_RETENTION_MONTHS and saved
// searches left unconfirmed longer than UNCONFIRMED_ALERT_RETENTION_DAYS, through the content service.
import { pruneStoredData } from '../content';
import { retentionCutoffs } from '../privacy/retention';
import { getServerConfig } from '../server-config';

async function main(): Promise<void> {
  const config = getServerConfig();
  const cutoffs = retentionCutoffs(new Date(), {
    enquiryMonths: config.enquiryRetentionMonths,
    unconfirmedAlertDays: config.unconfirmedAlertRetentionDays,
  });
  const report = await pruneStoredData(cutoffs);
  console.info(
    `[prune] Deleted ${report.enquiries} enquiries received before ${cutoffs.enquiries.toISOString()} and ${report.unconfirmedAlerts} unconfirmed alerts saved before ${cutoffs.unconfirmedAlerts.toISOString()}.`,
  );
}

main().then(
  () => {
    process.exitCode = 0;
  },
  (error: unknown) => {
    console.error(`[prune] Nothing was deleted: ${String(error)}`);
    process.exitCode = 1;
  },
);
