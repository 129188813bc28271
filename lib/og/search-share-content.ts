import type { KnownSearchValues } from '@/lib/alerts/known-values';
import type { SearchState } from '@/lib/search/state/search-state';
import { describeSearchResults } from '@/lib/search/wording/describe-results';
import { GENERIC_SHARE_CONTENT, type ShareImageContent } from './share-image-content';

/**
 * What the preview of a /search link says, in its image and its title alike: its results in words
 * (known types and places, the count, the lowest price), or the site's generic card for a link that
 * carries typed text or a value the index does not know.
 */
export function searchShareContent(
  state: SearchState,
  known: KnownSearchValues,
  summary: { count: number; fromPrice: number | null },
): ShareImageContent {
  const headline = describeSearchResults(state, known, summary);
  if (headline === null) return GENERIC_SHARE_CONTENT;
  return {
    eyebrow: 'Property search',
    headline,
    detail: 'Photos, prices, GLA and the broker of every listing',
  };
}
