// `npm run data:prune [-- --dry-run]` (for cron): deletes enquiries older than ENQUIRY_RETENTION_MONTHS
// and saved searches left unconfirmed longer than UNCONFIRMED_ALERT_RETENTION_DAYS, through the
// content service; with --dry-run, counts them and deletes nothing.
import { pruneStoredData } from '../content';
import { retentionCutoffs } from '../privacy/retention';
import { getServerConfig } from '../server-config';
import { runCommand } from './cli-args';
import { describeContentFailure } from './content-failure';

runCommand(
  'data:prune',
  async ({ values }) => {
    const dryRun = values['dry-run'] === true;
    const config = getServerConfig();
    const cutoffs = retentionCutoffs(new Date(), {
      enquiryMonths: config.enquiryRetentionMonths,
      unconfirmedAlertDays: config.unconfirmedAlertRetentionDays,
    });
    const report = await pruneStoredData(cutoffs, { dryRun });
    const what = `${report.enquiries} enquiries received before ${cutoffs.enquiries.toISOString()} (ENQUIRY_RETENTION_MONTHS ${config.enquiryRetentionMonths}) and ${report.unconfirmedAlerts} unconfirmed alerts saved before ${cutoffs.unconfirmedAlerts.toISOString()} (UNCONFIRMED_ALERT_RETENTION_DAYS ${config.unconfirmedAlertRetentionDays})`;
    console.info(
      dryRun ? `[prune] Dry run: would delete ${what}; nothing was deleted.` : `[prune] Deleted ${what}.`,
    );
  },
  { describe: (error) => `[prune] Nothing was deleted: ${describeContentFailure(error)}` },
);
