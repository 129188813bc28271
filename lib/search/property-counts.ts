import 'server-only';
import { cache } from 'react';
import type { DealType } from '@/lib/deal';
import { buildExcludedContactFilter, INDEX_NAMES } from './indices';
import { searchCached } from './cached-search';

/** Properties available per deal type (SPEC §3 page props `propertiesCounts`); null when search is down. */
export const getPropertyCounts = cache(async (): Promise<Record<DealType, number> | null> => {
  const params = { query: '', hitsPerPage: 0, distinct: true, filters: buildExcludedContactFilter() };
  try {
    const { results } = await searchCached([
      { indexName: INDEX_NAMES.rent, params },
      { indexName: INDEX_NAMES.buy, params },
    ]);
    const [rent, buy] = results.map((result) => ('nbHits' in result ? (result.nbHits ?? 0) : 0));
    return { toLet: rent ?? 0, forSale: buy ?? 0 };
  } catch {
    return null;
  }
});
