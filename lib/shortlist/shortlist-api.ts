import type { ShortlistEntry } from '@/lib/listings/shortlist';

/**
 * `GET /api/shortlist/{ids}` (app/api/shortlist/[ids]): the listings of a shortlist, for the
 * visitor's own shortlist page, whose ids only the browser knows. Reads only: nothing is stored.
 */
export const SHORTLIST_API_PATH = '/api/shortlist';

export interface ShortlistApiAnswer {
  entries: ShortlistEntry[];
}

export function shortlistApiUrl(ids: readonly string[]): string {
  return `${SHORTLIST_API_PATH}/${ids.join(',')}`;
}

function isEntry(value: unknown): value is ShortlistEntry {
  const entry = value as Partial<ShortlistEntry> | null;
  return typeof entry?.id === 'string' && (entry.listing === null || typeof entry.listing === 'object');
}

/** The entries of the answer, or null when it is not one (an error page, a proxy's answer). */
export function readShortlistApiAnswer(body: unknown): ShortlistEntry[] | null {
  const entries = (body as Partial<ShortlistApiAnswer> | null)?.entries;
  return Array.isArray(entries) && entries.every(isEntry) ? entries : null;
}
