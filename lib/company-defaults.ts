/** The sample company's mail domain: its people's addresses and its enquiry desk. */
export const SAMPLE_EMAIL_DOMAIN = 'ridgewaycommercial.co.za';

/** Where general enquiries go while the site names this machine and ENQUIRY_DESK_EMAIL is unset. */
export const SAMPLE_ENQUIRY_DESK_EMAIL = `enquiries@${SAMPLE_EMAIL_DOMAIN}`;

/**
 * The sample company's legal facts: the embedded content shows them (footer, privacy notice), and
 * e-mails carry them until COMPANY_LEGAL_NAME, COMPANY_POSTAL_ADDRESS and COMPANY_REGISTRATION are set.
 */
export const SAMPLE_HEAD_OFFICE_LINES: readonly string[] = [
  'Ridgeway House',
  '61 Katherine Street',
  'Sandown, Sandton',
  '2196',
];

export const SAMPLE_REGISTRATION_NUMBER = '2004/018842/07';

export function sampleLegalName(brandName: string): string {
  return `${brandName} (Pty) Ltd`;
}
