// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PropertyCard } from '@/components/property/property-card';
import type { PropertySummary } from '@/lib/listings/property';

const HREF = '/to-let/office/johannesburg/sandton/the-forum';

function image(index: number): PropertySummary['images'][number] {
  return {
    src: `/images/properties/forum-${index}.webp`,
    alt: `The Forum, Sandton: exterior ${index}`,
    type: 'exterior',
  };
}

function makeProperty(overrides: Partial<PropertySummary> = {}): PropertySummary {
  return {
    objectID: 'unit-1',
    propertyKey: 'prop-1',
    name: 'The Forum',
    dealType: 'toLet',
    category: 'Office',
    unitCategory: 'Office',
    city: 'Johannesburg',
    suburb: 'Sandton',
    href: HREF,
    images: [image(1), image(2), image(3)],
    grossPrice: 95,
    unitCount: 4,
    glaMin: 120,
    glaMax: 1450,
    specialOffer: true,
    description: 'P-grade offices with backup power and Gautrain access.',
    webRef: 'RW1234',
    ...overrides,
  };
}

describe('PropertyCard', () => {
  it('shows the badge, label, price, name, description, GLA and units', () => {
    render(<PropertyCard property={makeProperty()} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Special offer')).toBeDefined();
    expect(within(card).getByText('Office · To Let')).toBeDefined();
    expect(within(card).getByText('from R95.00 per m²')).toBeDefined();
    expect(within(card).getByRole('heading', { level: 3, name: 'The Forum' })).toBeDefined();
    expect(within(card).getByText('P-grade offices with backup power and Gautrain access.')).toBeDefined();
    expect(within(card).getByText('120 – 1 450 m²')).toBeDefined();
    expect(within(card).getByText('4 units')).toBeDefined();
  });

  it('labels a sale, shows its price without "per m²" and counts one unit', () => {
    render(
      <PropertyCard
        property={makeProperty({
          dealType: 'forSale',
          category: 'Industrial',
          grossPrice: 12_500_000,
          unitCount: 1,
        })}
      />,
    );
    expect(screen.getByText('Industrial · For Sale')).toBeDefined();
    expect(screen.getByText('R12 500 000.00')).toBeDefined();
    expect(screen.getByText('1 unit')).toBeDefined();
  });

  it('shows POA without a price, the description fallback, and no badge without an offer', () => {
    render(
      <PropertyCard property={makeProperty({ grossPrice: 0, description: '  ', specialOffer: false })} />,
    );
    expect(screen.getByText('POA')).toBeDefined();
    expect(screen.getByText('No description provided')).toBeDefined();
    expect(screen.queryByText('Special offer')).toBeNull();
  });

  it('says when the listing was updated and when it has space, in words that stay true', () => {
    const updated = Date.parse('2026-12-03T09:30:00+02:00') / 1000;
    render(<PropertyCard property={makeProperty({ updatedTimestamp: updated, availableTimestamp: 0 })} />);
    expect(screen.getByText('Updated 03 December 2026 · Available immediately')).toBeDefined();
    cleanup();
    const march = Date.parse('2027-03-01T00:00:00+02:00') / 1000;
    render(<PropertyCard property={makeProperty({ availableTimestamp: march })} />);
    expect(screen.getByText('Available from 01 March 2027')).toBeDefined();
  });

  it('points every link to the property', () => {
    const { container } = render(<PropertyCard property={makeProperty()} />);
    const links = Array.from(container.querySelectorAll('a'));
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) expect(link.getAttribute('href')).toBe(HREF);
    expect(screen.getByRole('link', { name: 'The Forum' }).getAttribute('href')).toBe(HREF);
  });

  it('shows a slider with named arrows and dots for several images', () => {
    const { container } = render(<PropertyCard property={makeProperty()} />);
    expect(screen.getByRole('button', { name: 'Previous image of The Forum' })).toBeDefined();
    const next = screen.getByRole('button', { name: 'Next image of The Forum' });
    expect(screen.getAllByRole('button', { name: /^Show image \d of 3$/ })).toHaveLength(3);

    const tabbable = () =>
      Array.from(container.querySelectorAll<HTMLImageElement>('a[tabindex="0"] img')).map((img) => img.alt);
    expect(tabbable()).toEqual(['The Forum, Sandton: exterior 1']);
    fireEvent.click(next);
    expect(tabbable()).toEqual(['The Forum, Sandton: exterior 2']);
  });

  it('shows one plain image link and no slider controls for a single image', () => {
    const { container } = render(<PropertyCard property={makeProperty({ images: [image(1)] })} />);
    // The card's one button is its Shortlist toggle: no slider arrows or dots.
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Shortlist The Forum',
    ]);
    expect(container.querySelector('.slick-slider')).toBeNull();
    const imageLink = screen.getByRole('link', { name: 'The Forum, Sandton: exterior 1' });
    expect(imageLink.getAttribute('href')).toBe(HREF);
  });

  it('has a Shortlist toggle for the property, by its web ref, or for the listing the card shows', () => {
    const { rerender } = render(<PropertyCard property={makeProperty({ webRef: 'RC-10423' })} />);
    const toggle = screen.getByRole('button', { name: 'Shortlist The Forum' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('data-shortlist-id')).toBe('rc-10423');
    rerender(<PropertyCard property={makeProperty({ webRef: 'RC-10423' })} listingId="rc-10423.g01" />);
    expect(
      screen.getByRole('button', { name: 'Shortlist The Forum' }).getAttribute('data-shortlist-id'),
    ).toBe('rc-10423.g01');
  });

  it('keeps the card linked without images', () => {
    const { container } = render(<PropertyCard property={makeProperty({ images: [] })} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([HREF]);
  });

  it('loads the first image eagerly only for a priority card', () => {
    const { container, rerender } = render(<PropertyCard property={makeProperty()} priority />);
    const loading = () =>
      Array.from(container.querySelectorAll('img')).map((img) => img.getAttribute('loading'));
    expect(loading()).toEqual(['eager']);
    rerender(<PropertyCard property={makeProperty()} />);
    expect(loading()).toEqual(['lazy']);
  });

  it("preloads a lead card's first image at high priority, on every screen or where its media query says", () => {
    const preloads = () =>
      Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]')).map((link) => ({
        media: link.getAttribute('media'),
        priority: link.getAttribute('fetchpriority'),
        srcset: link.getAttribute('imagesrcset'),
      }));
    const { container, unmount } = render(<PropertyCard property={makeProperty()} priority lead />);
    const img = () => container.querySelector('img');
    expect(img()?.getAttribute('fetchpriority')).toBe('high');
    expect(preloads()).toEqual([{ media: null, priority: 'high', srcset: img()?.getAttribute('srcset') }]);
    unmount();
    document.head.replaceChildren();

    // Where it is not in the first viewport its image waits behind the page's own, at low priority.
    const property = makeProperty({ images: [image(4), image(5)] });
    render(<PropertyCard property={property} priority lead="(min-width: 768px)" />);
    const lead = screen.getByRole('img', { name: 'The Forum, Sandton: exterior 4' });
    expect(lead.getAttribute('fetchpriority')).toBe('low');
    expect(lead.getAttribute('loading')).toBe('eager');
    expect(preloads()).toEqual([
      { media: '(min-width: 768px)', priority: 'high', srcset: lead.getAttribute('srcset') },
    ]);
  });

  it('renders a slide, and fetches its picture, only once the visitor reaches for the slider', () => {
    const { container } = render(<PropertyCard property={makeProperty()} />);
    const pictures = () => Array.from(container.querySelectorAll('img')).map((img) => img.alt);
    expect(pictures()).toEqual(['The Forum, Sandton: exterior 1']);
    // The title's link and the first slide's: the others are not in the document until used.
    expect(container.querySelectorAll('a')).toHaveLength(2);
    const firstLink = container.querySelector('a[tabindex="0"]');
    expect(firstLink).not.toBeNull();
    fireEvent.focusIn(firstLink ?? container);
    expect(pictures()).toEqual(['The Forum, Sandton: exterior 1', 'The Forum, Sandton: exterior 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Next image of The Forum' }));
    expect(pictures()).toHaveLength(3);
  });

  it('asks for SPEC §9 image widths', () => {
    const { container } = render(<PropertyCard property={makeProperty({ images: [image(1)] })} />);
    expect(container.querySelector('img')?.getAttribute('sizes')).toBe(
      '(max-width: 767px) 300px, (max-width: 960px) 400px, 500px',
    );
  });
});
