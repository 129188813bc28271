// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { InstantSearch, useInstantSearch } from 'react-instantsearch';
import { describe, expect, it } from 'vitest';
import { RefinementFilter } from '@/components/search/refinement-filter';
import { emptyAnswer } from '../search-island/empty-answer';
import { nextFrameAndTask } from './next-frame';

type Request = { indexName: string; params?: { query?: string; facetFilters?: unknown } };

const CITIES = { Durban: 42, George: 7, Pretoria: 19 };

/** Answers with the city counts, and keeps each request's filters. */
function citySearch() {
  const filters: unknown[] = [];
  const client = {
    search: async (argument: Request[] | { requests: Request[] }) => ({
      results: (Array.isArray(argument) ? argument : argument.requests).map((request) => {
        filters.push(request.params?.facetFilters ?? null);
        return { ...emptyAnswer(request.indexName, ''), facets: { city: CITIES } };
      }),
    }),
  };
  return { client, filters };
}

/** What the rest of the page shows of the search: the refined cities, as the chips would. */
function RefinedCities() {
  const { indexUiState } = useInstantSearch();
  return <output aria-label="refined">{(indexUiState.refinementList?.city ?? []).join(', ')}</output>;
}

const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function renderFilter() {
  const { client, filters } = citySearch();
  const { unmount } = render(
    <InstantSearch searchClient={client as never} indexName="rent">
      <RefinementFilter attribute="city" name="city" label="City" placeholder="All cities" />
      <RefinedCities />
    </InstantSearch>,
  );
  return { filters, unmount };
}

async function openCities() {
  const summary = document.getElementById('filter-city');
  if (!summary) throw new Error('No City filter rendered.');
  fireEvent.click(summary);
  await nextTask();
}

function box(name: RegExp): HTMLInputElement {
  return screen.getByRole('checkbox', { name }) as HTMLInputElement;
}

describe('RefinementFilter', () => {
  it('shows a tick at once and searches with it after the frame that paints it', async () => {
    const { filters } = renderFilter();
    await nextFrameAndTask();
    await openCities();
    const before = filters.length;

    fireEvent.click(box(/^George/));
    // The tap's own render: the box, not yet the search.
    expect(box(/^George/).checked).toBe(true);
    expect(screen.getByLabelText('refined').textContent).toBe('');
    expect(filters).toHaveLength(before);

    await nextFrameAndTask();
    expect(screen.getByLabelText('refined').textContent).toBe('George');
    expect(box(/^George/).checked).toBe(true);
    expect(filters.slice(before)).toContainEqual([['city:George']]);
  });

  it('applies quick taps as the visitor left the boxes, whatever the search had then', async () => {
    renderFilter();
    await nextFrameAndTask();
    await openCities();

    fireEvent.click(box(/^George/));
    fireEvent.click(box(/^Durban/));
    fireEvent.click(box(/^George/));
    expect([box(/^Durban/).checked, box(/^George/).checked]).toEqual([true, false]);

    await nextFrameAndTask();
    expect(screen.getByLabelText('refined').textContent).toBe('Durban');
    expect([box(/^Durban/).checked, box(/^George/).checked]).toEqual([true, false]);

    fireEvent.click(box(/^All/));
    await nextFrameAndTask();
    expect(screen.getByLabelText('refined').textContent).toBe('');
    expect(box(/^Durban/).checked).toBe(false);
  });

  it('sends nothing once the search is gone before the frame is out', async () => {
    const { filters, unmount } = renderFilter();
    await nextFrameAndTask();
    await openCities();
    const before = filters.length;
    fireEvent.click(box(/^George/));
    unmount();
    await nextFrameAndTask();
    expect(filters).toHaveLength(before);
  });
});
