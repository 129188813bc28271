import { describe, expect, it, vi } from 'vitest';
import { buildPagePath, createPageViewTracker } from '@/lib/analytics/page-view';

describe('buildPagePath', () => {
  it('is the path alone without a query string', () => {
    expect(buildPagePath('/', '')).toBe('/');
    expect(buildPagePath('/about/capabilities', '')).toBe('/about/capabilities');
  });

  it('appends the query string, with or without its leading question mark', () => {
    expect(buildPagePath('/search', 'query=sandton&category=Office&category=Retail')).toBe(
      '/search?query=sandton&category=Office&category=Retail',
    );
    expect(buildPagePath('/search', '?deal=ForSale')).toBe('/search?deal=ForSale');
  });

  it('treats a lone question mark as no query', () => {
    expect(buildPagePath('/search', '?')).toBe('/search');
  });
});

describe('createPageViewTracker', () => {
  it('sends the first path', () => {
    const send = vi.fn();
    createPageViewTracker(send)('/');
    expect(send.mock.calls).toEqual([['/']]);
  });

  it('sends a path repeated back to back only once', () => {
    const send = vi.fn();
    const track = createPageViewTracker(send);
    track('/search?query=sandton');
    track('/search?query=sandton');
    track('/search?query=sandton');
    expect(send.mock.calls).toEqual([['/search?query=sandton']]);
  });

  it('counts a change of query string as a new page', () => {
    const send = vi.fn();
    const track = createPageViewTracker(send);
    track('/search');
    track('/search?query=sandton');
    expect(send.mock.calls).toEqual([['/search'], ['/search?query=sandton']]);
  });

  it('counts a path again after a different one in between', () => {
    const send = vi.fn();
    const track = createPageViewTracker(send);
    track('/');
    track('/search');
    track('/search');
    track('/');
    expect(send.mock.calls).toEqual([['/'], ['/search'], ['/']]);
  });

  it('keeps separate trackers apart', () => {
    const first = vi.fn();
    const second = vi.fn();
    createPageViewTracker(first)('/');
    createPageViewTracker(second)('/');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
