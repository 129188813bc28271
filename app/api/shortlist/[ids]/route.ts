import { getShortlistEntries, isListingsError } from '@/lib/listings';
import type { ShortlistApiAnswer } from '@/lib/shortlist/shortlist-api';
import { parseShortlistSegment } from '@/lib/shortlist/listing-id';

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/**
 * `GET /api/shortlist/{ids}`: the listings of a visitor's shortlist, each null where no listing
 * has the id any more (the page says so and offers to remove it). It reads through the same cached
 * listing reads as the listing pages, keeps nothing of its own, and writes nothing.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ ids: string }> }) {
  const parsed = parseShortlistSegment((await params).ids);
  if (parsed.kind === 'invalid') return json(400, { error: parsed.reason });
  try {
    const answer: ShortlistApiAnswer = { entries: await getShortlistEntries(parsed.ids) };
    // Shared caches may keep it briefly: it is the same for everyone who asks for these ids.
    return json(200, answer, {
      'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    });
  } catch (error) {
    if (!isListingsError(error)) throw error;
    return json(
      503,
      { error: 'Listings are unavailable just now. Please try again in a minute.' },
      { 'Retry-After': '60' },
    );
  }
}
