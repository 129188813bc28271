import 'server-only';

import sharp from 'sharp';
import type { GeoPoint } from '@/lib/listings/wire-types';
import { getBaseMap } from '@/lib/maps/base-map-data';
import { renderStaticMapSvg } from '@/lib/maps/static-map';
import { loadPhotoSource } from '@/lib/images/photo-source';

/** A4 at 150 dpi across the text column: sharp in print, small in the file. */
const COVER_WIDTH = 1000;
const COVER_HEIGHT = Math.round(COVER_WIDTH / 1.5);
const JPEG_QUALITY = 78;

/** The cover photo as a 3:2 JPEG (react-pdf takes JPEG and PNG); null when it cannot be had. */
export async function loadCoverJpeg(src: string | undefined): Promise<Buffer | null> {
  if (!src) return null;
  try {
    const source = await loadPhotoSource(src);
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
