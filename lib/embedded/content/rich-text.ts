import 'server-only';
import {
  BLOCKS,
  INLINES,
  type Block,
  type Document,
  type Heading2,
  type Heading3,
  type Hr,
  type Hyperlink,
  type Inline,
  type OrderedList,
  type Paragraph,
  type Quote,
  type Table,
  type TableCell,
  type TableRow,
  type Text,
  type TopLevelBlock,
  type UnorderedList,
} from '@contentful/rich-text-types';
import type { CmsAsset } from '@/lib/content/wire-types';

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

export type { Child };

export function italic(value: string): Text {
  return text(value, [{ type: 'italic' }]);
}

export function orderedList(items: Child[][]): OrderedList {
  return {
    nodeType: BLOCKS.OL_LIST,
    data: {},
    content: items.map((item) => ({ nodeType: BLOCKS.LIST_ITEM, data: {}, content: [paragraph(...item)] })),
  };
}

export function hr(): Hr {
  return { nodeType: BLOCKS.HR, data: {}, content: [] };
}

function tableCell(nodeType: TableCell['nodeType'], child: Child): TableCell {
  return { nodeType, data: {}, content: [paragraph(child)] };
}

export function table(headers: string[], rows: Child[][]): Table {
  const headerRow: TableRow = {
    nodeType: BLOCKS.TABLE_ROW,
    data: {},
    content: headers.map((header) => tableCell(BLOCKS.TABLE_HEADER_CELL, header)),
  };
  const bodyRows = rows.map<TableRow>((row) => ({
    nodeType: BLOCKS.TABLE_ROW,
    data: {},
    content: row.map((cell) => tableCell(BLOCKS.TABLE_CELL, cell)),
  }));
  return { nodeType: BLOCKS.TABLE, data: {}, content: [headerRow, ...bodyRows] };
}

/**
 * The CMS stores only a link to the asset; its delivery SDK resolves the link in place before
 * rendering, and renderers read `data.target.fields.file`. The sample ships that resolved shape.
 */
export interface ResolvedImageAsset {
  sys: { id: string; type: 'Asset' };
  fields: {
    title: string;
    description: string;
    file: {
      url: string;
      contentType: 'image/webp';
      details: { image: { width: number; height: number } };
    };
  };
}

export interface EmbeddedImageBlock extends Block {
  nodeType: BLOCKS.EMBEDDED_ASSET;
  data: { target: ResolvedImageAsset };
  content: Array<Inline | Text>;
}

export function embeddedImage({ url, title, width, height }: CmsAsset): EmbeddedImageBlock {
  const id = `asset-${url.replace(/^\/+|\.[a-z0-9]+$/gi, '').replace(/[^a-z0-9]+/gi, '-')}`;
  return {
    nodeType: BLOCKS.EMBEDDED_ASSET,
    data: {
      target: {
        sys: { id, type: 'Asset' },
        fields: {
          title,
          description: title,
          file: { url, contentType: 'image/webp', details: { image: { width, height } } },
        },
      },
    },
    content: [],
  };
}
