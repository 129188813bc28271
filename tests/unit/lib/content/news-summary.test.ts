import { describe, expect, it } from 'vitest';
import { toNewsSummaryFields } from '@/lib/content/news-summary';

describe('toNewsSummaryFields', () => {
  it('derives the type label and article path', () => {
    const fields = toNewsSummaryFields({
      slug: 'office-review',
      type: 'PUBLICATION',
      title: 'Office review',
      excerpt: 'The office market in review.',
      publishDate: '2026-03-05T08:00:00.000Z',
      category: 'Office',
    });
    expect(fields).toEqual({
      slug: 'office-review',
      type: 'PUBLICATION',
      typeLabel: 'Publication',
      title: 'Office review',
      excerpt: 'The office market in review.',
      publishDate: '2026-03-05T08:00:00.000Z',
      category: 'Office',
      href: '/media/publications/office-review',
    });
  });

  it('carries no other field of the source', () => {
    const source = {
      slug: 'award',
      type: 'AWARD' as const,
      title: 'An award',
      excerpt: '',
      publishDate: '2026-01-20T08:00:00.000Z',
      category: 'Awards',
      articleCopy: 'not part of a summary',
    };
    expect(Object.keys(toNewsSummaryFields(source))).not.toContain('articleCopy');
  });
});
