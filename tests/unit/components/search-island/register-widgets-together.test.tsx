// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { InitialResults } from 'instantsearch.js';
import type { IndexWidget } from 'instantsearch.js/es/widgets/index/index';
import { useState } from 'react';
import {
  InstantSearch,
  InstantSearchSSRProvider,
  useInstantSearchContext,
  useRefinementList,
  useSearchBox,
} from 'react-instantsearch';
import { describe, expect, it, vi } from 'vitest';
import {
  holdWidgetAdditions,
  RegisterWidgetsTogether,
} from '@/components/search-island/register-widgets-together';
import { emptyAnswer } from './empty-answer';

describe('holdWidgetAdditions', () => {
  const widget = (name: string) => ({ $$type: name });

  function fakeIndex() {
    const added: unknown[][] = [];
    const index = {
      addWidgets(widgets: unknown[]) {
        added.push(widgets);
        return this;
      },
    } as unknown as Pick<IndexWidget, 'addWidgets'>;
    return { index, added };
  }

  it('adds the widgets held, in order, in one call, and then adds as usual', () => {
    const { index, added } = fakeIndex();
    const release = holdWidgetAdditions(index);
    index.addWidgets([widget('a') as never]);
    index.addWidgets([widget('b') as never, widget('c') as never]);
    expect(added).toEqual([]);
    release();
    expect(added).toEqual([[widget('a'), widget('b'), widget('c')]]);
    index.addWidgets([widget('d') as never]);
    expect(added).toEqual([[widget('a'), widget('b'), widget('c')], [widget('d')]]);
  });

  it('holds an index once, however often a render that was thrown away asked', () => {
    // React may run a state initialiser twice (Strict Mode) or render again after discarding a render.
    const { index, added } = fakeIndex();
    holdWidgetAdditions(index);
    const release = holdWidgetAdditions(index);
    index.addWidgets([widget('a') as never]);
    release();
    expect(added).toEqual([[widget('a')]]);
    index.addWidgets([widget('b') as never]);
    expect(added).toEqual([[widget('a')], [widget('b')]]);
  });

  it('releases once, and adds nothing when nothing was held', () => {
    const { index, added } = fakeIndex();
    const release = holdWidgetAdditions(index);
    release();
    release();
    expect(added).toEqual([]);
  });
});

describe('RegisterWidgetsTogether', () => {
  const CITIES = ['Durban', 'Cape Town', 'Johannesburg'];

  /** A server-rendered answer for the page, so InstantSearch starts while rendering, as it hydrates. */
  const initialResults: InitialResults = {
    rent: {
      state: { index: 'rent', query: 'office', disjunctiveFacets: CITIES.map((_, i) => `city${i}`) },
      results: [
        {
          ...emptyAnswer('rent', 'office'),
          facets: Object.fromEntries(CITIES.map((city, i) => [`city${i}`, { [city]: 3 }])),
        },
      ],
    },
  };

  function CityFilter({ attribute }: { attribute: string }) {
    const { items } = useRefinementList({ attribute });
    return (
      <ul aria-label={attribute}>
        {items.map((item) => (
          <li key={item.value}>{item.label}</li>
        ))}
      </ul>
    );
  }

  function Query() {
    const { query } = useSearchBox();
    return <output aria-label="query">{query}</output>;
  }

  type Instance = ReturnType<typeof useInstantSearchContext>;

  /** Counts the calls to the island's index, from before any widget below it renders. */
  function Spy({ onInstance }: { onInstance: (search: Instance) => void }) {
    const search = useInstantSearchContext();
    useState(() => {
      search.mainIndex.addWidgets = vi.fn(search.mainIndex.addWidgets);
      onInstance(search);
    });
    return null;
  }

  function renderIsland(together: boolean) {
    const searchClient = { search: vi.fn(async () => ({ results: [] })) };
    const widgets = (
      <>
        <Query />
        {CITIES.map((_, i) => (
          <CityFilter key={i} attribute={`city${i}`} />
        ))}
      </>
    );
    const spied: { instance?: Instance } = {};
    render(
      <InstantSearchSSRProvider initialResults={initialResults}>
        <InstantSearch
          searchClient={searchClient as never}
          indexName="rent"
          initialUiState={{ rent: { query: 'office' } }}
          future={{ preserveSharedStateOnUnmount: true }}
          insights={false}
        >
          <Spy
            onInstance={(search) => {
              spied.instance = search;
            }}
          />
          {together ? <RegisterWidgetsTogether>{widgets}</RegisterWidgetsTogether> : widgets}
        </InstantSearch>
      </InstantSearchSSRProvider>,
    );
    if (!spied.instance) throw new Error('InstantSearch did not render');
    return spied.instance;
  }

  it('registers every widget of the first render in one call to the index', () => {
    const instance = renderIsland(true);
    expect(instance.mainIndex.getWidgets()).toHaveLength(1 + CITIES.length);
    expect(vi.mocked(instance.mainIndex.addWidgets)).toHaveBeenCalledTimes(1);
    expect(instance.helper?.state.disjunctiveFacets).toEqual(CITIES.map((_, i) => `city${i}`));
    expect(screen.getByLabelText('query').textContent).toBe('office');
    for (const [i, city] of CITIES.entries())
      expect(screen.getByLabelText(`city${i}`).textContent).toBe(city);
  });

  it('without it, each widget makes its own call', () => {
    const instance = renderIsland(false);
    expect(vi.mocked(instance.mainIndex.addWidgets)).toHaveBeenCalledTimes(1 + CITIES.length);
  });
});
