import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SharedShortlist } from '@/components/shortlist/shared-shortlist';
import styles from '@/components/shortlist/shortlist-page.module.css';
import { SHARE_IMAGE_SIZE, shortlistShareImagePath } from '@/lib/og/share-image-paths';
import { buildShortlistPath, previewShortlistSegment } from '@/lib/shortlist/listing-id';
import { describeShortlist, describeShortlistListings } from '@/lib/shortlist/describe-shortlist';
import { readSharedShortlist } from '@/lib/shortlist/shared-shortlist';
import { NOT_FOUND_METADATA } from '@/lib/site-metadata';

/**
 * A shared shortlist, `/shortlist/{ids}`: cached per canonical id list like a search page, within
 * the same bound (lib/cache/bounded-pages.ts). A list that names no listing is a 404 without a
 * read or a cache entry of its own; other spellings are redirected by the proxy.
 */
export const dynamicParams = true;

interface SharedShortlistPageProps {
  params: Promise<{ ids: string }>;
}

export function generateStaticParams(): Array<{ ids: string }> {
  return [];
}

export async function generateMetadata({ params }: SharedShortlistPageProps): Promise<Metadata> {
  const shortlist = await readSharedShortlist((await params).ids);
  if (shortlist.kind === 'not-found') return NOT_FOUND_METADATA;
  const title = describeShortlist(shortlist.listings);
  const description = describeShortlistListings(shortlist.listings);
  const ids = shortlist.canonical.split(',');
  const path = buildShortlistPath(ids);
  // One preview for the same picks in any order.
  const image = {
    url: shortlistShareImagePath(previewShortlistSegment(ids)),
    ...SHARE_IMAGE_SIZE,
    alt: title,
  };
  return {
    title,
    description,
    alternates: { canonical: path },
    // One visitor's picks, shared with a few people: not a page for search results.
    robots: { index: false, follow: true },
    openGraph: { type: 'website', url: path, title, description, images: [image] },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
  };
}

export default async function SharedShortlistPage({ params }: SharedShortlistPageProps) {
  const shortlist = await readSharedShortlist((await params).ids);
  if (shortlist.kind === 'not-found') notFound();
  const count = shortlist.listings.length;
  return (
    <div className="container">
      <header className={styles.header}>
        <h1 className={styles.title}>A shared shortlist</h1>
        <p className={styles.lead}>
          {`${count} ${count === 1 ? 'listing' : 'listings'} someone picked for you, side by side: prices, GLA, units and brokers.`}
        </p>
      </header>
      <SharedShortlist entries={shortlist.entries} />
    </div>
  );
}
