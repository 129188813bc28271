// `npm run enquiries`: print every stored enquiry as CSV, so the business can export its leads.
import { readStoredEnquiries } from '../content/embedded/enquiry-reader';
import { formatEnquiriesCsv } from '../content/embedded/enquiries-csv';
import { getEnquiryStoreDirectory } from '../content/embedded/enquiry-store';
import { getServerConfig } from '../server-config';

readStoredEnquiries(getServerConfig().databaseUrl, getEnquiryStoreDirectory()).then(
  (enquiries) => process.stdout.write(formatEnquiriesCsv(enquiries)),
  (error: unknown) => {
    console.error(`[enquiries] The enquiries could not be read: ${String(error)}`);
    process.exitCode = 1;
  },
);
