import { existsSync, readFileSync } from 'node:fs';
import { getEnquiryStorePath, type StoredEnquiry } from './enquiry-store';

/** Every stored enquiry, oldest first. A torn final line (power loss mid-write) is skipped. */
export function readEnquiries(file: string = getEnquiryStorePath()): StoredEnquiry[] {
  if (!existsSync(file)) return [];
  const enquiries: StoredEnquiry[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      enquiries.push(JSON.parse(line) as StoredEnquiry);
    } catch {
      continue;
    }
  }
  return enquiries;
}
