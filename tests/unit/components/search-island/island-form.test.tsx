// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IslandForm, IslandFormApply } from '@/components/search-island/island-form';

const setIndexUiState = vi.hoisted(() => vi.fn());

vi.mock('react-instantsearch', () => ({ useInstantSearch: () => ({ setIndexUiState }) }));

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

  it('applies the whole form on a submit instead of leaving the page', () => {
    render(<Search />);
    fireEvent.change(screen.getByLabelText('Find Your Space'), { target: { value: 'umhlanga' } });
    const submitted = fireEvent.submit(screen.getByRole('search'));
    expect(submitted).toBe(false);
    expect(setIndexUiState).toHaveBeenCalledWith({ query: 'query=umhlanga&city=Durban' });
  });
});
