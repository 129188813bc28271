import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import { BLOCKS, INLINES, type Document } from '@contentful/rich-text-types';
import Link from 'next/link';
import styles from './rich-text.module.css';

export interface RichTextProps {
  document: Document;
}

const SAFE_URI = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

const OPTIONS: Options = {
  renderNode: {
    [INLINES.HYPERLINK]: (node, children) => {
      const uri = typeof node.data.uri === 'string' ? node.data.uri.trim() : '';
      // CMS content is data, not trusted markup: a javascript: or data: link renders as text.
      if (!SAFE_URI.test(uri)) return <span>{children}</span>;
      if (uri.startsWith('/')) return <Link href={uri}>{children}</Link>;
      return (
        <a href={uri} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    },
    [BLOCKS.TABLE]: (_node, children) => (
      <div className={styles.tableWrap}>
        <table>
          <tbody>{children}</tbody>
        </table>
      </div>
    ),
  },
};

/** Renders a Contentful rich-text document with the site's typography. */
export function RichText({ document }: RichTextProps) {
  return <div className={styles.prose}>{documentToReactComponents(document, OPTIONS)}</div>;
}
