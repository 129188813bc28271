// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { Profiler } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydratedFromDocument } from '@/components/ui/use-hydration';

function Probe() {
  return <p data-from-document={String(useHydratedFromDocument())} />;
}

const fromDocument = (container: HTMLElement) => container.querySelector('p')?.dataset.fromDocument;

describe('useHydratedFromDocument', () => {
  it('says from the document in the server HTML', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(fromDocument(container)).toBe('true');
  });

  it('says from the document once React has hydrated the server HTML, without a render after', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.appendChild(container);
    const commits: string[] = [];
    await act(async () => {
      render(
        <Profiler id="probe" onRender={(_id, phase) => commits.push(phase)}>
          <Probe />
        </Profiler>,
        { container, hydrate: true },
      );
    });
    expect(fromDocument(container)).toBe('true');
    expect(commits).toEqual(['mount']);
  });

  it('says not from the document for a tree the browser mounts itself, and keeps its answer', () => {
    const { container, rerender } = render(<Probe />);
    expect(fromDocument(container)).toBe('false');
    rerender(<Probe />);
    expect(fromDocument(container)).toBe('false');
  });
});
