// `npm run mail` (for cron, or after an outage): sends every enquiry e-mail that is due, once, then
// exits; 1 when a delivery failed (it is due again after its back-off).
import { drainAllLeadMail } from '../enquiries/lead-delivery';
import { runCommand } from './cli-args';
import { describeContentFailure } from './content-failure';

runCommand(
  'mail',
  async () => {
    const report = await drainAllLeadMail();
    console.info(`[mail] ${report.sent} e-mail(s) sent, ${report.failed} failed (tried again later).`);
    return report.failed > 0 ? 1 : 0;
  },
  { describe: (error) => `[mail] The run stopped: ${describeContentFailure(error)}`, code: 2 },
);
