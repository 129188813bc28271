import { describe, expect, it } from 'vitest';
import type { Page } from '@/lib/content';
import type { NewsSummary } from '@/lib/content/news-types';
import { buildNewsEntries, buildPageEntries } from '@/lib/seo/content-entries';

function page(slug: string, noIndex = false): Page {
  return {
    slug,
    section: null,
    title: slug,
    intro: '',
    heroImage: null,
    body: null,
    seo: { title: slug, description: '', image: null, noIndex },
    updatedAt: '2026-10-28T08:00:00.000Z',
  };
}

function article(type: NewsSummary['type'], slug: string, publishDate: string, href: string): NewsSummary {
  return {
    slug,
    type,
    typeLabel: type === 'NEWS' ? 'News' : type === 'AWARD' ? 'Award' : 'Publication',
    title: slug,
    excerpt: '',
    publishDate,
    category: 'Company news',
    featuredImage: { src: '/images/scenes/a.webp', alt: '' },
    href,
  };
}

describe('buildPageEntries', () => {
  it('puts the home page at / and every other page at its slug, dated by its last update', () => {
    expect(buildPageEntries([page('home'), page('about'), page('services/broking')])).toEqual([
      { path: '/', lastModified: '2026-10-28T08:00:00.000Z' },
      { path: '/about', lastModified: '2026-10-28T08:00:00.000Z' },
      { path: '/services/broking', lastModified: '2026-10-28T08:00:00.000Z' },
    ]);
  });

  it('leaves out pages that ask not to be indexed', () => {
    expect(buildPageEntries([page('privacy', true), page('paia')]).map((entry) => entry.path)).toEqual([
      '/paia',
    ]);
  });
});

describe('buildNewsEntries', () => {
  const older = article('NEWS', 'older', '2026-01-10T07:00:00.000Z', '/media/latest-news/older');
  const newer = article('NEWS', 'newer', '2026-03-10T07:00:00.000Z', '/media/latest-news/newer');
  const award = article('AWARD', 'award', '2026-02-10T07:00:00.000Z', '/media/awards/award');

  it('lists /media, the three lists and every article', () => {
    expect(buildNewsEntries([newer, award, older])).toEqual([
      { path: '/media', lastModified: newer.publishDate },
      { path: '/media/latest-news', lastModified: newer.publishDate },
      { path: '/media/publications', lastModified: undefined },
      { path: '/media/awards', lastModified: award.publishDate },
      { path: newer.href, lastModified: newer.publishDate },
      { path: award.href, lastModified: award.publishDate },
      { path: older.href, lastModified: older.publishDate },
    ]);
  });
});
