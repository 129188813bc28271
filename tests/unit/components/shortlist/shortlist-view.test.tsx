// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShortlistView } from '@/components/shortlist/shortlist-view';
import type { ShortlistEntry } from '@/lib/listings/shortlist';
import type { PropertySummary } from '@/lib/listings/property';

function entry(index: number, overrides: Partial<PropertySummary> = {}): ShortlistEntry {
  const id = `rc-${10000 + index}`;
  return {
    id,
    listing: {
      id,
      kind: 'property',
      brokers: ['Thandi Mokoena'],
      card: {
        objectID: `u-${index}`,
        propertyKey: `p-${index}`,
        name: `Listing ${index}`,
        dealType: 'toLet',
        category: 'Office',
        unitCategory: 'Office',
        city: 'Johannesburg',
        suburb: index % 2 ? 'Sandton' : 'Rosebank',
        href: `/to-let/office/johannesburg/sandton/listing-${index}`,
        images: [],
        grossPrice: 100 + index,
        unitCount: 1,
        glaMin: 200,
        glaMax: 200,
        specialOffer: false,
        description: 'Offices.',
        webRef: `RC-${10000 + index}`,
        ...overrides,
      },
    },
  };
}

const five = [1, 2, 3, 4, 5].map((index) => entry(index));

describe('ShortlistView', () => {
  it('compares the first four until others are ticked, at most four at a time', () => {
    render(<ShortlistView entries={five} own initialView="cards" />);
    const box = (index: number) =>
      screen.getByRole('checkbox', { name: `Compare Listing ${index}` }) as HTMLInputElement;
    expect([1, 2, 3, 4, 5].map((index) => box(index).checked)).toEqual([true, true, true, true, false]);
    expect(box(5).disabled).toBe(true);
    fireEvent.click(box(2));
    fireEvent.click(box(5));
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    const table = screen.getByRole('table', { name: /^Comparing 4 listings/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Listing 1', 'Listing 3', 'Listing 4', 'Listing 5']);
    const deal = within(table).getByRole('rowheader', { name: /^Deal/ });
    expect(deal.textContent).toBe('DealSame');
    expect(within(table).getByRole('rowheader', { name: /^Price/ }).textContent).toBe('Price');
  });

  it('shares a link with the compared listings first, so it opens on the same comparison', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShortlistView entries={five} own initialView="cards" />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Compare Listing 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Compare Listing 5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    const [[data]] = share.mock.calls as unknown as [[ShareData]];
    expect(new URL(data.url ?? '').pathname).toBe('/shortlist/rc-10002,rc-10003,rc-10004,rc-10005,rc-10001');
  });

  it('says a listing is gone and lets the visitor remove it from their own shortlist', () => {
    render(
      <ShortlistView
        entries={[entry(1), { id: 'rc-99999', listing: null }]}
        savedNames={new Map([['rc-99999', 'Gone Park']])}
        own
        initialView="cards"
      />,
    );
    expect(screen.getByText('“Gone Park”')).toBeTruthy();
    expect(screen.getByText(/no longer available/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Gone Park' })).toBeTruthy();
  });
});
