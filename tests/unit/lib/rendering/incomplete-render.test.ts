import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentError } from '@/lib/content/errors';
import {
  DEFERRED,
  isBackendUnavailable,
  isIncompleteRender,
  listPathsOrDefer,
  loadOrDefer,
} from '@/lib/rendering/incomplete-render';
import { ListingsError } from '@/lib/listings/errors';
import { SearchError } from '@/lib/search/errors';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

function duringBuild() {
  vi.stubEnv('NEXT_PHASE', 'phase-production-build');
  return vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

const down = () =>
  Promise.reject(new ContentError('unavailable', 'The content service could not be reached.'));

describe('loadOrDefer', () => {
  it('answers the data when the backend answers', async () => {
    expect(await loadOrDefer('/about', async () => 'page')).toBe('page');
  });

  it('defers a page the build cannot render because a backend is down, and says so', async () => {
    const warn = duringBuild();
    expect(await loadOrDefer('/about', down)).toBe(DEFERRED);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/\/about: not prerendered .*first request/));
  });

  it('throws at request time, and for anything but an outage', async () => {
    await expect(loadOrDefer('/about', down)).rejects.toThrow(ContentError);
    duringBuild();
    await expect(
      loadOrDefer('/about', () => Promise.reject(new ContentError('bad_request', 'no'))),
    ).rejects.toThrow();
    await expect(loadOrDefer('/about', () => Promise.reject(new TypeError('bug')))).rejects.toThrow(
      TypeError,
    );
  });
});

describe('listPathsOrDefer', () => {
  it('lists no path when the listing backend is down, so each is generated on its first request', async () => {
    const warn = duringBuild();
    const failing = () =>
      Promise.reject(new ListingsError('unavailable', 'The search service could not be reached.'));
    expect(await listPathsOrDefer('/[deal]/[[...slug]]', failing)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('generated on its first request'));
    expect(await listPathsOrDefer('/x', async () => [1, 2])).toEqual([1, 2]);
  });
});

describe('isBackendUnavailable', () => {
  it('is an outage of either service as each layer reports it, and nothing else', () => {
    expect(isBackendUnavailable(new ContentError('unavailable', 'down'))).toBe(true);
    expect(isBackendUnavailable(new ListingsError('unavailable', 'down'))).toBe(true);
    expect(isBackendUnavailable(new SearchError('unavailable', 'down'))).toBe(true);
    expect(isBackendUnavailable(new ListingsError('not_found', 'no such listing'))).toBe(false);
    expect(isBackendUnavailable(new ContentError('not_found', 'no such page'))).toBe(false);
    expect(isBackendUnavailable(new Error('down'))).toBe(false);
  });
});

describe('isIncompleteRender', () => {
  it('finds the marker only as the element React writes', () => {
    expect(isIncompleteRender('<head><meta name="render-incomplete" content="x"/></head>')).toBe(true);
    expect(isIncompleteRender('<p>&lt;meta name=&quot;render-incomplete&quot;&gt;</p>')).toBe(false);
  });
});
