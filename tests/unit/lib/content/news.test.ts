import { describe, expect, it } from 'vitest';
import { toNewsItem } from '@/lib/content/news';
import type { CmsNewsItem } from '@/lib/content/wire-types';
import { buildArticleJsonLd } from '@/lib/news/article-json-ld';

const ASSET = { url: '/images/scenes/office-1.webp', title: 'An office', width: 1920, height: 1280 };

function makeItem(overrides: Partial<CmsNewsItem> = {}): CmsNewsItem {
  return {
    slug: 'office-review',
    type: 'PUBLICATION',
    featuredImage: ASSET,
    title: 'Office review',
    excerpt: 'The office market in review.',
    publishDate: '2026-03-05T08:00:00.000Z',
    category: 'Office',
    heroImage: ASSET,
    articleCopy: { nodeType: 'document', data: {}, content: [] } as CmsNewsItem['articleCopy'],
    youTube: 'b7Tn-4sWq9E',
    author: {
      name: 'Lindiwe Mokoena',
      title: 'Head of Research',
      profilePicture: null,
      email: 'lindiwe@example.co.za',
      telephone: '011 555 0100',
    },
    ...overrides,
  };
}

describe('toNewsItem', () => {
  it('reshapes a wire item with its label, path and author', () => {
    const item = toNewsItem(makeItem());
    expect(item.typeLabel).toBe('Publication');
    expect(item.href).toBe('/media/publications/office-review');
    expect(item.youTubeId).toBe('b7Tn-4sWq9E');
    expect(item.author).toEqual({
      name: 'Lindiwe Mokoena',
      title: 'Head of Research',
      image: null,
      email: 'lindiwe@example.co.za',
      phone: '011 555 0100',
    });
  });

  it('treats a malformed video id as no video', () => {
    for (const youTube of ['short', 'abc"><script>', 'b7Tn-4sWq9E/x', null]) {
      expect(toNewsItem(makeItem({ youTube })).youTubeId).toBeNull();
    }
  });
});

describe('buildArticleJsonLd', () => {
  it('describes a NewsArticle with its author and publisher', () => {
    const data = buildArticleJsonLd(toNewsItem(makeItem()), 'Brand', (path) => `https://x.test${path}`);
    expect(data).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Office review',
      datePublished: '2026-03-05T08:00:00.000Z',
      image: ['https://x.test/images/scenes/office-1.webp?w=1200'],
      author: { '@type': 'Person', name: 'Lindiwe Mokoena' },
      publisher: { '@type': 'Organization', name: 'Brand' },
    });
  });
});
