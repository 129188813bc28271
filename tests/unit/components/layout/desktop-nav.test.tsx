// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesktopNav } from '@/components/layout/desktop-nav';
import { DROPDOWN_CLOSE_DELAY_MS } from '@/components/layout/desktop-nav-state';
import type { NavItem } from '@/lib/content';

const pathname = vi.hoisted(() => ({ current: '/services/broking' }));

vi.mock('next/navigation', () => ({ usePathname: () => pathname.current }));

function link(label: string, href: string, external = false): NavItem {
  return { label, href, external, children: [] };
}

const ITEMS: NavItem[] = [
  {
    ...link('About us', '/about'),
    children: [link('Group overview', '/about/group-overview'), link('Capabilities', '/about/capabilities')],
  },
  {
    ...link('Services', '/services'),
    children: [link('Capital markets', '/services/capital-markets'), link('Broking', '/services/broking')],
  },
  link('Careers', 'https://careers.example.co.za', true),
  link('Contact', '/contact'),
];

/** A dropdown's toggle: a <summary>, named by its label. */
function toggle(label: string): HTMLElement {
  return screen.getByLabelText(`Show ${label} menu`, { selector: 'summary' });
}

/** The <details> a toggle discloses, which holds the panel. */
function disclosureOf(summary: HTMLElement): HTMLDetailsElement {
  const details = summary.parentElement;
  if (!(details instanceof HTMLDetailsElement)) throw new Error('The toggle is not a <details>’s summary.');
  return details;
}

function itemOf(summary: HTMLElement): HTMLElement {
  const item = summary.closest('li');
  if (!item) throw new Error('The toggle is not inside a list item.');
  return item;
}

function expectOpen(label: string, open: boolean) {
  expect(disclosureOf(toggle(label)).open).toBe(open);
}

