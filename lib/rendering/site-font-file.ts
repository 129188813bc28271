import 'server-only';

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_FONT_SUBSET } from '@/styles/fonts';

export interface SiteFontFile {
  /** `inter-latin-subset.{hash}.woff2`: a new cut of the font is a new address, so each is cached for good. */
  name: string;
  url: string;
  bytes: Uint8Array<ArrayBuffer>;
}

let file: SiteFontFile | null | undefined;

/**
 * The font's file as app/fonts/[file] serves it, read once from the build's subset (`npm run build`
 * writes it). A server started without it draws every page in the system face, as a first visit
 * does, and says so once: a missing font costs the look, never a page.
 */
export function siteFontFile(): SiteFontFile | null {
  if (file !== undefined) return file;
  try {
    const bytes = new Uint8Array(readFileSync(join(process.cwd(), SITE_FONT_SUBSET)));
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
    const name = `inter-latin-subset.${hash}.woff2`;
    file = { name, url: `/fonts/${name}`, bytes };
  } catch (error) {
    console.error(
      `[font] ${SITE_FONT_SUBSET} cannot be read (${String(error)}); pages are drawn in the system face. ` +
        'Run `npm run build`, which writes it, or deploy it beside .next.',
    );
    file = null;
  }
  return file;
}
