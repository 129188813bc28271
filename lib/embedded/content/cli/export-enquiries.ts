// `npm run enquiries`: print every stored enquiry as CSV, so the business can export its leads; the
// last column, held, marks those whose lead e-mail was held for the desk (LEAD_MAILS_PER_BROKER_PER_HOUR).
import { readEnquiryExport } from '../enquiry-reader';
import { formatEnquiriesCsv } from '../enquiries-csv';
import { runCommand } from '@/lib/cli/cli-args';
import { getDataDirectory } from '@/lib/data-dir';
import { getServerConfig } from '@/lib/server-config';

runCommand(
  'enquiries',
  async () => {
    const { enquiries, held } = await readEnquiryExport(getServerConfig().databaseUrl, getDataDirectory());
    process.stdout.write(formatEnquiriesCsv(enquiries, held));
    if (held.size > 0) {
      console.error(`[enquiries] ${held.size} held for the desk (held=yes): their brokers got no e-mail.`);
    }
  },
  { describe: (error) => `[enquiries] The enquiries could not be read: ${String(error)}` },
);