describe('DesktopNav', () => {
  beforeEach(() => {
    pathname.current = '/services/broking';
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the Main navigation: landing page links, closed toggles that disclose their panels', () => {
    render(<DesktopNav items={ITEMS} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Services' }).getAttribute('href')).toBe('/services');
    expect(within(nav).getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/about');
    expectOpen('Services', false);
    expectOpen('About us', false);
    expect(
      within(disclosureOf(toggle('Services'))).getByRole('link', { name: 'Broking', hidden: true }),
    ).toBeDefined();
    expect(screen.queryByLabelText(/Show (Contact|Careers) menu/)).toBeNull();
    // One group, so the browser too keeps one open at a time.
    const names = new Set(['About us', 'Services'].map((label) => disclosureOf(toggle(label)).name));
    expect(names.size).toBe(1);
    expect([...names][0]).not.toBe('');
  });

  it('opens on mouse hover and closes only after a delay, so the pointer can reach the panel', () => {
    vi.useFakeTimers();
    render(<DesktopNav items={ITEMS} />);
    const item = itemOf(toggle('Services'));

    fireEvent.pointerMove(item, { pointerType: 'mouse' });
    expectOpen('Services', true);

    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1));
    expectOpen('Services', true);
    // Coming back (into the panel) before the delay ends cancels the close.
    fireEvent.pointerMove(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS * 2));
    expectOpen('Services', true);

    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS));
    expectOpen('Services', false);
  });

  it('opens nothing for a mouse it comes to be under without moving (the bar drawn beneath it)', () => {
    render(<DesktopNav items={ITEMS} />);
    fireEvent.click(toggle('About us'));
    const services = itemOf(toggle('Services'));
    fireEvent.pointerOver(services, { pointerType: 'mouse' });
    fireEvent.pointerEnter(services, { pointerType: 'mouse' });
    expectOpen('Services', false);
    expectOpen('About us', true);
  });

  it('leaves a dropdown a key opened as it is when the mouse leaves another item', () => {
    vi.useFakeTimers();
    render(<DesktopNav items={ITEMS} />);
    fireEvent.keyDown(toggle('About us'), { key: 'Enter' });
    fireEvent.pointerLeave(itemOf(toggle('Services')), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS * 2));
    expectOpen('About us', true);
  });

  it('ignores touch hover, which would fight the tap on the toggle', () => {
    render(<DesktopNav items={ITEMS} />);
    fireEvent.pointerMove(itemOf(toggle('Services')), { pointerType: 'touch' });
    expectOpen('Services', false);
  });

  it('toggles on click, and a press outside the nav closes it', () => {
    render(<DesktopNav items={ITEMS} />);
    fireEvent.click(toggle('Services'));
    expectOpen('Services', true);
    fireEvent.click(toggle('Services'));
    expectOpen('Services', false);

    fireEvent.click(toggle('Services'));
    fireEvent.pointerDown(document.body);
    expectOpen('Services', false);
  });

  it('takes a panel the document opened (a click before the scripts ran) as the open one', async () => {
    render(<DesktopNav items={ITEMS} />);
    const services = disclosureOf(toggle('Services'));
    const openedByTheDocument = async () => {
      services.open = true;
      // The browser tells of it in a task of its own (the toggle event).
      await act(() => new Promise((resolve) => setTimeout(resolve)));
    };
    // Were it not the bar's open one, a click on its toggle would open it, and Escape do nothing.
    await openedByTheDocument();
    fireEvent.click(toggle('Services'));
    expectOpen('Services', false);
    await openedByTheDocument();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expectOpen('Services', false);
  });

  it('keeps one dropdown open at a time', () => {
    vi.useFakeTimers();
    render(<DesktopNav items={ITEMS} />);
    fireEvent.click(toggle('Services'));
    fireEvent.click(toggle('About us'));
    expectOpen('About us', true);
    expectOpen('Services', false);

    fireEvent.pointerMove(itemOf(toggle('Services')), { pointerType: 'mouse' });
    expectOpen('Services', true);
    expectOpen('About us', false);
  });

  it.each(['ArrowDown', 'Enter', ' '])('opens with %j on the toggle and focuses the first link', (key) => {
    render(<DesktopNav items={ITEMS} />);
    const button = toggle('Services');
    button.focus();
    fireEvent.keyDown(button, { key });
    expectOpen('Services', true);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Capital markets' }));
  });

  it('moves between links with the arrow keys; Escape closes and returns focus to the toggle', () => {
    render(<DesktopNav items={ITEMS} />);
    const button = toggle('Services');
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const first = screen.getByRole('link', { name: 'Capital markets' });
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Broking' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);

    fireEvent.keyDown(first, { key: 'Escape' });
    expectOpen('Services', false);
    expect(document.activeElement).toBe(button);
  });

  it('closes when focus tabs out of the item, not when it moves inside', () => {
    render(<DesktopNav items={ITEMS} />);
    const button = toggle('Services');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const broking = screen.getByRole('link', { name: 'Broking' });
    fireEvent.focusOut(screen.getByRole('link', { name: 'Capital markets' }), { relatedTarget: broking });
    expectOpen('Services', true);
    fireEvent.focusOut(broking, { relatedTarget: screen.getByRole('link', { name: /Careers/ }) });
    expectOpen('Services', false);
  });

  it('closes a hover-opened dropdown with Escape anywhere on the page', () => {
    render(<DesktopNav items={ITEMS} />);
    fireEvent.pointerMove(itemOf(toggle('About us')), { pointerType: 'mouse' });
    expectOpen('About us', true);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expectOpen('About us', false);
  });

  it('opens Careers in a new tab and says so', () => {
    render(<DesktopNav items={ITEMS} />);
    const careers = screen.getByRole('link', { name: 'Careers (opens in a new tab)' });
    expect(careers.getAttribute('href')).toBe('https://careers.example.co.za');
    expect(careers.getAttribute('target')).toBe('_blank');
    expect(careers.getAttribute('rel')).toBe('noopener noreferrer');
    expect(careers.getAttribute('aria-current')).toBeNull();
  });

  it('marks the current page, and its section in the bar', () => {
    render(<DesktopNav items={ITEMS} />);
    expect(screen.getByRole('link', { name: 'Services' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Broking', hidden: true }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'About us' }).getAttribute('aria-current')).toBeNull();

    pathname.current = '/contact';
    render(<DesktopNav items={ITEMS} />);
    const contacts = screen.getAllByRole('link', { name: 'Contact' });
    expect(contacts.at(-1)?.getAttribute('aria-current')).toBe('page');
  });
});
