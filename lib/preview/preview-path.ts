/** Longer than any page of the site with its query; a longer one is no link the CMS makes. */
export const MAX_PREVIEW_PATH_LENGTH = 1024;

export type PreviewPathCheck = { ok: true; path: string } | { ok: false; reason: string };

// Control characters and DEL: a browser strips some from a URL, so it would follow what was not checked.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const BASE = 'http://site.invalid';

/**
 * Where a preview link (or its exit) may send the browser: a path of this site only, written as the
 * browser will read it. `//host` and `/\host` are read by browsers as another site, a scheme names
 * one, and a control character can hide either; each is refused, saying why.
 */
export function checkPreviewPath(value: string | null): PreviewPathCheck {
  if (value === null || value === '') return { ok: false, reason: 'Name the page: path=/some/page.' };
  if (value.length > MAX_PREVIEW_PATH_LENGTH) {
    return { ok: false, reason: `The path is longer than ${MAX_PREVIEW_PATH_LENGTH} characters.` };
  }
  if (CONTROL_CHARACTER.test(value)) return { ok: false, reason: 'The path contains a control character.' };
  if (value.includes('\\')) return { ok: false, reason: 'The path contains a backslash.' };
  if (!value.startsWith('/')) {
    return { ok: false, reason: 'The path must be a page of this site, starting with "/".' };
  }
  if (value.includes('//')) {
    return { ok: false, reason: 'The path contains "//", which can name another site.' };
  }
  // Belt and braces: whatever the checks above missed, the browser's own reading must stay here.
  if (new URL(value, BASE).origin !== BASE) {
    return { ok: false, reason: 'The path must be a page of this site.' };
  }
  return { ok: true, path: value };
}
