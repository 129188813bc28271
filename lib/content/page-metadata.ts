import 'server-only';
import type { Metadata } from 'next';
import { NOT_FOUND_METADATA } from '@/lib/site-metadata';
import { listPathsOrDefer } from '@/lib/rendering/incomplete-render';
import { getPage, getPageLinks } from './index';
import { imageUrlAtWidth, SHARED_IMAGE_WIDTH } from '@/lib/images/loader';

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
      images: image
        ? [{ url: imageUrlAtWidth(image.src), width: SHARED_IMAGE_WIDTH, height: 800, alt: image.alt }]
        : undefined,
    },
    robots: page.seo.noIndex ? { index: false, follow: true } : undefined,
  };
}

/** Route params of a section's child pages ('about' → [{ slug: 'capabilities' }, …]). */
export function getSectionChildParams(section: string): Promise<Array<{ slug: string }>> {
  const prefix = `${section}/`;
  return listPathsOrDefer(`/${section}/[slug]`, async () => {
    const links = await getPageLinks(section);
    return links
      .filter((link) => link.slug.startsWith(prefix))
      .map((link) => ({ slug: link.slug.slice(prefix.length) }));
  });
}
