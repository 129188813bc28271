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
  const BOTH = ['ga', 'pixel'] as const;

  it('sends the first path to every provider allowed', () => {
    const send = vi.fn();
    createPageViewTracker(send)('/', BOTH);
    expect(send.mock.calls).toEqual([['/', ['ga', 'pixel']]]);
  });

  it('sends a path repeated back to back only once', () => {
    const send = vi.fn();
    const track = createPageViewTracker(send);
    track('/search?query=sandton', BOTH);
    track('/search?query=sandton', BOTH);
    track('/search?query=sandton', BOTH);
    expect(send.mock.calls).toEqual([['/search?query=sandton', ['ga', 'pixel']]]);
  });

  it('counts a change of query string as a new page', () => {
    const send = vi.fn();
    const track = createPageViewTracker(send);
    track('/search', ['ga']);
    track('/search?query=sandton', ['ga']);
    expect(send.mock.calls).toEqual([
      ['/search', ['ga']],
      ['/search?query=sandton', ['ga']],
    ]);
  });

  it('counts a path again after a different one in between', () => {
    const send = vi.fn();
    const track = createPageViewTracker(send);
    track('/', ['ga']);
    track('/search', ['ga']);
    track('/search', ['ga']);
    track('/', ['ga']);
    expect(send.mock.calls.map(([path]) => path)).toEqual(['/', '/search', '/']);
  });

  it('sends nothing while no provider is allowed', () => {
    const send = vi.fn();
    const track = createPageViewTracker(send);
    track('/', []);
    track('/search', []);
    expect(send).not.toHaveBeenCalled();
  });

  it('gives a provider allowed mid-page the page it is on, without counting it twice for the others', () => {
    const send = vi.fn();
    const track = createPageViewTracker(send);
    track('/about', ['ga']);
    track('/about', ['ga', 'pixel']);
    track('/contact', ['ga', 'pixel']);
    expect(send.mock.calls).toEqual([
      ['/about', ['ga']],
      ['/about', ['pixel']],
      ['/contact', ['ga', 'pixel']],
    ]);
  });

  it('forgets the page of a provider left out, so allowed again it counts the page it is on', () => {
    const send = vi.fn();
    const track = createPageViewTracker(send);
    track('/about', ['ga']);
    track('/about', []);
    track('/about', ['ga']);
    expect(send.mock.calls).toEqual([
      ['/about', ['ga']],
      ['/about', ['ga']],
    ]);
  });

  it('keeps separate trackers apart', () => {
    const first = vi.fn();
    const second = vi.fn();
    createPageViewTracker(first)('/', ['ga']);
    createPageViewTracker(second)('/', ['ga']);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
