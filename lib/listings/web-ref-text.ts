/**
 * What a web ref looks like as a visitor types it: the brochure's `RC-10423`, in any case, with or
 * without its dash. Read in the browser too: a search box decides by it whether its text may be an
 * address (lib/listings/web-ref.ts looks the ref up).
 */
const WEB_REF = /^([A-Za-z]{1,5})-?(\d{1,8})$/;

/** The ref typed, trimmed and in capitals with its dash (`rc10423` → `RC-10423`), or null for other text. */
export function readWebRef(text: string): string | null {
  const match = WEB_REF.exec(text.trim());
  if (!match) return null;
  const [, letters = '', digits = ''] = match;
  return `${letters.toUpperCase()}-${digits}`;
}

/** The spellings a listing may carry a ref under: with its dash and without. */
export function webRefSpellings(ref: string): string[] {
  return [ref, ref.replace('-', '')];
}
