import 'server-only';

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { publicConfig } from '@/lib/config';
import { loadPhotoSource } from '@/lib/images/photo-source';
import { GENERIC_SHARE_CONTENT, type ShareImageContent } from '@/lib/og/share-image-content';
import { MAX_SHARE_IMAGE_BYTES, SHARE_IMAGE_SIZE } from '@/lib/og/share-image-paths';
import { ShareImage } from './share-image';

/**
 * Draws a link preview with next/og (Satori and resvg, in process: no network) and hands it over
 * as JPEG: ImageResponse writes PNG, which for a photo is several times the 300 KB WhatsApp takes.
 */

/** Inter at two weights, cut by scripts/subset-font.mjs before every build (Satori reads TrueType). */
const FACES = [400, 700] as const;
const FONT_DIR = path.join(process.cwd(), 'styles', 'generated');
/** Tried in turn until the image fits MAX_SHARE_IMAGE_BYTES. */
const JPEG_QUALITIES = [82, 70, 58, 45];

let fonts: Promise<Array<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }>> | undefined;

function loadFonts() {
  fonts ??= Promise.all(
    FACES.map(async (weight) => ({
      name: 'Inter',
      data: await readFile(path.join(FONT_DIR, `inter-og-${weight}.ttf`)),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

/** The photo cropped to the preview's size, as a data URL; null when it cannot be had. */
async function loadPhoto(src: string | undefined): Promise<string | null> {
  if (!src) return null;
  try {
    const source = await loadPhotoSource(src);
    if (!source) return null;
    const jpeg = await sharp(source, { density: 144 })
      .resize(SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height, { fit: 'cover' })
      .flatten({ background: '#0b1f33' })
      .jpeg({ quality: 80 })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch {
    // A preview without its photo beats none.
    return null;
  }
}

export async function renderShareImage(content: ShareImageContent, photoSrc?: string): Promise<Buffer> {
  const [photo, faces] = await Promise.all([loadPhoto(photoSrc), loadFonts()]);
  const image = new ImageResponse(
    <ShareImage brandName={publicConfig.brandName} photo={photo} {...content} />,
    { ...SHARE_IMAGE_SIZE, fonts: faces },
  );
  const png = Buffer.from(await image.arrayBuffer());
  let jpeg = png;
  for (const quality of JPEG_QUALITIES) {
    jpeg = await sharp(png).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.byteLength <= MAX_SHARE_IMAGE_BYTES) break;
  }
  return jpeg;
}

const SHARED_CACHE = 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400';

/** The route's answer: the image, for a day in browsers and shared caches (a purge renews the cached one). */
export function shareImageResponse(jpeg: Buffer, headers: Record<string, string> = {}): Response {
  return new Response(new Uint8Array(jpeg), {
    headers: {
      'Content-Type': 'image/jpeg',
      'Content-Length': String(jpeg.byteLength),
      'Cache-Control': SHARED_CACHE,
      ...headers,
    },
  });
}

// Drawn once per process, whichever route bundle asks first (each has its own copy of this module).
const GENERIC_IMAGE_KEY = Symbol.for('site.genericShareImage');

/** The site's generic card (GENERIC_SHARE_CONTENT on the brand's colours), drawn once per process. */
export function renderGenericShareImage(): Promise<Buffer> {
  const holder = globalThis as { [GENERIC_IMAGE_KEY]?: Promise<Buffer> };
  holder[GENERIC_IMAGE_KEY] ??= renderShareImage(GENERIC_SHARE_CONTENT).catch((error: unknown) => {
    delete holder[GENERIC_IMAGE_KEY];
    throw error;
  });
  return holder[GENERIC_IMAGE_KEY];
}

/**
 * The generic card as the answer of `/og/card`, or in place of a link's own preview. In its place it
 * is kept by nobody: the link's own may be drawn on a later request.
 */
export async function genericShareImageResponse(kept: 'shared' | 'not-kept'): Promise<Response> {
  const jpeg = await renderGenericShareImage();
  return shareImageResponse(jpeg, kept === 'shared' ? {} : { 'Cache-Control': 'no-store' });
}
