// A process that drains enquiry mail as a server's timer does, every DRAIN_EVERY_MS instead of 15 s,
// until it is killed: a second instance, or `npm run mail` run from cron. Started as `npm run mail`
// is (TSX_TSCONFIG_PATH=lib/cli/tsconfig.json node --require tsx/cjs …), with DATA_DIR and SMTP_URL.
import { drainLeadMail } from '@/lib/enquiries/lead-delivery';

const DRAIN_EVERY_MS = 500;

async function main(): Promise<void> {
  for (;;) {
    await drainLeadMail();
    await new Promise((resolve) => setTimeout(resolve, DRAIN_EVERY_MS));
  }
}

void main();
