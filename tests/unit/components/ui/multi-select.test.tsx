// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MultiSelect, type MultiSelectProps } from '@/components/ui/multi-select';

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
  return screen.getByRole('button', { name: /^Property Type/ });
}

function open() {
  fireEvent.click(trigger());
  return screen.getByRole('group', { name: 'Property Type' });
}

describe('MultiSelect', () => {
  it('starts closed, showing the placeholder and reading as All', () => {
    render(<Harness />);
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(trigger().textContent).toContain('eg: Office');
    expect(screen.getByRole('button', { name: 'Property Type All' })).toBe(trigger());
    const panel = document.getElementById(trigger().getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
  });

  it('lists its options only while open, and keeps the search text for the next opening', () => {
    const onSearch = vi.fn();
    render(<Harness searchable searchPlaceholder="Search types" onSearch={onSearch} />);
    const panel = document.getElementById(trigger().getAttribute('aria-controls') ?? '');
    expect(panel?.querySelectorAll('input')).toHaveLength(0);
    fireEvent.change(within(open()).getByRole('searchbox', { name: 'Search types' }), {
      target: { value: 'ret' },
    });
    expect(onSearch).toHaveBeenLastCalledWith('ret');
    fireEvent.click(trigger());
    expect(panel?.querySelectorAll('input')).toHaveLength(0);
    expect(within(open()).getByRole('searchbox', { name: 'Search types' })).toHaveProperty('value', 'ret');
  });

  it('opens a panel with All checked and one checkbox per option with its count', () => {
    render(<Harness />);
    const panel = open();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    const all = within(panel).getByRole('checkbox', { name: 'All' }) as HTMLInputElement;
    expect(all.checked).toBe(true);
    expect(within(panel).getByRole('checkbox', { name: 'Retail (4)' })).toBeDefined();
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(4);
  });

  it('toggles options and summarises the choice in the button', () => {
    const onValues = vi.fn();
    render(<Harness onValues={onValues} />);
    const panel = open();
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

  it('clears the selection when All is chosen', () => {
    const onValues = vi.fn();
    render(<Harness initial={['Office', 'Retail']} onValues={onValues} />);
    const panel = open();
    const all = within(panel).getByRole('checkbox', { name: 'All' }) as HTMLInputElement;
    expect(all.checked).toBe(false);
    fireEvent.click(all);
    expect(onValues).toHaveBeenLastCalledWith([]);
    expect(all.checked).toBe(true);
    expect(within(panel).getAllByRole('checkbox', { checked: true })).toEqual([all]);
  });

  it('closes on Escape and returns focus to the button', () => {
    render(<Harness />);
    const panel = open();
    const checkbox = within(panel).getByRole('checkbox', { name: /^Office/ });
    checkbox.focus();
    fireEvent.keyDown(checkbox, { key: 'Escape' });
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger());
  });

  it('moves between the checkboxes with the arrow keys', () => {
    render(<Harness />);
    const panel = open();
    const all = within(panel).getByRole('checkbox', { name: 'All' });
    const office = within(panel).getByRole('checkbox', { name: /^Office/ });
    all.focus();
    fireEvent.keyDown(all, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(office);
    fireEvent.keyDown(office, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(all);
  });

  it('closes on a click outside but not on a click inside', () => {
    render(<Harness />);
    const panel = open();
    fireEvent.pointerDown(within(panel).getByRole('checkbox', { name: /^Office/ }));
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('stays open when a press on an option name lets focus fall to a container, and that click toggles it', () => {
    render(<Harness />);
    const panel = open();
    const form = screen.getByRole('form', { name: 'Filters' });
    // What Chromium does on a press on plain text inside <main tabindex=-1>: the focused button
    // loses focus to the container that holds the select.
    fireEvent.blur(trigger(), { relatedTarget: form });
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(panel).getByText('Retail'));
    expect(within(panel).getByRole('checkbox', { name: /^Retail/ })).toHaveProperty('checked', true);
    expect(trigger().textContent).toContain('Retail');
    fireEvent.blur(trigger(), { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });
  it('submits each selected value as a repeated hidden input when named', () => {
    const { container } = render(<Harness initial={['Office', 'Industrial']} name="category" />);
    const form = screen.getByRole('form', { name: 'Filters' }) as HTMLFormElement;
    expect(new FormData(form).getAll('category')).toEqual(['Office', 'Industrial']);
    expect(container.querySelectorAll('input[type="hidden"][name="category"]')).toHaveLength(2);
  });

  it('adds no hidden inputs without a name', () => {
    const { container } = render(<Harness initial={['Office']} />);
    expect(container.querySelectorAll('input[type="hidden"]')).toHaveLength(0);
  });

  it('filters options locally from the search box', () => {
    render(<Harness searchable searchPlaceholder="Search types" />);
    const panel = open();
    fireEvent.change(within(panel).getByRole('searchbox', { name: 'Search types' }), {
      target: { value: 'ret' },
    });
    const names = within(panel)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(names).toEqual(['All', 'Retail (4)']);
  });

  it('hands the search text to onSearch and leaves matching to the parent', () => {
    const onSearch = vi.fn();
    render(<Harness searchable onSearch={onSearch} />);
    const panel = open();
    fireEvent.change(within(panel).getByRole('searchbox', { name: 'Search Property Type' }), {
      target: { value: 'offce' },
    });
    expect(onSearch).toHaveBeenLastCalledWith('offce');
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(4);
  });
});
