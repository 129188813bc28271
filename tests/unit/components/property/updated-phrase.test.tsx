// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatedPhrase } from '@/components/property/updated-phrase';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('UpdatedPhrase', () => {
  const updatedAt = '2026-12-03T07:30:00.000Z';

  it('writes the date into the server HTML, true for as long as a cache keeps the page', () => {
    const html = renderToString(<UpdatedPhrase updatedAt={updatedAt} />);
    expect(html).toContain('Updated 03 December 2026');
    expect(html).toContain(`dateTime="${updatedAt}"`);
  });

  it('says how long ago by the reader’s clock once hydrated, with no mismatch', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-06T08:00:00+02:00'), toFake: ['Date'] });
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<UpdatedPhrase updatedAt={updatedAt} />);
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <UpdatedPhrase updatedAt={updatedAt} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(container.textContent).toBe('Updated 3 days ago');
    expect(container.querySelector('time')?.getAttribute('title')).toBe('Updated 03 December 2026');
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });
});
