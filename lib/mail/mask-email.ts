/** An address as logs may show it: the first letter and the domain (`j…@example.co.za`). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '…';
  return `${email[0]}…${email.slice(at)}`;
}
