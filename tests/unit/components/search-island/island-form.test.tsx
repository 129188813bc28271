// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IslandForm, IslandFormApply } from '@/components/search-island/island-form';
import { ISLAND_ATTRIBUTE } from '@/components/search-island/hold-until-live';

const setIndexUiState = vi.hoisted(() => vi.fn());

vi.mock('react-instantsearch', () => ({
  useInstantSearchContext: () => ({ mainIndex: { setIndexUiState } }),
}));

/** The UI state the island would get: here the query string itself, to see what the form sent. */
const toIndexUiState = (params: URLSearchParams) => ({ query: params.toString() });

function Search() {
  return (
    <IslandForm action="/search" label="Property search" toIndexUiState={toIndexUiState}>
      <input aria-label="Find Your Space" name="query" defaultValue="" />
      <input type="checkbox" aria-label="Durban" name="city" value="Durban" defaultChecked />
      <input type="checkbox" aria-label="Cape Town" name="city" value="Cape Town" />
      <IslandFormApply />
    </IslandForm>
  );
}

const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('IslandForm', () => {
  beforeEach(() => {
    setIndexUiState.mockClear();
    document.body.innerHTML = '';
  });

  it('is a GET form to the page with an Apply button, which works without scripts', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Search />);
    const form = container.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/search');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('role')).toBe('search');
    expect(form?.getAttribute('aria-label')).toBe('Property search');
    expect(container.querySelector('button[type="submit"]')?.textContent).toBe('Apply');
  });

  it('marks itself scripted once hydrated and applies nothing when nothing changed', async () => {
    render(<Search />);
    await nextTask();
    expect(screen.getByRole('search').hasAttribute('data-scripted')).toBe(true);
    expect(setIndexUiState).not.toHaveBeenCalled();
  });

  it('applies nothing when the client mounts it, whatever its controls hold', async () => {
    // A soft navigation (Back to a search) mounts the form in the browser: nobody changed anything
    // before its scripts, and React leaves a controlled select's options without defaults.
    render(
      <IslandForm action="/search" label="Property search" toIndexUiState={toIndexUiState}>
        <input aria-label="Find Your Space" name="query" value="office" onChange={() => undefined} />
        <select aria-label="Sort by" name="sort" value="price-asc" onChange={() => undefined}>
          <option value="relevance">Relevance</option>
          <option value="price-asc">Price: low to high</option>
        </select>
      </IslandForm>,
    );
    await nextTask();
    expect(screen.getByRole('search').hasAttribute('data-scripted')).toBe(true);
    expect(setIndexUiState).not.toHaveBeenCalled();
  });

  it('applies what the visitor changed while the scripts loaded, once they run', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Search />);
    document.body.appendChild(container);
    (container.querySelector('input[value="Cape Town"]') as HTMLInputElement).checked = true;
    render(<Search />, { container, hydrate: true });
    await nextTask();
    expect(setIndexUiState).toHaveBeenCalledWith({ query: 'query=&city=Durban&city=Cape+Town' });
  });

  /** The property search's shape: a controlled sort select outside the form that it belongs to. */
  function Island({ chooseSort = () => undefined }: { chooseSort?: () => void }) {
    return (
      <div {...{ [ISLAND_ATTRIBUTE]: '' }}>
        <select aria-label="Sort by" name="sort" form="search" value="relevance" onChange={chooseSort}>
          <option value="relevance">Relevance</option>
          <option value="price-asc">Price: low to high</option>
        </select>
        <IslandForm id="search" action="/search" label="Property search" toIndexUiState={toIndexUiState}>
          <input aria-label="Find Your Space" name="query" defaultValue="" />
        </IslandForm>
      </div>
    );
  }

  function serverRendered(): HTMLElement {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Island />);
    document.body.appendChild(container);
    return container;
  }

  it('applies a change made after hydration but before the search is live, not through the control', async () => {
    // Handlers are attached before InstantSearch takes refinements: the island's own effects are
    // still to run. A change then reaches the form, once live, and not the control's handler; a
    // render meanwhile (a widget's first state) sets the controlled select back.
    const chooseSort = vi.fn();
    const { rerender } = render(<Island chooseSort={chooseSort} />, {
      container: serverRendered(),
      hydrate: true,
    });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price-asc' } });
    rerender(<Island chooseSort={chooseSort} />);
    expect(chooseSort).not.toHaveBeenCalled();
    expect(setIndexUiState).not.toHaveBeenCalled();
    await nextTask();
    expect(setIndexUiState).toHaveBeenCalledWith({ query: 'sort=price-asc&query=' });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price-asc' } });
    expect(chooseSort).toHaveBeenCalledOnce();
  });

  it('applies a sort order chosen before hydration, though a render sets the select back before it is live', async () => {
    const container = serverRendered();
    (container.querySelector('select') as HTMLSelectElement).value = 'price-asc';
    const { rerender } = render(<Island />, { container, hydrate: true });
    rerender(<Island />);
    await nextTask();
    expect(setIndexUiState).toHaveBeenCalledWith({ query: 'sort=price-asc&query=' });
  });

  it('keeps a change read at hydration when the event that carried it comes after a render set the select back', async () => {
    // The browser's change event starts hydration; the render after it sets the select back
    // before the event reaches the island.
    const container = serverRendered();
    const select = container.querySelector('select') as HTMLSelectElement;
    select.value = 'price-asc';
    const { rerender } = render(<Island />, { container, hydrate: true });
    rerender(<Island />);
    expect(select.value).toBe('relevance');
    fireEvent.change(select);
    await nextTask();
    expect(setIndexUiState).toHaveBeenCalledExactlyOnceWith({ query: 'sort=price-asc&query=' });
  });

  it('applies the whole form on a submit instead of leaving the page', () => {
    render(<Search />);
    fireEvent.change(screen.getByLabelText('Find Your Space'), { target: { value: 'umhlanga' } });
    const submitted = fireEvent.submit(screen.getByRole('search'));
    expect(submitted).toBe(false);
    expect(setIndexUiState).toHaveBeenCalledWith({ query: 'query=umhlanga&city=Durban' });
  });
});
