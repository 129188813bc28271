// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FontFaces } from '@/components/ui/font-faces';
import { siteFontFaces } from '@/styles/fonts';

const FONT_URL = '/fonts/inter-latin-subset.0123456789ab.woff2';

describe('FontFaces in the browser', () => {
  it('has no rules of its own to render', () => {
    expect(renderToString(<FontFaces url={FONT_URL} />)).toBe('<style></style>');
  });

  it("adopts the server's rules as they are when it hydrates", async () => {
    const container = document.createElement('div');
    container.innerHTML = `<style>${siteFontFaces(FONT_URL)}</style>`;
    document.body.appendChild(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <FontFaces url={FONT_URL} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('style')?.textContent).toBe(siteFontFaces(FONT_URL));
  });
});
