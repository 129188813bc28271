'use client';

import { useStats } from 'react-instantsearch';
import { ResultCountText } from './result-count-text';
import { useSearchUnavailable } from './search-unavailable';

/** The result count of an InstantSearch page. */
export function ResultCount() {
  const { nbHits } = useStats();
  // With search down there is no count to give; the results area says why.
  const unavailable = useSearchUnavailable();
  return <ResultCountText count={unavailable ? null : nbHits} />;
}
