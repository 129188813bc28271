// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InlineScript } from '@/components/ui/inline-script';
import { FONT_FROM_CACHE_SCRIPT } from '@/lib/rendering/font-from-cache';
import { SHORTLIST_TAP_KEEPER } from '@/lib/shortlist/tap-keeper-script';

describe('InlineScript on the server', () => {
  it('writes the named script word for word, as the policy recognises it', () => {
    expect(renderToString(<InlineScript name="font-from-cache" />)).toBe(
      `<script>${FONT_FROM_CACHE_SCRIPT}</script>`,
    );
    expect(renderToString(<InlineScript name="shortlist-tap-keeper" />)).toBe(
      `<script>${SHORTLIST_TAP_KEEPER}</script>`,
    );
  });
});
