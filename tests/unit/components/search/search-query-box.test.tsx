// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { InstantSearch } from 'react-instantsearch';
import { describe, expect, it } from 'vitest';
import { SearchQueryBox } from '@/components/search/search-query-box';
import { emptyAnswer } from '../search-island/empty-answer';
import { nextFrameAndTask } from './next-frame';

type Request = { indexName: string; params?: { query?: string } };

/** Answers every request with no hits, and keeps the query each one sent. */
function querySearch() {
  const queries: string[] = [];
  const client = {
    search: async (argument: Request[] | { requests: Request[] }) => ({
      results: (Array.isArray(argument) ? argument : argument.requests).map((request) => {
        const query = request.params?.query ?? '';
        queries.push(query);
        return emptyAnswer(request.indexName, query);
      }),
    }),
  };
  return { client, queries };
}

function renderBox() {
  const { client, queries } = querySearch();
  const { unmount } = render(
    <InstantSearch searchClient={client as never} indexName="rent">
      <SearchQueryBox id="query" label="Search" placeholder="Suburb, street or building" />
    </InstantSearch>,
  );
  return { queries, unmount };
}

function box(): HTMLInputElement {
  return screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
}

describe('SearchQueryBox', () => {
  it('searches the typed text once, after the frame that paints the Enter', async () => {
    const { queries } = renderBox();
    await nextFrameAndTask();
    const before = queries.length;

    fireEvent.change(box(), { target: { value: 'Umhlanga' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(queries).toHaveLength(before);

    await nextFrameAndTask();
    expect(queries.slice(before)).toEqual(['Umhlanga']);
    // The typing's 1.3 s timer was stopped by the Enter: nothing more goes out after it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(queries.slice(before)).toEqual(['Umhlanga']);
  });

  it('searches what the box shows when Search is pressed', async () => {
    const { queries } = renderBox();
    await nextFrameAndTask();
    const before = queries.length;

    fireEvent.change(box(), { target: { value: 'Sandton' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await nextFrameAndTask();
    expect(queries.slice(before)).toEqual(['Sandton']);
  });

  it('sends nothing once the search is gone before the frame is out', async () => {
    const { queries, unmount } = renderBox();
    await nextFrameAndTask();
    const before = queries.length;
    fireEvent.change(box(), { target: { value: 'Rosebank' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(queries).toHaveLength(before);
  });
});
