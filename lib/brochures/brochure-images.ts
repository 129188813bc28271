import 'server-only';

import sharp from 'sharp';
import type { GeoPoint } from '@/lib/listings/wire-types';
import { getBaseMap } from '@/lib/maps/base-map-data';
import { renderStaticMapSvg } from '@/lib/maps/static-map';
import { isImageKind, renderImageSvg } from '@/lib/sample/illustrations';
import { isAllowedRemoteImage } from '@/lib/images/remote-patterns';
import { getServerConfig } from '@/lib/server-config';

/** A4 at 150 dpi across the text column: sharp in print, small in the file. */
const COVER_WIDTH = 1000;
const COVER_HEIGHT = Math.round(COVER_WIDTH / 1.5);
const JPEG_QUALITY = 78;
const REMOTE_TIMEOUT_MS = 4000;
const REMOTE_MAX_BYTES = 8 * 1024 * 1024;
const EMBEDDED_IMAGE = /^\/images\/([a-z]+)\/([a-z0-9-]{1,80})\.webp$/;

/** The picture's source bytes: drawn here for the embedded pictures, fetched from an allowed host otherwise. */
async function sourceOf(src: string): Promise<Buffer | null> {
  const embedded = EMBEDDED_IMAGE.exec(src);
  if (embedded) {
    const [, kind = '', id = ''] = embedded;
    const svg = isImageKind(kind) ? renderImageSvg(kind, id) : null;
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

/** The cover photo as a 3:2 JPEG (react-pdf takes JPEG and PNG); null when it cannot be had. */
export async function loadCoverJpeg(src: string | undefined): Promise<Buffer | null> {
  if (!src) return null;
  try {
    const source = await sourceOf(src);
    if (!source) return null;
    return await sharp(source, { density: 120 })
      .resize(COVER_WIDTH, COVER_HEIGHT, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
  } catch {
    // A brochure without its photo is better than none.
    return null;
  }
}

const MAP_WIDTH = 560;
const MAP_HEIGHT = 280;
/** The suburb and its neighbours, as the property page's map opens. */
const MAP_ZOOM = 12;

/** A small map of the property's surroundings with its pin, as PNG. */
export async function renderLocationPng(point: GeoPoint, accent: string): Promise<Buffer | null> {
  try {
    const svg = renderStaticMapSvg(getBaseMap(), point, {
      width: MAP_WIDTH,
      height: MAP_HEIGHT,
      zoom: MAP_ZOOM,
      accent,
    });
    // Drawn at twice the size, so the lines stay crisp in print.
    return await sharp(Buffer.from(svg), { density: 144 })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
  } catch {
    return null;
  }
}
