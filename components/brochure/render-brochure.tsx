import 'server-only';

import { Font, renderToBuffer } from '@react-pdf/renderer';
import type { BrochureSource } from '@/lib/brochures/brochure-source';
import { BrochureDocument } from './brochure-document';

// Words stay whole: react-pdf would otherwise hyphenate dates and names in narrow table cells.
Font.registerHyphenationCallback((word) => [word]);

/** The brochure as PDF bytes. */
export function renderBrochure(source: BrochureSource): Promise<Buffer> {
  return renderToBuffer(<BrochureDocument source={source} />);
}
