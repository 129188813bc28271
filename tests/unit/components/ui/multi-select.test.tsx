// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { MultiSelect, type MultiSelectProps } from '@/components/ui/multi-select';
import { optionListMarkup } from '@/components/ui/multi-select-markup';

const OPTIONS = [
  { value: 'Office', label: 'Office', count: 12 },
  { value: 'Retail', label: 'Retail', count: 4 },
  { value: 'Industrial', label: 'Industrial', count: 7 },
];

type HarnessProps = Partial<MultiSelectProps> & { initial?: string[]; onValues?: (values: string[]) => void };

function Harness({ initial = [], onValues, ...props }: HarnessProps) {
  const [selected, setSelected] = useState(initial);
  return (
    <form aria-label="Filters">
      <MultiSelect
        id="type"
        label="Property Type"
        placeholder="eg: Office"
        options={OPTIONS}
        selected={selected}
        onChange={(values) => {
          setSelected(values);
          onValues?.(values);
        }}
        {...props}
      />
      <button type="button">Elsewhere</button>
    </form>
  );
}

function trigger(): HTMLElement {
  const summary = document.getElementById('type');
  if (!summary) throw new Error('No trigger rendered.');
  return summary;
}

function dropdown(): HTMLDetailsElement {
  const details = trigger().closest('details');
  if (!details) throw new Error('The trigger is not the summary of a <details>.');
  return details;
}

/** Opens the list as a visitor does; the browser's toggle event, which makes the list live, comes a task later. */
async function open() {
  fireEvent.click(trigger());
  expect(dropdown().open).toBe(true);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return screen.getByRole('group', { name: 'Property Type' });
}

