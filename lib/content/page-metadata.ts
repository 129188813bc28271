import 'server-only';
import type { Metadata } from 'next';
import { NOT_FOUND_METADATA } from '@/lib/site-metadata';
import { getPage } from './index';

/** Title, description, canonical URL and Open Graph of a content page (SPEC §1 title rule via the layout template). */
export async function getContentPageMetadata(slug: string): Promise<Metadata> {
  const page = await getPage(slug).catch(() => null);
  if (!page) return NOT_FOUND_METADATA;
  const path = `/${slug}`;
  const image = page.seo.image;
  return {
    title: page.seo.title,
    description: page.seo.description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      url: path,
      title: page.seo.title,
      description: page.seo.description,
      images: image ? [{ url: `${image.src}?w=1200`, width: 1200, height: 800, alt: image.alt }] : undefined,
    },
    robots: page.seo.noIndex ? { index: false, follow: true } : undefined,
  };
}
