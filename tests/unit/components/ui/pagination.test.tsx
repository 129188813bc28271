// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from '@/components/ui/pagination';

const createHref = (page: number) => `/search?page=${page}`;

function pageNumbers(): string[] {
  return within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('link', { name: /^Page \d+$/ })
    .map((link) => link.textContent ?? '');
}

describe('Pagination', () => {
  it('renders nothing with fewer than two pages', () => {
    const { container, rerender } = render(
      <Pagination currentPage={1} totalPages={1} createHref={createHref} />,
    );
    expect(container.innerHTML).toBe('');
    rerender(<Pagination currentPage={1} totalPages={0} createHref={createHref} />);
    expect(container.innerHTML).toBe('');
  });

  it('links every page of a short list and marks the current one', () => {
    render(<Pagination currentPage={2} totalPages={3} createHref={createHref} />);
    expect(pageNumbers()).toEqual(['1', '2', '3']);
    const current = screen.getByRole('link', { name: 'Page 2' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/search?page=1');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/search?page=3');
  });

  it('shows a window of five pages around the current one', () => {
    render(<Pagination currentPage={10} totalPages={20} createHref={createHref} />);
    expect(pageNumbers()).toEqual(['8', '9', '10', '11', '12']);
  });

  it('has no previous control on the first page and no next control on the last', () => {
    const { rerender } = render(<Pagination currentPage={1} totalPages={20} createHref={createHref} />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/search?page=2');
    rerender(<Pagination currentPage={20} totalPages={20} createHref={createHref} />);
    expect(pageNumbers()).toEqual(['16', '17', '18', '19', '20']);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/search?page=19');
  });

  it('names the landmark from its label', () => {
    render(<Pagination currentPage={1} totalPages={2} createHref={createHref} label="News pages" />);
    expect(screen.getByRole('navigation', { name: 'News pages' })).toBeDefined();
  });

  it('takes a plain click in place with onSelect and leaves other clicks to the link', () => {
    const onSelect = vi.fn();
    render(<Pagination currentPage={4} totalPages={6} createHref={createHref} onSelect={onSelect} />);
    expect(screen.queryByRole('button')).toBeNull();
    const six = screen.getByRole('link', { name: 'Page 6' });
    expect(six.getAttribute('href')).toBe('/search?page=6');
    expect(screen.getByRole('link', { name: 'Page 4' }).getAttribute('aria-current')).toBe('page');
    expect(fireEvent.click(six)).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    // A middle click or a modified click (new tab, new window) is the browser's.
    expect(fireEvent.click(six, { button: 1 })).toBe(true);
    expect(fireEvent.click(six, { ctrlKey: true })).toBe(true);
    expect(onSelect.mock.calls).toEqual([[6], [3], [5]]);
  });
});
