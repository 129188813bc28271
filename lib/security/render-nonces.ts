/**
 * Every document request reaches Next with a nonce of this server's (lib/http/document-policy-guard.ts),
 * which React writes on each script and style sheet tag of a page rendered for it, as
 * `nonce="…"`. A page kept in the cache is served to everyone under the hashes of its own scripts,
 * never under that nonce, so the cached copy is kept without it: an attribute left on Next's
 * `<script src>` tags would also keep them from being recognised and loaded after the first paint
 * (lib/rendering/scripts-after-first-paint.ts). Only the opening tags of scripts and links are
 * touched: React's HTML and flight data never hold a bare `<` in text.
 */
const NONCE_ATTRIBUTE = /(<(?:script|link)\b[^>]*?) nonce="[A-Za-z0-9+/_=-]*"/gi;

export function withoutNonces(html: string): string {
  return html.replace(NONCE_ATTRIBUTE, '$1');
}
