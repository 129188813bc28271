// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { InlineScript } from '@/components/ui/inline-script';
import { FONT_FROM_CACHE_SCRIPT } from '@/lib/rendering/font-from-cache';

describe('InlineScript in the browser', () => {
  it('has no text of its own to render', () => {
    expect(renderToString(<InlineScript name="font-from-cache" />)).toBe('<script></script>');
  });

  it("adopts the server's script as it is when it hydrates", async () => {
    const container = document.createElement('div');
    container.innerHTML = `<script>${FONT_FROM_CACHE_SCRIPT}</script>`;
    document.body.appendChild(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <InlineScript name="font-from-cache" />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('script')?.textContent).toBe(FONT_FROM_CACHE_SCRIPT);
  });
});
