// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FontFaces } from '@/components/ui/font-faces';
import { SITE_FONT } from '@/styles/fonts';

describe('FontFaces on the server', () => {
  it("declares the site's font at its address, and the fallback sized to it", () => {
    const html = renderToString(<FontFaces url="/fonts/inter-latin-subset.0123456789ab.woff2" />);
    expect(html).toMatch(/^<style>@font-face\{font-family:inter;/);
    expect(html).toContain('src:url(/fonts/inter-latin-subset.0123456789ab.woff2) format("woff2")');
    expect(html).toContain('font-display:optional');
    expect(html).toContain(`font-weight:${SITE_FONT.weight}`);
    expect(html).toContain(`unicode-range:${SITE_FONT.unicodeRange}`);
    expect(html).toContain('@font-face{font-family:"inter Fallback";src:local(Arial);');
  });
});
