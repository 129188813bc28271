// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { InstantSearch, useInstantSearch, useSearchBox } from 'react-instantsearch';
import { describe, expect, it, vi } from 'vitest';
import { useSetIndexUiState } from '@/components/search-island/use-set-index-ui-state';
import { emptyAnswer } from './empty-answer';

type Request = { indexName: string; params?: { query?: string } };

/** Answers every request with no hits, as a search service would for a query it cannot match. */
const searchClient = {
  search: async (argument: Request[] | { requests: Request[] }) => ({
    results: (Array.isArray(argument) ? argument : argument.requests).map((request) =>
      emptyAnswer(request.indexName, request.params?.query ?? ''),
    ),
  }),
};

function Query() {
  const { query } = useSearchBox();
  return <output aria-label="query">{query}</output>;
}

const rendered = { narrow: vi.fn(), wide: vi.fn() };

function NarrowButton() {
  rendered.narrow();
  const setIndexUiState = useSetIndexUiState();
  return (
    <button type="button" onClick={() => setIndexUiState((state) => ({ ...state, query: 'Umhlanga' }))}>
      Umhlanga
    </button>
  );
}

/** The same button through useInstantSearch, for comparison. */
function WideButton() {
  rendered.wide();
  useInstantSearch();
  return null;
}

const answers = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('useSetIndexUiState', () => {
  it('changes the search without rendering its component on each answer', async () => {
    render(
      <InstantSearch
        searchClient={searchClient as never}
        indexName="rent"
        initialUiState={{ rent: { query: 'office' } }}
      >
        <Query />
        <NarrowButton />
        <WideButton />
      </InstantSearch>,
    );
    await answers();
    expect(screen.getByLabelText('query').textContent).toBe('office');
    const [narrowBefore, wideBefore] = [rendered.narrow.mock.calls.length, rendered.wide.mock.calls.length];

    fireEvent.click(screen.getByRole('button', { name: 'Umhlanga' }));
    await answers();
    expect(screen.getByLabelText('query').textContent).toBe('Umhlanga');
    expect(rendered.narrow).toHaveBeenCalledTimes(narrowBefore);
    expect(rendered.wide.mock.calls.length).toBeGreaterThan(wideBefore);
  });
});
