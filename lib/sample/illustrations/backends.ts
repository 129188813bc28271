import type { ImageKind } from './render';

/** The services that ship an embedded default with sample records. */
export type EmbeddedBackend = 'search' | 'content';

/**
 * Which embedded backends' sample records name each kind. Search: listing photos, broker portraits
 * (lib/sample/people/brokers.ts) and, in its news index, the articles' pictures copied from the
 * sample content. Content: page and article scenes, staff and author portraits.
 */
const IMAGE_KIND_BACKENDS: Record<ImageKind, readonly EmbeddedBackend[]> = {
  properties: ['search'],
  people: ['search', 'content'],
  scenes: ['search', 'content'],
};

/** Hosted records carry their own image URLs, so a kind is drawn only while a backend naming it is embedded. */
export function isImageKindServed(
  kind: ImageKind,
  embedded: Readonly<Record<EmbeddedBackend, boolean>>,
): boolean {
  return IMAGE_KIND_BACKENDS[kind].some((backend) => embedded[backend]);
}
