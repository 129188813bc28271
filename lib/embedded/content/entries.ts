import 'server-only';
import type { CmsNewsItem, CmsPage } from '@/lib/content/wire-types';
import type { SampleContent } from '@/lib/embedded/sample/content';

/** The CMS's content types of the entries that have drafts, by their ids (lib/cache/cms-webhook.ts). */
export type EntryContentType = 'page' | 'newsItem';

interface Entry<Fields> {
  id: string;
  contentType: EntryContentType;
  /** What visitors see; null while unpublished. */
  published: Fields | null;
  /** Changes not yet published; null when there are none. */
  draft: Fields | null;
}

/** What a publish, unpublish or delete changed: what the CMS's webhook names (`sys.id`, `sys.contentType`). */
export interface EntryChange {
  id: string;
  contentType: EntryContentType;
}

/** A sample entry's id, as the CMS gives every entry one: content type and slug (`page.about.capabilities`). */
export function sampleEntryId(contentType: EntryContentType, slug: string): string {
  return `${contentType}.${slug.replaceAll('/', '.')}`;
}

function toEntries<Fields extends { slug: string }>(
  contentType: EntryContentType,
  published: readonly Fields[],
  drafts: readonly Fields[],
): Map<string, Entry<Fields>> {
  const entries = new Map<string, Entry<Fields>>();
  for (const fields of published) {
    const id = sampleEntryId(contentType, fields.slug);
    entries.set(id, { id, contentType, published: fields, draft: null });
  }
  for (const draft of drafts) {
    const id = sampleEntryId(contentType, draft.slug);
    const entry = entries.get(id);
    if (entry) entry.draft = draft;
    else entries.set(id, { id, contentType, published: null, draft });
  }
  return entries;
}

function view<Fields>(entries: Map<string, Entry<Fields>>, preview: boolean): Fields[] {
  const shown: Fields[] = [];
  for (const entry of entries.values()) {
    const fields = preview ? (entry.draft ?? entry.published) : entry.published;
    if (fields) shown.push(fields);
  }
  return shown;
}

function publishEntry<Fields>(entry: Entry<Fields>): void {
  entry.published = entry.draft ?? entry.published;
  entry.draft = null;
}

function unpublishEntry<Fields>(entry: Entry<Fields>): void {
  entry.draft = entry.draft ?? entry.published;
  entry.published = null;
}

/**
 * The embedded service's pages and news as a CMS keeps them: each entry's published version beside
 * its draft. Reads see the published versions, a preview the drafts where there are any. Publishing
 * and the rest change this process's copy only, as far as a restart: enough to try the CMS's
 * round trip (change, then webhook) offline.
 */
export function createEntryStore(content: Pick<SampleContent, 'pages' | 'newsItems' | 'drafts'>) {
  const pages = toEntries('page', content.pages, content.drafts.pages);
  const news = toEntries('newsItem', content.newsItems, content.drafts.newsItems);
  const find = (id: string): Entry<CmsPage | CmsNewsItem> | undefined => pages.get(id) ?? news.get(id);
  const changed = (entry: EntryChange): EntryChange => ({ id: entry.id, contentType: entry.contentType });
  return {
    pages: (preview: boolean): CmsPage[] => view(pages, preview),
    /** Newest first. */
    newsItems: (preview: boolean): CmsNewsItem[] =>
      view(news, preview).sort((a, b) => b.publishDate.localeCompare(a.publishDate)),
    /** Makes the draft what visitors see; null for no such entry. */
    publish(id: string): EntryChange | null {
      const entry = find(id);
      if (!entry) return null;
      publishEntry(entry);
      return changed(entry);
    },
    /** Takes the entry from visitors, keeping it as a draft. */
    unpublish(id: string): EntryChange | null {
      const entry = find(id);
      if (!entry) return null;
      unpublishEntry(entry);
      return changed(entry);
    },
    /** Removes the entry, published version and draft. */
    delete(id: string): EntryChange | null {
      const entry = find(id);
      if (!entry) return null;
      pages.delete(id);
      news.delete(id);
      return changed(entry);
    },
  };
}

export type EntryStore = ReturnType<typeof createEntryStore>;
