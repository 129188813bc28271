// `npm run enquiries`: print every stored enquiry as CSV, so the business can export its leads.
import { readStoredEnquiries } from '../enquiry-reader';
import { formatEnquiriesCsv } from '../enquiries-csv';
import { getDataDirectory } from '@/lib/data-dir';
import { getServerConfig } from '@/lib/server-config';

readStoredEnquiries(getServerConfig().databaseUrl, getDataDirectory()).then(
  (enquiries) => process.stdout.write(formatEnquiriesCsv(enquiries)),
  (error: unknown) => {
    console.error(`[enquiries] The enquiries could not be read: ${String(error)}`);
    process.exitCode = 1;
  },
);
