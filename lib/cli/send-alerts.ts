// `npm run alerts` (for cron): sends every due alert digest once, and what instant alerts have not
// had yet, then exits; 1 when a delivery failed.
import { runDigests } from '../alerts/digest-run';
import { describeRun, DIGEST_RUN_SERVICES, INSTANT_RUN_SERVICES } from '../alerts/digest-services';
import { runInstantAlerts } from '../alerts/instant-run';
import { runCommand } from './cli-args';
import { describeContentFailure } from './content-failure';

runCommand(
  'alerts',
  async () => {
    const report = await runDigests(DIGEST_RUN_SERVICES);
    console.info(`[alerts] Digests: ${describeRun(report)}`);
    const instant = await runInstantAlerts(INSTANT_RUN_SERVICES, new Map());
    console.info(`[alerts] Instant alerts: ${describeRun(instant)}`);
    return report.failed + report.errors + instant.failed + instant.errors > 0 ? 1 : 0;
  },
  { describe: (error) => `[alerts] The run stopped: ${describeContentFailure(error)}`, code: 2 },
);
