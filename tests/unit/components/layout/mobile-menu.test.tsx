// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
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
  return screen.getByRole('button', { name: /^(Open|Close) menu$/ });
}

function panel(): HTMLElement {
  const id = menuButton().getAttribute('aria-controls');
  const element = id ? document.getElementById(id) : null;
  if (!element) throw new Error(`The menu button controls no element (aria-controls="${id}").`);
  return element;
}

function submenuOf(button: HTMLElement): HTMLElement {
  const id = button.getAttribute('aria-controls');
  const element = id ? document.getElementById(id) : null;
  if (!element) throw new Error(`The expand button controls no element (aria-controls="${id}").`);
  return element;
}

function openMenu(): HTMLElement {
  const button = screen.getByRole('button', { name: 'Open menu' });
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

  it('toggles with a button that names its action and reports aria-expanded', () => {
    render(<MobileMenu items={ITEMS} phone="011 555 0100" />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel().id).toBeTruthy();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Close menu');
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-label')).toBe('Open menu');
    expect(document.body.style.overflow).toBe('');
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

  it('expands one submenu at a time', () => {
    render(<MobileMenu items={ITEMS} phone={null} />);
    openMenu();
    const services = screen.getByRole('button', { name: 'Show Services menu' });
    const about = screen.getByRole('button', { name: 'Show About us menu' });
    expect(services.getAttribute('aria-expanded')).toBe('false');
    expect(submenuOf(services).hidden).toBe(true);
    expect(screen.queryByRole('button', { name: /Careers|Contact/ })).toBeNull();

    fireEvent.click(services);
    expect(services.getAttribute('aria-expanded')).toBe('true');
    expect(within(submenuOf(services)).getByRole('link', { name: 'Broking' }).getAttribute('href')).toBe(
      '/services/broking',
    );

    fireEvent.click(about);
    expect(about.getAttribute('aria-expanded')).toBe('true');
    expect(submenuOf(about).hidden).toBe(false);
    expect(services.getAttribute('aria-expanded')).toBe('false');
    expect(submenuOf(services).hidden).toBe(true);

    fireEvent.click(about);
    expect(about.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with Escape and returns focus to the button', () => {
    render(<MobileMenu items={ITEMS} phone={null} />);
    const button = openMenu();
    expect(document.activeElement).not.toBe(button);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a click on the backdrop, returning focus, and on a link click', () => {
    const { container } = render(<MobileMenu items={ITEMS} phone={null} />);
    const button = openMenu();
    const backdrop = container.querySelector('[aria-hidden="true"]:not(svg)');
    if (!backdrop) throw new Error('No backdrop rendered.');
    fireEvent.click(backdrop);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    openMenu();
    fireEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the route changes', () => {
    const { rerender } = render(<MobileMenu items={ITEMS} phone={null} />);
    const button = openMenu();
    pathname.current = '/services';
    rerender(<MobileMenu items={ITEMS} phone={null} />);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('traps Tab between the menu button and the last link of the panel', () => {
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
    const button = openMenu();
    expect(matchMedia).toHaveBeenCalledWith('(min-width: 961px)');
    expect(listeners.size).toBe(1);

    desktop.matches = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('');
    expect(listeners.size).toBe(0);
  });
});
