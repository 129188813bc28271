// `npm run enquiries`: print every stored enquiry as CSV, so the business can export its leads.
import { readEnquiries } from '../content/embedded/enquiry-reader';
import { formatEnquiriesCsv } from '../content/embedded/enquiries-csv';
import { getEnquiryStoreDirectory } from '../content/embedded/enquiry-store';

process.stdout.write(formatEnquiriesCsv(readEnquiries(getEnquiryStoreDirectory())));
