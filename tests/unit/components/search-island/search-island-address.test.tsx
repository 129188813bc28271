// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useRefinementList } from 'react-instantsearch';
import {
  PathnameContext,
  SearchParamsContext,
} from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIslandRouting } from '@/components/search-island/island-routing';
import { SearchIsland } from '@/components/search-island/search-island';
import { useSetRefinementList } from '@/components/search-island/use-set-refinement-list';
import { emptyAnswer } from './empty-answer';

type Request = { indexName: string };

const searchClient = {
  search: async (argument: Request[] | { requests: Request[] }) => ({
    results: (Array.isArray(argument) ? argument : argument.requests).map((request) => ({
      ...emptyAnswer(request.indexName, ''),
      facets: { city: { Durban: 3, Johannesburg: 5, 'Cape Town': 4 } },
    })),
  }),
};

/** The island's own client stands for the search service: this one answers here. */
const answerHere = () => searchClient as never;

interface Route {
  city: string[];
}

/** As the property search's: the state in the order ticked, the address in one order. */
const codec = {
  parse: (params: URLSearchParams): Route => ({ city: params.getAll('city').sort() }),
  serialise: ({ city }: Route) => new URLSearchParams([...city].sort().map((value) => ['city', value])),
  toIndexUiState: ({ city }: Route) => (city.length > 0 ? { refinementList: { city } } : {}),
  fromIndexUiState: (uiState: { refinementList?: Record<string, string[]> }): Route => ({
    city: uiState.refinementList?.city ?? [],
  }),
};

/** How long Next's router takes to report an address written outside it (it renders it in a transition). */
const REPORT_MS = 150;

const nextRouter: { navigate: (path: string) => void } = { navigate: () => undefined };

/**
 * Next's router as the island meets it: the address in its contexts, and a `pushState` from outside
 * reported there a render later, as Next's own patch of `pushState` does; Back and Forward too.
 * `nextRouter.navigate` follows a link to a page Next's router has mounted already.
 */
function NextRouterStandIn({ children }: { children: ReactNode }) {
  const [href, setHref] = useState(window.location.href);
  useEffect(() => {
    const push = window.history.pushState;
    const report = () => startTransition(() => setHref(window.location.href));
    window.history.pushState = function pushState(...args: Parameters<History['pushState']>) {
      push.apply(this, args);
      setTimeout(report, REPORT_MS);
    };
    nextRouter.navigate = (path) => {
      push.call(window.history, { __NA: true }, '', path);
      report();
    };
    window.addEventListener('popstate', report);
    return () => {
      window.history.pushState = push;
      window.removeEventListener('popstate', report);
    };
  }, []);
  const url = new URL(href);
  return (
    <PathnameContext.Provider value={url.pathname}>
      <SearchParamsContext.Provider value={url.searchParams}>{children}</SearchParamsContext.Provider>
    </PathnameContext.Provider>
  );
}

const tick: { cities: (values: string[]) => void } = { cities: () => undefined };

/** The City filter's widget; `tick.cities` sets its boxes as the filter does once a tick is painted. */
function Cities() {
  const { items } = useRefinementList({ attribute: 'city' });
  const setCities = useSetRefinementList('city');
  useEffect(() => {
    tick.cities = setCities;
  }, [setCities]);
  const refined = items.filter((item) => item.isRefined).map((item) => item.value);
  return <output aria-label="ticked">{refined.sort().join(', ')}</output>;
}

function renderSearch() {
  return render(
    <NextRouterStandIn>
      <SearchIsland
        indexName="rent"
        enhanceClient={answerHere}
        routing={createIslandRouting('rent', codec, { path: '/search', route: { city: [] } })}
      >
        <Cities />
      </SearchIsland>
    </NextRouterStandIn>,
  );
}

const ticked = (view: ReturnType<typeof renderSearch>) => view.getByLabelText('ticked').textContent;
const cities = () => new URLSearchParams(window.location.search).getAll('city');
/** Long enough for the router's write (400 ms after a change) and Next's report of it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400 + 2 * REPORT_MS));

// React renders as the page would, each update when it comes: `act` would hold Next's report until
// the end of its scope, after the change the test makes in between.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasActEnvironment: boolean | undefined;
beforeAll(() => {
  wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

beforeEach(() => {
  window.history.replaceState({}, '', '/search');
});

afterEach(() => {
  window.history.replaceState({}, '', '/');
});

describe('a search island and its address', () => {
  it('keeps a change made after the router wrote the address and before Next reported it', async () => {
    const view = renderSearch();
    await waitFor(() => expect(ticked(view)).toBe(''));
    const start = window.history.length;

    tick.cities(['Johannesburg']);
    await waitFor(() => expect(cities()).toEqual(['Johannesburg']));
    // Written; Next reports it REPORT_MS later.
    tick.cities(['Johannesburg', 'Durban']);
    await settle();

    expect(ticked(view)).toBe('Durban, Johannesburg');
    expect(cities()).toEqual(['Durban', 'Johannesburg']);
    expect(window.history.length).toBe(start + 2);
  });

  it('writes one history entry per change, and Back shows the entry before', async () => {
    const view = renderSearch();
    await waitFor(() => expect(ticked(view)).toBe(''));
    const start = window.history.length;

    tick.cities(['Johannesburg']);
    await settle();
    tick.cities(['Johannesburg', 'Cape Town']);
    await settle();
    expect(cities()).toEqual(['Cape Town', 'Johannesburg']);
    expect(window.history.length).toBe(start + 2);

    const back = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await back;
    await settle();
    expect(cities()).toEqual(['Johannesburg']);
    expect(ticked(view)).toBe('Johannesburg');
    expect(window.history.length).toBe(start + 2);
  });

  it('reads an address Next’s router changed without it: a link to this page', async () => {
    const view = renderSearch();
    await waitFor(() => expect(ticked(view)).toBe(''));
    tick.cities(['Johannesburg']);
    await settle();

    nextRouter.navigate('/search?city=Durban');
    const entries = window.history.length;
    await settle();
    expect(ticked(view)).toBe('Durban');
    expect(cities()).toEqual(['Durban']);
    expect(window.history.length).toBe(entries);
  });
});
