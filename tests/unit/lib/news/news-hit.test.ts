import { describe, expect, it } from 'vitest';
import { NEWS_CARD_ATTRIBUTES, toNewsSummary } from '@/lib/news/news-hit';
import type { NewsRecord } from '@/lib/news/news-record';

const RECORD: NewsRecord = {
  objectID: 'award-1',
  slug: 'best-developer',
  type: 'AWARD',
  title: 'Best developer',
  excerpt: 'Recognised for green buildings.',
  category: 'Sustainability',
  publishDate: '2026-01-20T08:00:00.000Z',
  publish_timestamp: 1_768_896_000,
  featured_image: '/images/scenes/office-2.webp',
  featured_image_alt: 'An award ceremony',
  author_name: 'Lindiwe Mokoena',
  body_text: 'Recognised for green buildings across Gauteng.',
};

describe('toNewsSummary', () => {
  it('reshapes an index record into a card with a src-and-alt image', () => {
    expect(toNewsSummary(RECORD)).toEqual({
      slug: 'best-developer',
      type: 'AWARD',
      typeLabel: 'Award',
      title: 'Best developer',
      excerpt: 'Recognised for green buildings.',
      publishDate: '2026-01-20T08:00:00.000Z',
      category: 'Sustainability',
      href: '/media/awards/best-developer',
      featuredImage: { src: '/images/scenes/office-2.webp', alt: 'An award ceremony' },
    });
  });

  it('needs no attribute but those a search retrieves for the cards', () => {
    const retrieved = Object.fromEntries(NEWS_CARD_ATTRIBUTES.map((name) => [name, RECORD[name]]));
    expect(toNewsSummary(retrieved as unknown as NewsRecord)).toEqual(toNewsSummary(RECORD));
  });
});