describe('MultiSelect', () => {
  it('is a closed <details> whose summary shows the placeholder and reads as All', () => {
    render(<Harness />);
    expect(trigger().tagName).toBe('SUMMARY');
    expect(dropdown().open).toBe(false);
    expect(trigger().textContent).toContain('eg: Office');
    const [labelId, ownId] = (trigger().getAttribute('aria-labelledby') ?? '').split(' ');
    expect(document.getElementById(labelId ?? '')?.textContent).toBe('Property Type');
    expect(ownId).toBe('type');
    expect(within(trigger()).getByText('All').className).toBe('visually-hidden');
  });

  it('keeps its options in the document while closed, so they work before the scripts run', () => {
    render(<Harness name="category" />);
    const panel = document.getElementById(trigger().getAttribute('aria-controls') ?? '');
    expect(dropdown().contains(panel)).toBe(true);
    expect(panel?.querySelectorAll('input[type="checkbox"]')).toHaveLength(4);
    const form = screen.getByRole('form', { name: 'Filters' }) as HTMLFormElement;
    const office = within(form).getByRole('checkbox', { name: 'Office (12)' }) as HTMLInputElement;
    expect(office.name).toBe('category');
    expect(office.value).toBe('Office');
  });

  it('opens a panel with All checked and one checkbox per option with its count', async () => {
    render(<Harness />);
    const panel = await open();
    const all = within(panel).getByRole('checkbox', { name: 'All' }) as HTMLInputElement;
    expect(all.checked).toBe(true);
    expect(all.name).toBe('');
    expect(within(panel).getByRole('checkbox', { name: 'Retail (4)' })).toBeDefined();
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(4);
  });

  it('toggles options and summarises the choice in the summary', async () => {
    const onValues = vi.fn();
    render(<Harness onValues={onValues} />);
    const panel = await open();
    fireEvent.click(within(panel).getByRole('checkbox', { name: /^Office/ }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: /^Retail/ }));
    expect(onValues).toHaveBeenLastCalledWith(['Office', 'Retail']);
    expect(trigger().textContent).toContain('Office, Retail');
    expect((within(panel).getByRole('checkbox', { name: 'All' }) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(within(panel).getByRole('checkbox', { name: /^Industrial/ }));
    expect(trigger().textContent).toContain('3 selected');
    fireEvent.click(within(panel).getByRole('checkbox', { name: /^Office/ }));
    expect(onValues).toHaveBeenLastCalledWith(['Retail', 'Industrial']);
  });

  it('clears the selection when All is chosen', async () => {
    const onValues = vi.fn();
    render(<Harness initial={['Office', 'Retail']} onValues={onValues} />);
    const panel = await open();
    const all = within(panel).getByRole('checkbox', { name: 'All' }) as HTMLInputElement;
    expect(all.checked).toBe(false);
    fireEvent.click(all);
    expect(onValues).toHaveBeenLastCalledWith([]);
    expect(all.checked).toBe(true);
    expect(within(panel).getAllByRole('checkbox', { checked: true })).toEqual([all]);
  });

  it('closes on Escape and returns focus to the summary', async () => {
    render(<Harness />);
    const panel = await open();
    const checkbox = within(panel).getByRole('checkbox', { name: /^Office/ });
    checkbox.focus();
    fireEvent.keyDown(checkbox, { key: 'Escape' });
    expect(dropdown().open).toBe(false);
    expect(document.activeElement).toBe(trigger());
  });

  it('closes on Escape after the focused box left the list with the search, focus fallen to the page', async () => {
    const { rerender } = render(<Harness />);
    const panel = await open();
    within(panel)
      .getByRole('checkbox', { name: /^Office/ })
      .focus();
    // A new answer without the option (or none yet): its box leaves, and focus with it.
    rerender(<Harness options={[]} />);
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(dropdown().open).toBe(false);
    expect(document.activeElement).toBe(trigger());
  });

  it('leaves an open list alone when Escape is pressed in another control', async () => {
    render(<Harness />);
    await open();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    fireEvent.keyDown(elsewhere, { key: 'Escape' });
    expect(dropdown().open).toBe(true);
  });

  it('moves between the checkboxes with the arrow keys', async () => {
    render(<Harness />);
    const panel = await open();
    const all = within(panel).getByRole('checkbox', { name: 'All' });
    const office = within(panel).getByRole('checkbox', { name: /^Office/ });
    all.focus();
    fireEvent.keyDown(all, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(office);
    fireEvent.keyDown(office, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(all);
  });

  it('closes on a press outside but not on a press inside', async () => {
    render(<Harness />);
    const panel = await open();
    fireEvent.pointerDown(within(panel).getByRole('checkbox', { name: /^Office/ }));
    expect(dropdown().open).toBe(true);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(dropdown().open).toBe(false);
  });

  it('takes over a list opened and a box ticked before hydration, applying the tick', async () => {
    const onValues = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness name="category" onValues={onValues} />);
    document.body.appendChild(container);
    const details = container.querySelector('details');
    const office = container.querySelector<HTMLInputElement>('input[value="Office"]');
    if (!details || !office) throw new Error('The server markup has no list of options.');
    details.open = true;
    office.checked = true;

    render(<Harness name="category" onValues={onValues} />, { container, hydrate: true });
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith(['Office']));
    const form = screen.getByRole('form', { name: 'Filters' }) as HTMLFormElement;
    expect(new FormData(form).getAll('category')).toEqual(['Office']);
    expect(trigger().textContent).toContain('Office');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(dropdown().open).toBe(false);
  });

  it('leaves a closed list as the HTML it was rendered with, and renders it live once opened', async () => {
    const onValues = vi.fn();
    const { container } = render(<Harness name="category" searchable onValues={onValues} />);
    expect(screen.queryByRole('searchbox')).toBeNull();
    const rendered = document.createElement('div');
    rendered.innerHTML = optionListMarkup({
      options: OPTIONS,
      selected: [],
      allLabel: 'All',
      name: 'category',
    });
    expect(container.querySelector('ul')?.outerHTML).toBe(rendered.innerHTML);
    const panel = await open();
    expect(within(panel).getByRole('searchbox')).toBeDefined();
    fireEvent.click(within(panel).getByRole('checkbox', { name: /^Retail/ }));
    expect(onValues).toHaveBeenLastCalledWith(['Retail']);
  });

  it('stays open when a press on an option name lets focus fall to a container, and that click toggles it', async () => {
    render(<Harness />);
    const panel = await open();
    const form = screen.getByRole('form', { name: 'Filters' });
    // What Chromium does on a press on plain text inside <main tabindex=-1>: the focused summary
    // loses focus to the container that holds the select.
    fireEvent.blur(trigger(), { relatedTarget: form });
    expect(dropdown().open).toBe(true);
    fireEvent.click(within(panel).getByText('Retail'));
    expect(within(panel).getByRole('checkbox', { name: /^Retail/ })).toHaveProperty('checked', true);
    expect(trigger().textContent).toContain('Retail');
    fireEvent.blur(trigger(), { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(dropdown().open).toBe(false);
  });

  it('submits each ticked value under its name, and nothing for All', () => {
    const { container } = render(<Harness initial={['Office', 'Industrial']} name="category" />);
    const form = screen.getByRole('form', { name: 'Filters' }) as HTMLFormElement;
    expect(new FormData(form).getAll('category')).toEqual(['Office', 'Industrial']);
    expect([...new FormData(form).keys()]).toEqual(['category', 'category']);
    expect(container.querySelectorAll('input[type="hidden"]')).toHaveLength(0);
  });

  it('submits nothing without a name', () => {
    render(<Harness initial={['Office']} />);
    const form = screen.getByRole('form', { name: 'Filters' }) as HTMLFormElement;
    expect([...new FormData(form).keys()]).toEqual([]);
  });

  it('filters options locally from the search box', async () => {
    render(<Harness searchable searchPlaceholder="Search types" />);
    const panel = await open();
    fireEvent.change(within(panel).getByRole('searchbox', { name: 'Search types' }), {
      target: { value: 'ret' },
    });
    const names = within(panel)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(names).toEqual(['All', 'Retail (4)']);
  });

  it('hands the search text to onSearch and leaves matching to the parent, keeping it across closing', async () => {
    const onSearch = vi.fn();
    render(<Harness searchable onSearch={onSearch} />);
    const panel = await open();
    fireEvent.change(within(panel).getByRole('searchbox', { name: 'Search Property Type' }), {
      target: { value: 'offce' },
    });
    expect(onSearch).toHaveBeenLastCalledWith('offce');
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(4);
    fireEvent.click(trigger());
    expect(dropdown().open).toBe(false);
    expect(within(await open()).getByRole('searchbox', { name: 'Search Property Type' })).toHaveProperty(
      'value',
      'offce',
    );
  });
});
