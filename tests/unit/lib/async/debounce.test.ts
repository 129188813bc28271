import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from '@/lib/async/debounce';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('debounce', () => {
  it('runs once, with the last arguments, after a quiet wait', () => {
    const run = vi.fn();
    const debounced = debounce(run, 150);
    debounced('u');
    vi.advanceTimersByTime(100);
    debounced('um');
    vi.advanceTimersByTime(149);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith('um');
  });

  it('runs nothing once cancelled', () => {
    const run = vi.fn();
    const debounced = debounce(run, 150);
    debounced('um');
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
