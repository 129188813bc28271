import { openEnquiryDatabase } from './enquiry-database';
import type { StoredEnquiry } from './enquiry-types';

/** Every stored enquiry in `directory`, oldest first. */
export function readEnquiries(directory: string): StoredEnquiry[] {
  const database = openEnquiryDatabase(directory);
  try {
    return database.all();
  } finally {
    database.close();
  }
}
