import { ENQUIRY_FIELDS, type StoredEnquiry } from './enquiry-types';

function toCsvCell(value: string): string {
  // A leading =, +, - or @ would run as a formula when the export is opened in a spreadsheet.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * RFC 4180 CSV with a header row, one enquiry per line, and a last column `held`: `yes` for an
 * enquiry held for the desk (its broker had the hour's cap of lead e-mails, so none was sent).
 */
export function formatEnquiriesCsv(
  enquiries: readonly StoredEnquiry[],
  held: ReadonlySet<string> = new Set(),
): string {
  const rows = enquiries.map((enquiry) =>
    [
      ...ENQUIRY_FIELDS.map((column) => toCsvCell(enquiry[column] ?? '')),
      held.has(enquiry.id) ? 'yes' : '',
    ].join(','),
  );
  return [[...ENQUIRY_FIELDS, 'held'].join(','), ...rows].join('\r\n') + '\r\n';
}
