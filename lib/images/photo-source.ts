import 'server-only';

import { embeddedPictureSvg } from '@/lib/images/embedded-pictures';
import { isAllowedRemoteImage } from '@/lib/images/remote-patterns';
import { getServerConfig } from '@/lib/server-config';

/**
 * A listing photo's bytes on the server, for what is drawn there (a brochure's cover, a link
 * preview): the embedded pictures drawn here as SVG, hosted ones fetched from an allowed host.
 */

const REMOTE_TIMEOUT_MS = 4000;
const REMOTE_MAX_BYTES = 8 * 1024 * 1024;
const EMBEDDED_IMAGE = /^\/images\/([a-z]+)\/([a-z0-9-]{1,80})\.webp$/;

/** The picture's source bytes (SVG for an embedded one), or null when it cannot be had. */
export async function loadPhotoSource(src: string): Promise<Buffer | null> {
  const embedded = EMBEDDED_IMAGE.exec(src);
  if (embedded) {
    const [, kind = '', id = ''] = embedded;
    const svg = embeddedPictureSvg(kind, id);
    return svg === null ? null : Buffer.from(svg);
  }
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  // Only where Next's optimiser may fetch too (IMAGE_REMOTE_HOSTS), so a record cannot point the server anywhere.
  if (!isAllowedRemoteImage(url, getServerConfig().imageRemoteHosts)) return null;
  const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS), redirect: 'error' });
  const length = Number(response.headers.get('content-length') ?? 0);
  if (!response.ok || length > REMOTE_MAX_BYTES) return null;
  const bytes = Buffer.from(await response.arrayBuffer());
  return bytes.byteLength > REMOTE_MAX_BYTES ? null : bytes;
}
