// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsCard } from '@/components/news/news-card';
import type { NewsSummary } from '@/lib/content/news-types';

const ITEM: NewsSummary = {
  slug: 'solar-roofs',
  type: 'NEWS',
  typeLabel: 'News',
  title: 'Load-shedding drives solar PV on industrial roofs',
  excerpt: 'Landlords are adding rooftop solar to keep tenants trading.',
  publishDate: '2026-03-05T08:00:00.000Z',
  category: 'Sustainability',
  featuredImage: { src: '/images/scenes/warehouse-1.webp', alt: 'Solar panels on a warehouse roof' },
  href: '/media/latest-news/solar-roofs',
};

describe('NewsCard', () => {
  it('shows the type, date, title link and an accessible Read more link', () => {
    render(<NewsCard item={ITEM} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('News')).toBeDefined();
    const date = within(card).getByText('05 March 2026');
    expect(date.tagName).toBe('TIME');
    expect(date.getAttribute('dateTime')).toBe(ITEM.publishDate);
    const title = within(card).getByRole('heading', { level: 3, name: ITEM.title });
    expect(within(title).getByRole('link').getAttribute('href')).toBe(ITEM.href);
    const more = within(card).getByRole('link', { name: `Read more: ${ITEM.title}` });
    expect(more.getAttribute('href')).toBe(ITEM.href);
    expect(within(card).getByRole('img', { name: ITEM.featuredImage.alt })).toBeDefined();
  });

  it('leaves the category and excerpt out of the default variant', () => {
    render(<NewsCard item={ITEM} />);
    expect(screen.queryByText('Sustainability')).toBeNull();
    expect(screen.queryByText(ITEM.excerpt)).toBeNull();
  });

  it('shows the category and excerpt in the featured variant', () => {
    render(<NewsCard item={ITEM} variant="featured" />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Sustainability')).toBeDefined();
    expect(within(card).getByText(ITEM.excerpt)).toBeDefined();
  });
});
