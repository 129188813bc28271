// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { ShortlistCountLink } from '@/components/shortlist/shortlist-count-link';
import { ShortlistToggle } from '@/components/shortlist/shortlist-toggle';
import { SHORTLIST_STORAGE_KEY } from '@/lib/shortlist/saved-listings';

const stored = () => JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY) ?? '[]') as unknown[];

beforeEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
});

describe('ShortlistToggle', () => {
  it('is in the server HTML as an unpressed button, with what the tap keeper needs to answer it', () => {
    localStorage.setItem(
      SHORTLIST_STORAGE_KEY,
      JSON.stringify([{ id: 'rc-10001', name: 'Katherine Towers' }]),
    );
    const html = renderToString(<ShortlistToggle id="rc-10001" name="Katherine Towers" variant="card" />);
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('aria-label="Shortlist Katherine Towers"');
    expect(html).toContain('data-shortlist-id="rc-10001"');
    expect(html).toContain('data-shortlist-name="Katherine Towers"');
    expect(html).toContain('>Shortlist</span>');
  });

  it('shows the stored state once hydrated, and toggles it with a press, its label unchanged', () => {
    localStorage.setItem(
      SHORTLIST_STORAGE_KEY,
      JSON.stringify([{ id: 'rc-10001', name: 'Katherine Towers' }]),
    );
    render(
      <>
        <ShortlistToggle id="rc-10001" name="Katherine Towers" variant="page" />
        <ShortlistToggle id="rc-10002.g01" name="G01, The Grove" label="unit G01" variant="row" />
        <ShortlistCountLink />
      </>,
    );
    const towers = screen.getByRole('button', { name: 'Shortlist Katherine Towers' });
    const unit = screen.getByRole('button', { name: 'Shortlist unit G01' });
    expect(towers.getAttribute('aria-pressed')).toBe('true');
    expect(unit.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('link', { name: 'Shortlist 1' }).getAttribute('href')).toBe('/shortlist');
    fireEvent.click(unit);
    expect(unit.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('link', { name: 'Shortlist 2' })).toBeTruthy();
    fireEvent.click(towers);
    expect(towers.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Shortlist Katherine Towers' })).toBe(towers);
    expect(stored()).toEqual([{ id: 'rc-10002.g01', name: 'G01, The Grove' }]);
  });

  it('follows a change made in another tab', () => {
    render(<ShortlistToggle id="rc-10001" name="Katherine Towers" variant="card" />);
    const toggle = screen.getByRole('button', { name: 'Shortlist Katherine Towers' });
    act(() => {
      localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify([{ id: 'rc-10001', name: 'x' }]));
      window.dispatchEvent(new StorageEvent('storage', { key: SHORTLIST_STORAGE_KEY }));
    });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('hydrating the toggles and the header count', () => {
  const page = (
    <>
      <ShortlistToggle id="rc-10001" name="Katherine Towers" variant="card" />
      <ShortlistCountLink />
    </>
  );

  /** Hydrates the server's HTML of the page, and says which commits React made. */
  async function hydrate(): Promise<string[]> {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const commits: string[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <Profiler id="page" onRender={(_id, phase) => commits.push(phase)}>
          {page}
        </Profiler>,
      );
    });
    return commits;
  }

  it('renders once for a visitor with nothing saved: no render after hydration to hold up the rest', async () => {
    expect(await hydrate()).toEqual(['mount']);
    expect(
      screen.getByRole('button', { name: 'Shortlist Katherine Towers' }).getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('shows a saved listing and the count in the render after hydration', async () => {
    localStorage.setItem(
      SHORTLIST_STORAGE_KEY,
      JSON.stringify([{ id: 'rc-10001', name: 'Katherine Towers' }]),
    );
    const [first, ...later] = await hydrate();
    expect(first).toBe('mount');
    expect(later).toContain('update');
    expect(
      screen.getByRole('button', { name: 'Shortlist Katherine Towers' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByRole('link', { name: 'Shortlist 1' })).toBeTruthy();
  });
});
