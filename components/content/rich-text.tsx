import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import { BLOCKS, INLINES, type Document } from '@contentful/rich-text-types';
import { Link } from '@/components/ui/link';
import { SiteImage } from '@/components/ui/site-image';
import { linkPhoneNumbers, withoutPhoneLinks } from './phone-text';
import styles from './rich-text.module.css';

export interface RichTextProps {
  document: Document;
}

const SAFE_URI = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;
// Our renderer's pictures or a hosted asset; Next's optimiser serves only the hosts of IMAGE_REMOTE_HOSTS.
const IMAGE_SOURCE = /^(\/images\/[a-z0-9/_-]+\.webp|https?:\/\/[^\s"'<>]+)$/i;

interface EmbeddedImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** Reads a resolved Contentful asset defensively: CMS data is input, not a promise. */
function readEmbeddedImage(target: unknown): EmbeddedImage | null {
  if (typeof target !== 'object' || target === null || !('fields' in target)) return null;
  const fields = target.fields as {
    title?: unknown;
    description?: unknown;
    file?: { url?: unknown; details?: { image?: { width?: unknown; height?: unknown } } };
  };
  const src = fields.file?.url;
  const width = fields.file?.details?.image?.width;
  const height = fields.file?.details?.image?.height;
  if (typeof src !== 'string' || !IMAGE_SOURCE.test(src)) return null;
  if (typeof width !== 'number' || typeof height !== 'number' || width <= 0 || height <= 0) return null;
  const alt = typeof fields.description === 'string' ? fields.description : String(fields.title ?? '');
  return { src, alt, width, height };
}

const OPTIONS: Options = {
  // Numbers written in the CMS's text (a hotline, an office) are called with one tap on a phone.
  renderText: linkPhoneNumbers,
  renderNode: {
    [INLINES.HYPERLINK]: (node, rendered) => {
      const uri = typeof node.data.uri === 'string' ? node.data.uri.trim() : '';
      const children = withoutPhoneLinks(rendered);
      // CMS content is data, not trusted markup: a javascript: or data: link renders as text.
      if (!SAFE_URI.test(uri)) return <span>{children}</span>;
      if (uri.startsWith('/')) return <Link href={uri}>{children}</Link>;
      // A call or an e-mail opens the phone's dialer or mail app, not a new tab.
      if (/^(tel|mailto):/i.test(uri)) return <a href={uri}>{children}</a>;
      return (
        <a href={uri} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    },
    [BLOCKS.EMBEDDED_ASSET]: (node) => {
      const image = readEmbeddedImage(node.data.target);
      if (!image) return null;
      return (
        <figure className={styles.figure}>
          <SiteImage
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            sizes="(max-width: 767px) 100vw, 70ch"
          />
          {image.alt && <figcaption>{image.alt}</figcaption>}
        </figure>
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
