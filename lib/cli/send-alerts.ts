// `npm run alerts` (for cron): sends every due alert digest once, then exits; 1 when a delivery failed.
import { runDigests } from '../alerts/digest-run';
import { describeRun, DIGEST_RUN_SERVICES } from '../alerts/digest-services';

void runDigests(DIGEST_RUN_SERVICES).then(
  (report) => {
    console.info(`[alerts] ${describeRun(report)}`);
    process.exitCode = report.failed > 0 || report.errors > 0 ? 1 : 0;
  },
  (error: unknown) => {
    console.error(`[alerts] The run stopped: ${String(error)}`);
    process.exitCode = 2;
  },
);
