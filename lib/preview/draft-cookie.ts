import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isSameSecret } from '@/lib/security/bearer-token';

/** The cookie Next's `draftMode().enable()` sets: the build's preview id, which Next checks on each request. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** The manifest `next build` writes, whose `preview.previewModeId` is what the cookie must hold. */
const PRERENDER_MANIFEST = 'prerender-manifest.json';

let previewModeId: string | null | undefined;

/**
 * This build's preview id, read once; null (and said once) when the manifest does not have it where
 * Next 16 keeps it, so no request is taken for a preview: tests/e2e/preview.spec.ts fails then.
 */
function readPreviewModeId(distDir: string): string | null {
  if (previewModeId !== undefined) return previewModeId;
  try {
    const manifest = JSON.parse(
      readFileSync(/*turbopackIgnore: true*/ path.join(distDir, PRERENDER_MANIFEST), 'utf8'),
    ) as { preview?: { previewModeId?: unknown } };
    const id = manifest.preview?.previewModeId;
    previewModeId = typeof id === 'string' && id !== '' ? id : null;
  } catch {
    previewModeId = null;
  }
  if (previewModeId === null) {
    console.error(`[preview] ${distDir}/${PRERENDER_MANIFEST} names no preview id: previews are off.`);
  }
  return previewModeId;
}

/**
 * Whether Next will render this request in draft mode: its cookie holds this build's preview id. A
 * cookie from an earlier build, or a made-up one, leaves the request a visitor's like any other.
 */
export function isDraftModeRequest(cookie: string | undefined, distDir: string): boolean {
  if (cookie === undefined) return false;
  return isSameSecret(cookie, readPreviewModeId(distDir) ?? undefined);
}
