import 'server-only';
import {
  BLOCKS,
  INLINES,
  type Document,
  type Heading2,
  type Heading3,
  type Hyperlink,
  type Paragraph,
  type Quote,
  type Text,
  type TopLevelBlock,
  type UnorderedList,
} from '@contentful/rich-text-types';

/**
 * A terse way to write sample copy as Contentful rich-text documents, the same shape the
 * company's CMS delivers, so the renderer is exercised by real node types.
 */

type Child = string | Text | Hyperlink;

function text(value: string, marks: Text['marks'] = []): Text {
  return { nodeType: 'text', value, marks, data: {} };
}

function toInlineChildren(children: Child[]): Array<Text | Hyperlink> {
  return children.map((child) => (typeof child === 'string' ? text(child) : child));
}

export function bold(value: string): Text {
  return text(value, [{ type: 'bold' }]);
}

export function link(value: string, uri: string): Hyperlink {
  return { nodeType: INLINES.HYPERLINK, data: { uri }, content: [text(value)] };
}

export function paragraph(...children: Child[]): Paragraph {
  return { nodeType: BLOCKS.PARAGRAPH, data: {}, content: toInlineChildren(children) };
}

export function heading2(value: string): Heading2 {
  return { nodeType: BLOCKS.HEADING_2, data: {}, content: [text(value)] };
}

export function heading3(value: string): Heading3 {
  return { nodeType: BLOCKS.HEADING_3, data: {}, content: [text(value)] };
}

export function bulletList(items: Child[][]): UnorderedList {
  return {
    nodeType: BLOCKS.UL_LIST,
    data: {},
    content: items.map((item) => ({ nodeType: BLOCKS.LIST_ITEM, data: {}, content: [paragraph(...item)] })),
  };
}

export function quote(value: string): Quote {
  return { nodeType: BLOCKS.QUOTE, data: {}, content: [paragraph(value)] };
}

export function richText(...blocks: TopLevelBlock[]): Document {
  return { nodeType: BLOCKS.DOCUMENT, data: {}, content: blocks };
}
