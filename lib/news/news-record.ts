import type { Document } from '@contentful/rich-text-types';

/** Wire shape of one record in the `news` index, built from the content service's news items. */
export interface NewsRecord {
  objectID: string;
  slug: string;
  type: 'NEWS' | 'PUBLICATION' | 'AWARD';
  title: string;
  excerpt: string;
  category: string;
  publishDate: string;
  /** Seconds since the epoch, for ranking newest first. */
  publish_timestamp: number;
  featured_image: string;
  featured_image_alt: string;
  author_name: string;
  /** The article body as plain text, searchable but not retrieved. */
  body_text: string;
}

interface RichTextNode {
  nodeType: string;
  value?: string;
  content?: RichTextNode[];
}

/** Plain text of a rich-text document, blocks separated by spaces. */
export function toPlainText(document: Document): string {
  const parts: string[] = [];
  const walk = (node: RichTextNode) => {
    if (node.nodeType === 'text' && node.value) parts.push(node.value);
    for (const child of node.content ?? []) walk(child);
    if (node.nodeType !== 'text') parts.push(' ');
  };
  walk(document as RichTextNode);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
