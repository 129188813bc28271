import 'server-only';

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_FONT_SUBSET } from '@/styles/fonts';

export interface SiteFontFile {
  /** `inter-latin-subset.{hash}.woff2`: a new cut of the font is a new address, so each is cached for good. */
  name: string;
  url: string;
  bytes: Buffer;
}

let file: SiteFontFile | undefined;

/** The font's file as app/fonts/[file] serves it, read once from the build's subset. */
export function siteFontFile(): SiteFontFile {
  if (file) return file;
  const bytes = readFileSync(join(process.cwd(), SITE_FONT_SUBSET));
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  const name = `inter-latin-subset.${hash}.woff2`;
  file = { name, url: `/fonts/${name}`, bytes };
  return file;
}
