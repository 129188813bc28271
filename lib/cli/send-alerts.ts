// `npm run alerts` (for cron): sends every due alert digest once, then exits; 1 when a delivery failed.
import { runDigests } from '../alerts/digest-run';
import { describeRun, DIGEST_RUN_SERVICES } from '../alerts/digest-services';
import { runCommand } from './cli-args';
import { describeContentFailure } from './content-failure';

runCommand(
  'alerts',
  async () => {
    const report = await runDigests(DIGEST_RUN_SERVICES);
    console.info(`[alerts] ${describeRun(report)}`);
    return report.failed > 0 || report.errors > 0 ? 1 : 0;
  },
  { describe: (error) => `[alerts] The run stopped: ${describeContentFailure(error)}`, code: 2 },
);
