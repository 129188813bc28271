'use client';

import { useHits } from 'react-instantsearch';
import { ResultCountText } from '@/components/search/result-count-text';
import { useSearchUnavailable } from './search-unavailable';

/** The result count of a search island; a placeholder until the current state's first answer. */
export function IslandResultCount() {
  const { results } = useHits();
  // With search down there is no count to give; the results area says why.
  const unavailable = useSearchUnavailable(results);
  if (unavailable) return <ResultCountText count={null} />;
  if (!results || results.__isArtificial) return <ResultCountText count="loading" />;
  return <ResultCountText count={results.nbHits} />;
}
