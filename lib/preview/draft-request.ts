import { isSameSecret } from '@/lib/security/bearer-token';
import { checkPreviewPath } from './preview-path';

/** Nothing about turning preview on or off may be kept by a browser or a cache. */
const NO_STORE = { 'cache-control': 'no-store' };

export type DraftRequest = { ok: true; path: string } | { ok: false; response: Response };

function refuse(status: number, error: string): DraftRequest {
  return { ok: false, response: Response.json({ error }, { status, headers: NO_STORE }) };
}

/**
 * `GET /api/draft?secret=…&path=/page`, the CMS's preview link. Without a secret configured the
 * route does not exist here (404), as `/api/alerts/run` does not; a wrong secret is a 401; a path
 * that is no page of this site a 400 saying why. The secret is checked first, so a stranger learns
 * nothing of the path rules.
 */
export function checkDraftRequest(url: URL, secret: string | undefined): DraftRequest {
  if (!secret) return refuse(404, 'Not found');
  if (!isSameSecret(url.searchParams.get('secret'), secret)) {
    return refuse(401, 'The preview secret is wrong: open the preview from the CMS again.');
  }
  return checkRedirectPath(url);
}

/** The `path` to send the browser to (`fallback` when none is named), or a 400 saying why it is refused. */
export function checkRedirectPath(url: URL, fallback?: string): DraftRequest {
  const named = url.searchParams.get('path');
  if (named === null && fallback !== undefined) return { ok: true, path: fallback };
  const path = checkPreviewPath(named);
  return path.ok ? path : refuse(400, path.reason);
}

/** A redirect to a path of this site, its Location relative as it was checked. */
export function redirectTo(path: string): Response {
  return new Response(null, { status: 307, headers: { location: path, ...NO_STORE } });
}
