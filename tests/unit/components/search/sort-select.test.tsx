// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { InstantSearch, useInstantSearch } from 'react-instantsearch';
import { describe, expect, it } from 'vitest';
import { SortSelect } from '@/components/search/sort-select';
import { emptyAnswer } from '../search-island/empty-answer';
import { nextFrameAndTask } from './next-frame';

const INDICES = { rent: 'rent', buy: 'buy' };

/** Answers every request with no hits, and keeps the index each one asked. */
function sortedSearch() {
  const indexNames: string[] = [];
  const client = {
    search: async (argument: Array<{ indexName: string }> | { requests: Array<{ indexName: string }> }) => ({
      results: (Array.isArray(argument) ? argument : argument.requests).map(({ indexName }) => {
        indexNames.push(indexName);
        return emptyAnswer(indexName, '');
      }),
    }),
  };
  return { client, indexNames };
}

/** What the rest of the page goes by: the index the search reads. */
function SearchedIndex() {
  const { indexUiState } = useInstantSearch();
  return <output aria-label="index">{indexUiState.sortBy ?? 'rent'}</output>;
}

function renderSort() {
  const { client, indexNames } = sortedSearch();
  const { unmount } = render(
    <InstantSearch searchClient={client as never} indexName="rent">
      <SortSelect indices={INDICES} form="search-form" />
      <SearchedIndex />
    </InstantSearch>,
  );
  return { indexNames, unmount };
}

function sortBy(): HTMLSelectElement {
  return screen.getByLabelText('Sort by') as HTMLSelectElement;
}

function choose(value: string) {
  fireEvent.change(sortBy(), { target: { value } });
}

describe('SortSelect', () => {
  it('shows the chosen order at once and searches with it after the frame that paints it', async () => {
    const { indexNames } = renderSort();
    await nextFrameAndTask();
    const before = indexNames.length;

    choose('price-asc');
    // The change's own render: the select, not yet the search.
    expect(sortBy().value).toBe('price-asc');
    expect(screen.getByLabelText('index').textContent).toBe('rent');
    expect(indexNames).toHaveLength(before);

    await nextFrameAndTask();
    expect(screen.getByLabelText('index').textContent).toBe('rent_price_asc');
    expect(sortBy().value).toBe('price-asc');
    expect(indexNames.slice(before)).toContain('rent_price_asc');
  });

  it('ends on the last of two quick choices, the first undone before the search had it', async () => {
    renderSort();
    await nextFrameAndTask();

    choose('gla-desc');
    choose('relevance');
    expect(sortBy().value).toBe('relevance');

    await nextFrameAndTask();
    expect(screen.getByLabelText('index').textContent).toBe('rent');
    expect(sortBy().value).toBe('relevance');
  });

  it('sends nothing once the search is gone before the frame is out', async () => {
    const { indexNames, unmount } = renderSort();
    await nextFrameAndTask();
    const before = indexNames.length;
    choose('newest');
    unmount();
    await nextFrameAndTask();
    expect(indexNames).toHaveLength(before);
  });
});
