// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createIslandRouting, pushUnlessNavigatedAway } from '@/components/search-island/island-routing';

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
    const routing = createIslandRouting('properties', codec, { path: '/search', route: {} });
    expect(routing.router).toMatchObject({ push: pushUnlessNavigatedAway });
  });
});
