// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TITLE_WAIT_MS, whenDocumentTitleReady } from '@/lib/analytics/document-title';

beforeEach(() => {
  vi.useFakeTimers();
  document.head.replaceChildren();
});

afterEach(() => {
  vi.useRealTimers();
});

function setTitle(text: string) {
  const title = document.createElement('title');
  title.textContent = text;
  document.head.replaceChildren(title);
}

describe('whenDocumentTitleReady', () => {
  it('calls back at once when the page already has a title', () => {
    setTitle('Ridgeway Commercial');
    const callback = vi.fn();
    whenDocumentTitleReady(callback);
    expect(callback).toHaveBeenCalledWith('Ridgeway Commercial');
  });

  it('waits for the title that streams in after a soft navigation', async () => {
    const callback = vi.fn();
    whenDocumentTitleReady(callback);
    expect(callback).not.toHaveBeenCalled();

    setTitle('Commercial property to let | Ridgeway Commercial');
    // MutationObserver callbacks run as microtasks.
    await Promise.resolve();
    expect(callback.mock.calls).toEqual([['Commercial property to let | Ridgeway Commercial']]);

    vi.advanceTimersByTime(TITLE_WAIT_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after the timeout', async () => {
    const callback = vi.fn();
    whenDocumentTitleReady(callback);
    vi.advanceTimersByTime(TITLE_WAIT_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback.mock.calls).toEqual([['']]);

    setTitle('Too late');
    await Promise.resolve();
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
