// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from '@/components/ui/link';
import { LinkRouter } from '@/components/ui/link-router';

const router = { push: vi.fn(), prefetch: vi.fn() };

vi.mock('next/navigation', () => ({ useRouter: () => router }));

function page() {
  return render(
    <>
      <LinkRouter />
      <Link href="/search?city=Durban" className="card">
        <span>Durban offices</span>
      </Link>
      <Link href="/privacy-policy" prefetch={false}>
        Privacy policy
      </Link>
      <Link href="/brochure.pdf" download>
        Brochure
      </Link>
      <Link href="/about" target="_blank">
        About us
      </Link>
      <a href="/contact-us">Contact us</a>
    </>,
  );
}

describe('Link and LinkRouter', () => {
  afterEach(() => {
    router.push.mockClear();
    router.prefetch.mockClear();
  });

  it('renders a plain anchor with its attributes, which a page without scripts follows', () => {
    page();
    const link = screen.getByRole('link', { name: 'Durban offices' });
    expect(link.getAttribute('href')).toBe('/search?city=Durban');
    expect(link.className).toBe('card');
    expect(link.hasAttribute('prefetch')).toBe(false);
  });

  it('follows a plain click through the router, in place', () => {
    page();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByText('Durban offices').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(router.push).toHaveBeenCalledWith('/search?city=Durban');
  });

  it('leaves modified clicks, new tabs, downloads, plain anchors and taken clicks to the browser', () => {
    page();
    fireEvent.click(screen.getByRole('link', { name: 'Durban offices' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Durban offices' }), { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'About us' }));
    fireEvent.click(screen.getByRole('link', { name: 'Brochure' }));
    fireEvent.click(screen.getByRole('link', { name: 'Contact us' }));
    const link = screen.getByRole('link', { name: 'Privacy policy' });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(link);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('prefetches a page when a visitor reaches for its link, once for a pointer crossing it', () => {
    page();
    const link = screen.getByRole('link', { name: 'Durban offices' });
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.pointerOver(link);
    fireEvent.pointerOver(screen.getByText('Durban offices'), { relatedTarget: link });
    expect(router.prefetch).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(link);
    fireEvent.focus(link);
    fireEvent.focusIn(link);
    expect(router.prefetch).toHaveBeenCalledWith('/search?city=Durban');
  });

  it('never prefetches a link marked not to, nor a plain anchor', () => {
    page();
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Privacy policy' }));
    fireEvent.focusIn(screen.getByRole('link', { name: 'Contact us' }));
    expect(router.prefetch).not.toHaveBeenCalled();
  });
});
