import 'server-only';
import { getShortlistEntries, type ShortlistEntry, type ShortlistListing } from '@/lib/listings';
import { parseShortlistSegment } from './listing-id';

/** A shared shortlist's path segment, read: its entries, or why it names none. */
export type SharedShortlist =
  | { kind: 'found'; canonical: string; entries: ShortlistEntry[]; listings: ShortlistListing[] }
  | { kind: 'not-found'; reason: string };

/**
 * The listings a shared link names. A segment that is not a list of ids, or not in the spelling
 * the site writes (the proxy redirects those before they get here), or whose listings are all gone,
 * names no shortlist: it is answered without a read of its own, and its 404 is not cached.
 */
export async function readSharedShortlist(segment: string): Promise<SharedShortlist> {
  const parsed = parseShortlistSegment(segment);
  if (parsed.kind === 'invalid') return { kind: 'not-found', reason: parsed.reason };
  if (decodeURIComponent(segment) !== parsed.canonical) {
    return { kind: 'not-found', reason: 'The link is not spelled as the site writes it.' };
  }
  const entries = await getShortlistEntries(parsed.ids);
  const listings = entries.flatMap(({ listing }) => (listing ? [listing] : []));
  if (listings.length === 0) {
    return { kind: 'not-found', reason: 'None of the listings in this link is available any more.' };
  }
  return { kind: 'found', canonical: parsed.canonical, entries, listings };
}
