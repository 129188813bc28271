import { describe, expect, it } from 'vitest';
import type { CmsNewsItem, CmsPage } from '@/lib/content/wire-types';
import { createEntryStore, sampleEntryId } from '@/lib/embedded/content/entries';

const page = (slug: string, title: string) => ({ slug, title }) as unknown as CmsPage;
const article = (slug: string, publishDate: string) => ({ slug, publishDate }) as unknown as CmsNewsItem;

function store() {
  return createEntryStore({
    pages: [page('about', 'About'), page('about/capabilities', 'Capabilities')],
    newsItems: [article('older', '2026-01-01'), article('newer', '2026-06-01')],
    drafts: {
      pages: [page('about', 'About, edited')],
      newsItems: [article('draft-only', '2026-11-01')],
    },
  });
}

describe('createEntryStore', () => {
  it('shows visitors the published versions and a preview the drafts too', () => {
    const entries = store();
    expect(entries.pages(false).map((p) => p.title)).toEqual(['About', 'Capabilities']);
    expect(entries.pages(true).map((p) => p.title)).toEqual(['About, edited', 'Capabilities']);
    expect(entries.newsItems(false).map((n) => n.slug)).toEqual(['newer', 'older']);
    expect(entries.newsItems(true).map((n) => n.slug)).toEqual(['draft-only', 'newer', 'older']);
  });

  it('names entries by content type and slug', () => {
    expect(sampleEntryId('page', 'about/capabilities')).toBe('page.about.capabilities');
    expect(sampleEntryId('newsItem', 'draft-only')).toBe('newsItem.draft-only');
  });

  it('publishes a draft, unpublishes and deletes, saying what changed', () => {
    const entries = store();
    expect(entries.publish('newsItem.draft-only')).toEqual({
      id: 'newsItem.draft-only',
      contentType: 'newsItem',
    });
    expect(entries.newsItems(false).map((n) => n.slug)).toEqual(['draft-only', 'newer', 'older']);
    expect(entries.publish('page.about')).toEqual({ id: 'page.about', contentType: 'page' });
    expect(entries.pages(false).map((p) => p.title)).toEqual(['About, edited', 'Capabilities']);

    expect(entries.unpublish('newsItem.newer')).toEqual({ id: 'newsItem.newer', contentType: 'newsItem' });
    expect(entries.newsItems(false).map((n) => n.slug)).toEqual(['draft-only', 'older']);
    expect(entries.newsItems(true).map((n) => n.slug)).toEqual(['draft-only', 'newer', 'older']);

    expect(entries.delete('page.about.capabilities')).toEqual({
      id: 'page.about.capabilities',
      contentType: 'page',
    });
    expect(entries.pages(true).map((p) => p.title)).toEqual(['About, edited']);
  });

  it('answers null for an entry it does not have', () => {
    const entries = store();
    for (const id of ['newsItem.missing', 'page.missing', 'about', '']) {
      expect(entries.publish(id)).toBeNull();
      expect(entries.unpublish(id)).toBeNull();
      expect(entries.delete(id)).toBeNull();
    }
  });
});
