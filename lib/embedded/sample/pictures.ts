import 'server-only';
import { buildSampleContent } from './content';
import type { ImageKind } from './illustrations';
import { buildEmbeddedIndices } from '@/lib/embedded/search/indices';

/** The services that ship an embedded default with sample records. */
export type EmbeddedBackend = 'search' | 'content';

const BACKENDS: readonly EmbeddedBackend[] = ['search', 'content'];

/**
 * The records each embedded backend serves. Search: listing photos, broker portraits and, in its
 * news index, the articles' pictures copied from the sample content. Content: page and article
 * scenes, staff and author portraits.
 */
const SAMPLE_RECORDS: Record<EmbeddedBackend, () => unknown> = {
  search: () => buildEmbeddedIndices().map((index) => index.records),
  content: () => buildSampleContent(),
};

const IMAGE_PATH = /"\/images\/([a-z]+)\/([a-z0-9-]+)\.webp"/g;

/** `kind/id` of every generated picture the records name, wherever in them the path sits. */
export function imagesNamedIn(records: unknown): ReadonlySet<string> {
  return new Set(Array.from(JSON.stringify(records).matchAll(IMAGE_PATH), ([, kind, id]) => `${kind}/${id}`));
}

const named: Partial<Record<EmbeddedBackend, ReadonlySet<string>>> = {};

/**
 * Whether a backend that is embedded names this picture in its records. Only those are drawn: a
 * made-up id costs a set lookup, never a render. Hosted records carry their own image URLs.
 */
export function isEmbeddedImage(
  kind: ImageKind,
  id: string,
  embedded: Readonly<Record<EmbeddedBackend, boolean>>,
): boolean {
  return BACKENDS.some(
    (backend) =>
      embedded[backend] && (named[backend] ??= imagesNamedIn(SAMPLE_RECORDS[backend]())).has(`${kind}/${id}`),
  );
}
