// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MobileMenu } from '@/components/layout/mobile-menu';
import type { NavItem } from '@/lib/content';

const pathname = vi.hoisted(() => ({ current: '/' }));

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

function menuButton(): HTMLElement {
  const summary = screen.getByText('Open menu').closest('summary');
  if (!summary) throw new Error('The menu has no summary.');
  return summary;
}

function menu(): HTMLDetailsElement {
  const details = menuButton().closest('details');
  if (!details) throw new Error('The menu is not a <details>.');
  return details;
}

function panel(): HTMLElement {
  const id = menuButton().getAttribute('aria-controls');
  const element = id ? document.getElementById(id) : null;
  if (!element) throw new Error(`The menu button controls no element (aria-controls="${id}").`);
  return element;
}

function submenuToggle(label: string): HTMLElement {
  return screen.getByLabelText(`Show ${label} menu`);
}

function submenuOf(toggle: HTMLElement): HTMLDetailsElement {
  const details = toggle.parentElement;
  if (!(details instanceof HTMLDetailsElement) || toggle.tagName !== 'SUMMARY') {
    throw new Error('The expand control is not the summary of a <details>.');
  }
  return details;
}

function openMenu(): HTMLElement {
  const button = menuButton();
  button.focus();
  fireEvent.click(button);
  return button;
}

describe('MobileMenu', () => {
  beforeEach(() => {
    pathname.current = '/';
    document.body.style.overflow = '';
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a <details> whose summary opens it and locks the page while open', () => {
    render(<MobileMenu items={ITEMS} phone="011 555 0100" />);
    const button = menuButton();
    expect(button.tagName).toBe('SUMMARY');
    expect(menu().open).toBe(false);
    expect(menu().contains(panel())).toBe(true);

    fireEvent.click(button);
    expect(menu().open).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.click(button);
    expect(menu().open).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('has both labels in the markup, for the CSS to show the one of its state without scripts', () => {
    const html = renderToString(<MobileMenu items={ITEMS} phone={null} />);
    expect(html).toMatch(/<details[^>]*>\s*<summary/);
    expect(html).toContain('Open menu');
    expect(html).toContain('Close menu');
    // The panel and its links are in the document before any script runs.
    expect(html).toContain('href="/services/broking"');
  });

  it('moves focus into the panel, which holds every item, Careers and a Call us link', () => {
    render(<MobileMenu items={ITEMS} phone="011 555 0100" />);
    openMenu();
    const nav = within(panel()).getByRole('navigation', { name: 'Main' });
    const about = within(nav).getByRole('link', { name: 'About us' });
    expect(document.activeElement).toBe(about);
    expect(about.getAttribute('href')).toBe('/about');
    expect(within(nav).getByRole('link', { name: 'Services' }).getAttribute('href')).toBe('/services');
    expect(within(nav).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');

    const careers = within(nav).getByRole('link', { name: 'Careers (opens in a new tab)' });
    expect(careers.getAttribute('target')).toBe('_blank');
    expect(careers.getAttribute('rel')).toBe('noopener noreferrer');

    expect(
      within(panel())
        .getByRole('link', { name: /^Call us/ })
        .getAttribute('href'),
    ).toBe('tel:0115550100');
  });

  it('gives each item with children a submenu <details>, all of one name, and keeps one open at a time', () => {
    render(<MobileMenu items={ITEMS} phone={null} />);
    openMenu();
    const services = submenuOf(submenuToggle('Services'));
    const about = submenuOf(submenuToggle('About us'));
    expect(services.open).toBe(false);
    expect(services.getAttribute('name')).toBeTruthy();
    expect(about.getAttribute('name')).toBe(services.getAttribute('name'));
    expect(screen.queryByLabelText(/Careers|Contact/)).toBeNull();

    fireEvent.click(submenuToggle('Services'));
    expect(services.open).toBe(true);
    expect(within(services).getByRole('link', { name: 'Broking' }).getAttribute('href')).toBe(
      '/services/broking',
    );

    // A browser without exclusive <details> leaves the other open: the toggle handler closes it.
    about.open = true;
    fireEvent(about, new Event('toggle'));
    expect(about.open).toBe(true);
    expect(services.open).toBe(false);

    fireEvent.click(submenuToggle('About us'));
    expect(about.open).toBe(false);
  });

  it('closes with Escape and returns focus to the button', () => {
    render(<MobileMenu items={ITEMS} phone={null} />);
    const button = openMenu();
    expect(document.activeElement).not.toBe(button);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(menu().open).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a click on the backdrop, returning focus, and on a link click', () => {
    const { container } = render(<MobileMenu items={ITEMS} phone={null} />);
    const button = openMenu();
    const backdrop = container.querySelector('[aria-hidden="true"]:not(svg)');
    if (!backdrop) throw new Error('No backdrop rendered.');
    fireEvent.click(backdrop);
    expect(menu().open).toBe(false);
    expect(document.activeElement).toBe(button);

    openMenu();
    fireEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(menu().open).toBe(false);
  });

  it('closes when the route changes', () => {
    const { rerender } = render(<MobileMenu items={ITEMS} phone={null} />);
    openMenu();
    pathname.current = '/services';
    rerender(<MobileMenu items={ITEMS} phone={null} />);
    expect(menu().open).toBe(false);
  });

  it('takes over a menu opened before hydration: the page locks, and Escape closes it', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<MobileMenu items={ITEMS} phone={null} />);
    document.body.appendChild(container);
    const details = container.querySelector('details');
    if (!details) throw new Error('The server markup has no <details>.');
    details.open = true;

    render(<MobileMenu items={ITEMS} phone={null} />, { container, hydrate: true });
    expect(menu().open).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(within(panel()).getByRole('link', { name: 'Contact' }), { key: 'Escape' });
    expect(menu().open).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('traps Tab between the menu button and the last link of the panel, past closed submenus', () => {
    render(<MobileMenu items={ITEMS} phone="011 555 0100" />);
    const button = openMenu();
    const call = screen.getByRole('link', { name: /^Call us/ });

    call.focus();
    fireEvent.keyDown(call, { key: 'Tab' });
    expect(document.activeElement).toBe(button);
    fireEvent.keyDown(button, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(call);
  });

  it('closes and unlocks the page when the window widens to the desktop bar', () => {
    const listeners = new Set<() => void>();
    const desktop = {
      matches: false,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
    const matchMedia = vi.fn(() => desktop);
    vi.stubGlobal('matchMedia', matchMedia);

    render(<MobileMenu items={ITEMS} phone={null} />);
    openMenu();
    expect(matchMedia).toHaveBeenCalledWith('(min-width: 961px)');
    expect(listeners.size).toBe(1);

    desktop.matches = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(menu().open).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(listeners.size).toBe(0);
  });
});
