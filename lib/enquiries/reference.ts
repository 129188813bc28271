/** The short reference a visitor can quote on the phone, and the mails name: the first block of the enquiry's UUID. */
export function toEnquiryReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
