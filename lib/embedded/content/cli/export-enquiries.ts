// `npm run enquiries`: print every stored enquiry as CSV, so the business can export its leads.
import { readStoredEnquiries } from '../enquiry-reader';
import { formatEnquiriesCsv } from '../enquiries-csv';
import { runCommand } from '@/lib/cli/cli-args';
import { getDataDirectory } from '@/lib/data-dir';
import { getServerConfig } from '@/lib/server-config';

runCommand(
  'enquiries',
  async () => {
    const enquiries = await readStoredEnquiries(getServerConfig().databaseUrl, getDataDirectory());
    process.stdout.write(formatEnquiriesCsv(enquiries));
  },
  { describe: (error) => `[enquiries] The enquiries could not be read: ${String(error)}` },
);
