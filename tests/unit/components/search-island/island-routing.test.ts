// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIslandRouting, pushUnlessNavigatedAway } from '@/components/search-island/island-routing';
import qsInTheBrowser from '@/components/search-island/qs-unused';

const codec = {
  parse: (params: URLSearchParams) => ({ city: params.get('city') ?? undefined }),
  serialise: (route: { city?: string }) => new URLSearchParams(route.city ? { city: route.city } : {}),
  toIndexUiState: () => ({}),
  fromIndexUiState: () => ({}),
};

afterEach(() => {
  window.history.replaceState({}, '', '/');
});

describe('pushUnlessNavigatedAway', () => {
  it('writes the search state on the island’s own page', () => {
    window.history.replaceState({}, '', '/search');
    const entries = window.history.length;
    pushUnlessNavigatedAway(`${window.location.origin}/search?city=Durban`);
    expect(window.location.pathname + window.location.search).toBe('/search?city=Durban');
    expect(window.history.length).toBe(entries + 1);
  });

  it('leaves the address of the page navigated to alone', () => {
    window.history.replaceState({}, '', '/to-let/office/cape-town/foreshore/foreshore-towers');
    const entries = window.history.length;
    pushUnlessNavigatedAway(`${window.location.origin}/search`);
    expect(window.location.pathname).toBe('/to-let/office/cape-town/foreshore/foreshore-towers');
    expect(window.history.length).toBe(entries);
  });

  it('is the router’s way of writing the address', () => {
    const push = createIslandRouting('properties', codec, { path: '/search', route: {} }).router?.push;
    window.history.replaceState({}, '', '/search');
    push?.(`${window.location.origin}/search?city=Durban`);
    expect(window.location.pathname + window.location.search).toBe('/search?city=Durban');
    window.history.replaceState({}, '', '/to-let/office/cape-town/foreshore/foreshore-towers');
    push?.(`${window.location.origin}/search?city=George`);
    expect(window.location.pathname).toBe('/to-let/office/cape-town/foreshore/foreshore-towers');
  });
});

type RouterOptions = NonNullable<ReturnType<typeof createIslandRouting>['router']>;
type QsModule = Parameters<NonNullable<RouterOptions['parseURL']>>[0]['qsModule'];

describe('createIslandRouting', () => {
  // The browser's bundle swaps `qs` for a module that throws (next.config.ts): InstantSearch hands it to
  // the router's `createURL` and `parseURL`, which must build and read the query string without it.
  it('reads and writes its URLs without the qs InstantSearch hands it', () => {
    window.history.replaceState({}, '', '/search?city=Durban');
    const { router } = createIslandRouting('properties', codec);
    const location = window.location;
    const qsModule = qsInTheBrowser as unknown as QsModule;
    expect(router?.parseURL?.({ qsModule, location })).toEqual({ city: 'Durban' });
    expect(router?.createURL?.({ qsModule, routeState: { city: 'Cape Town' }, location })).toBe(
      `${location.origin}/search?city=Cape+Town`,
    );
  });

  it('has a qs in the browser that says why it is not there', () => {
    expect(() => qsInTheBrowser.stringify({ city: 'Durban' })).toThrow(/own createURL and parseURL/);
    expect(() => qsInTheBrowser.parse('city=Durban')).toThrow(/own createURL and parseURL/);
  });
});

describe('followAddress', () => {
  /** A routing started as InstantSearch starts it, on the page the island was rendered for. */
  function started(path = '/search?city=Durban') {
    window.history.replaceState({}, '', path);
    const routing = createIslandRouting('properties', codec, { path: '/search', route: {} });
    const readAddress = vi.fn();
    routing.router?.start?.(readAddress);
    return { routing, readAddress };
  }

  it('reads nothing of the address the search started on, nor of one it wrote itself', () => {
    const { routing, readAddress } = started();
    routing.followAddress();
    routing.router?.push?.(`${window.location.origin}/search?city=George`);
    routing.followAddress();
    expect(readAddress).not.toHaveBeenCalled();
  });

  it('reads an address something else wrote there, once', () => {
    const { routing, readAddress } = started();
    window.history.pushState({}, '', '/search?city=George');
    routing.followAddress();
    routing.followAddress();
    expect(readAddress).toHaveBeenCalledTimes(1);
  });

  it('leaves Back and Forward to InstantSearch, which reads them itself', () => {
    const { routing, readAddress } = started();
    window.history.replaceState({}, '', '/search?city=George');
    window.dispatchEvent(new PopStateEvent('popstate'));
    routing.followAddress();
    expect(readAddress).not.toHaveBeenCalled();
  });

  it('leaves another page’s address alone, and follows nothing once disposed', () => {
    const { routing, readAddress } = started();
    window.history.pushState({}, '', '/to-let/office/cape-town/foreshore/foreshore-towers');
    routing.followAddress();
    window.history.pushState({}, '', '/search?city=George');
    routing.router?.dispose?.();
    routing.followAddress();
    expect(readAddress).not.toHaveBeenCalled();
  });
});
