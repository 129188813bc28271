// `npm run mail` (for cron, or after an outage): sends every enquiry e-mail that is due, once, then
// exits; 1 when a delivery failed (it is due again after its back-off).
import { drainAllLeadMail } from '../enquiries/lead-delivery';

drainAllLeadMail().then(
  (report) => {
    console.info(`[mail] ${report.sent} e-mail(s) sent, ${report.failed} failed (tried again later).`);
    process.exitCode = report.failed > 0 ? 1 : 0;
  },
  (error: unknown) => {
    console.error(`[mail] The run stopped: ${String(error)}`);
    process.exitCode = 2;
  },
);
