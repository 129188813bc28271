import 'server-only';
import { readKnownSearchValues } from '@/lib/alerts/read-known-values';
import type { DealType } from '@/lib/deal';
import { SearchError } from '@/lib/search/errors';
import type { SearchState } from '@/lib/search/state/search-state';
import { isDescribableSearch } from '@/lib/search/wording/describe-results';
import { summarizeSearch } from '@/lib/search/wording/results-summary';
import type { ShareImageContent } from './share-image-content';
import { searchShareContent } from './search-share-content';

/** A /search link's preview: its own words and photo, or the site's generic card. */
export type SearchPreview =
  | { kind: 'described'; content: ShareImageContent; photoSrc: string | undefined; count: number }
  | { kind: 'generic' };

const GENERIC: SearchPreview = { kind: 'generic' };

async function readKnownValues(dealType: DealType) {
  try {
    return await readKnownSearchValues(dealType);
  } catch (error) {
    throw new SearchError('unavailable', 'The search service could not say which values it knows.', {
      cause: error,
    });
  }
}

/**
 * Reads what a /search state's preview says, for its image (app/og/search) and its page's metadata
 * alike. Typed text is refused before any read; a value the index does not know, before the results
 * are read. Rejects with a SearchError while search cannot answer.
 */
export async function readSearchPreview(state: SearchState): Promise<SearchPreview> {
  if (state.query.trim() !== '') return GENERIC;
  const known = await readKnownValues(state.dealType);
  if (!isDescribableSearch(state, known)) return GENERIC;
  const summary = await summarizeSearch(state);
  return {
    kind: 'described',
    content: searchShareContent(state, known, summary),
    photoSrc: summary.photo?.src,
    count: summary.count,
  };
}
