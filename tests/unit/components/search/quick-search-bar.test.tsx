// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QuickSearchBar } from '@/components/search/quick-search-bar';

const push = vi.fn();

vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

function form(): HTMLFormElement {
  return screen.getByRole('search', { name: 'Quick property search' }) as HTMLFormElement;
}

describe('QuickSearchBar', () => {
  beforeEach(() => push.mockClear());

  it('is a plain GET form with a labelled deal dropdown and text box', () => {
    render(<QuickSearchBar />);
    expect(form().getAttribute('action')).toBe('/search');
    expect(form().getAttribute('method')).toBe('get');
    const deal = screen.getByRole('combobox', { name: 'Deal type' }) as HTMLSelectElement;
    expect(deal.name).toBe('deal');
    expect(
      within(deal)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['eg: Rent', 'For Sale', 'To Let']);
    const query = screen.getByRole('searchbox', { name: 'Search properties' }) as HTMLInputElement;
    expect(query.name).toBe('query');
    expect(query.placeholder).toBe('eg: Sandton, web ref');
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit');
  });

  it('navigates to /search with the query and deal type', () => {
    render(<QuickSearchBar />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Deal type' }), { target: { value: 'ForSale' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search properties' }), {
      target: { value: ' Rosebank ' },
    });
    fireEvent.submit(form());
    expect(push).toHaveBeenCalledWith('/search?query=Rosebank&deal=ForSale');
  });

  it('uses the default deal when none is chosen', () => {
    render(<QuickSearchBar />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search properties' }), {
      target: { value: 'Umhlanga' },
    });
    fireEvent.submit(form());
    expect(push).toHaveBeenCalledWith('/search?query=Umhlanga');
  });

  it('starts from a given query and deal', () => {
    render(<QuickSearchBar initialQuery="Sandton" initialDeal="forSale" />);
    expect((screen.getByRole('combobox', { name: 'Deal type' }) as HTMLSelectElement).value).toBe('ForSale');
    fireEvent.submit(form());
    expect(push).toHaveBeenCalledWith('/search?query=Sandton&deal=ForSale');
  });
});
