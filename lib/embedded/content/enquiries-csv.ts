import { ENQUIRY_FIELDS, type StoredEnquiry } from './enquiry-types';

function toCsvCell(value: string): string {
  // A leading =, +, - or @ would run as a formula when the export is opened in a spreadsheet.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 CSV with a header row, one enquiry per line. */
export function formatEnquiriesCsv(enquiries: readonly StoredEnquiry[]): string {
  const rows = enquiries.map((enquiry) =>
    ENQUIRY_FIELDS.map((column) => toCsvCell(enquiry[column] ?? '')).join(','),
  );
  return [ENQUIRY_FIELDS.join(','), ...rows].join('\r\n') + '\r\n';
}
