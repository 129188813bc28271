/** A `tel:` link for a number written for people ("011 555 0100" → "tel:0115550100"). */
export function toTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
