// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated, useHydratedFromDocument } from '@/components/ui/use-hydration';

function Probe() {
  const hydrated = useHydrated();
  const fromDocument = useHydratedFromDocument();
  return <p data-hydrated={String(hydrated)} data-from-document={String(fromDocument)} />;
}

const read = (container: HTMLElement) => {
  const probe = container.querySelector('p');
  return { hydrated: probe?.dataset.hydrated, fromDocument: probe?.dataset.fromDocument };
};

describe('useHydrated and useHydratedFromDocument', () => {
  it('say not hydrated in the server HTML, which is the document', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(read(container)).toEqual({ hydrated: 'false', fromDocument: 'true' });
  });

  it('say hydrated from the document once React has hydrated the server HTML', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.appendChild(container);
    await act(async () => {
      render(<Probe />, { container, hydrate: true });
    });
    expect(read(container)).toEqual({ hydrated: 'true', fromDocument: 'true' });
  });

  it('say hydrated but not from the document for a tree the browser mounts itself', () => {
    const { container } = render(<Probe />);
    expect(read(container)).toEqual({ hydrated: 'true', fromDocument: 'false' });
  });
});
