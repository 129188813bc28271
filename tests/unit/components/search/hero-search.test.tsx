// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroSearch } from '@/components/search/hero-search';

const push = vi.fn();

vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const PROPERTY_TYPES = [
  { value: 'Office', label: 'Office', count: 120 },
  { value: 'Retail', label: 'Retail', count: 40 },
  { value: 'Industrial', label: 'Industrial', count: 65 },
];

const SALE_TYPES = [
  { value: 'Industrial', label: 'Industrial', count: 14 },
  { value: 'Land', label: 'Land', count: 9 },
  { value: 'Office', label: 'Office', count: 30 },
];

function renderHero() {
  render(
    <HeroSearch
      propertyTypes={{ toLet: PROPERTY_TYPES, forSale: SALE_TYPES }}
      glaRange={{ min: 50, max: 20_000 }}
      priceRange={{ min: 40, max: 400 }}
    />,
  );
  return screen.getByRole('search', { name: 'Property search' }) as HTMLFormElement;
}

function pushedParams(): URLSearchParams {
  expect(push).toHaveBeenCalledTimes(1);
  const href = String(push.mock.calls[0]?.[0]);
  expect(href.startsWith('/search')).toBe(true);
  return new URL(href, 'https://example.test').searchParams;
}

function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

describe('HeroSearch', () => {
  beforeEach(() => push.mockClear());

  it('is a plain GET form to /search with the SPEC field names', () => {
    const form = renderHero();
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    expect(input('Find Your Space').name).toBe('query');
    expect(input('Find Your Space').placeholder).toBe('eg: Sandton, web ref');
    const deal = screen.getByLabelText('Deal Type') as HTMLSelectElement;
    expect(deal.name).toBe('deal');
    expect(deal.value).toBe('');
    expect(within(deal).getByRole('option', { name: 'eg: Rent' }).hasAttribute('disabled')).toBe(true);
    expect(
      ['minGLA', 'maxGLA', 'minPrice', 'maxPrice'].map((name) => form.elements.namedItem(name)),
    ).not.toContain(null);
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit');
  });

  it('pushes the search URL with repeated category keys on submit', () => {
    const form = renderHero();
    fireEvent.change(input('Find Your Space'), { target: { value: '  Sandton ' } });
    fireEvent.change(screen.getByLabelText('Deal Type'), { target: { value: 'ForSale' } });
    fireEvent.click(screen.getByLabelText(/^Property Type/, { selector: 'summary' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Office/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Industrial/ }));
    fireEvent.change(input('Min GLA'), { target: { value: '200' } });
    fireEvent.change(input('Max price'), { target: { value: '150' } });
    // The ticked boxes in the list's order.
    expect(new FormData(form).getAll('category')).toEqual(['Industrial', 'Office']);

    fireEvent.submit(form);
    const params = pushedParams();
    expect(params.get('query')).toBe('Sandton');
    expect(params.get('deal')).toBe('ForSale');
    expect(params.getAll('category')).toEqual(['Industrial', 'Office']);
    expect(params.get('minGLA')).toBe('200');
    expect(params.get('maxPrice')).toBe('150');
    expect(params.has('maxGLA')).toBe(false);
    expect(params.has('minPrice')).toBe(false);
  });

  it('submits from the text box, as Enter does, and keeps the default deal out of the URL', () => {
    renderHero();
    fireEvent.change(input('Find Your Space'), { target: { value: 'RW1234' } });
    fireEvent.submit(input('Find Your Space'));
    expect(push).toHaveBeenCalledWith('/search?query=RW1234');
  });

  it("offers the chosen deal's types, and drops a chosen type that deal has none of", () => {
    const form = renderHero();
    const trigger = within(form).getByLabelText(/^Property Type/, { selector: 'summary' });
    fireEvent.click(trigger);
    const panel = within(form).getByRole('group', { name: 'Property Type' });
    expect(within(panel).queryByRole('checkbox', { name: /^Land/ })).toBeNull();
    fireEvent.click(within(panel).getByRole('checkbox', { name: /^Office/ }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: /^Retail/ }));
    fireEvent.change(within(form).getByLabelText('Deal Type'), { target: { value: 'ForSale' } });
    expect(within(panel).getByRole('checkbox', { name: /^Land/ })).toBeTruthy();
    expect(within(panel).queryByRole('checkbox', { name: /^Retail/ })).toBeNull();
    fireEvent.submit(form);
    expect(pushedParams().getAll('category')).toEqual(['Office']);
  });

  it('clamps typed values to the SPEC §5 floors at once', () => {
    renderHero();
    fireEvent.change(input('Min price'), { target: { value: '-20' } });
    expect(input('Min price').value).toBe('0');
    fireEvent.change(input('Max price'), { target: { value: '0' } });
    expect(input('Max price').value).toBe('1');
    fireEvent.change(input('Min GLA'), { target: { value: '-5' } });
    expect(input('Min GLA').value).toBe('0');
    fireEvent.change(input('Max GLA'), { target: { value: '12.5' } });
    expect(input('Max GLA').value).toBe('12.5');
  });

  it('clamps to the index range when a field is left', () => {
    renderHero();
    fireEvent.change(input('Min GLA'), { target: { value: '10' } });
    expect(input('Min GLA').value).toBe('10');
    fireEvent.blur(input('Min GLA'));
    expect(input('Min GLA').value).toBe('50');
    fireEvent.change(input('Max price'), { target: { value: '9000' } });
    fireEvent.blur(input('Max price'));
    expect(input('Max price').value).toBe('400');
  });

  it('leaves values at the index bounds out of the URL', () => {
    const form = renderHero();
    fireEvent.change(input('Min GLA'), { target: { value: '10' } });
    fireEvent.change(input('Max price'), { target: { value: '9000' } });
    fireEvent.submit(form);
    expect(push).toHaveBeenCalledWith('/search');
  });

  it('has a mobile toggle for the other filters: a <details>, which opens before the scripts run', () => {
    renderHero();
    const toggle = screen.getByLabelText('Show more filters');
    expect(toggle.tagName).toBe('SUMMARY');
    const filters = toggle.parentElement;
    if (!(filters instanceof HTMLDetailsElement))
      throw new Error('The toggle is not the summary of a <details>.');
    expect(filters.open).toBe(false);
    expect(filters.contains(screen.getByLabelText('Deal Type'))).toBe(true);
    expect(filters.contains(input('Find Your Space'))).toBe(false);
    fireEvent.click(toggle);
    expect(filters.open).toBe(true);
  });

  it('submits what the form holds, text typed and boxes ticked before hydration included', () => {
    const form = renderHero();
    // Set on the elements, not through React's change events: as a visitor does before hydration.
    input('Find Your Space').value = 'Umhlanga';
    (within(form).getByRole('checkbox', { name: /^Retail/ }) as HTMLInputElement).checked = true;
    fireEvent.submit(form);
    const params = pushedParams();
    expect(params.get('query')).toBe('Umhlanga');
    expect(params.getAll('category')).toEqual(['Retail']);
  });
});
