import 'server-only';
import { cache } from 'react';
import type { DealType } from '@/lib/deal';
import type { RangeBounds } from './state/range';
import {
  buildExcludedContactFilter,
  INDEX_NAMES,
  PROPERTY_ATTRIBUTES as A,
  PROPERTY_TYPE_FACET_LIMIT,
} from './indices';
import { searchCached } from './cached-search';

export interface HeroSearchOptions {
  /** The types each deal's listings have, so every type offered finds results. */
  propertyTypes: Record<DealType, Array<{ value: string; label: string }>>;
  glaRange: RangeBounds | null;
  priceRange: RangeBounds | null;
}

interface StatsResult {
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number }>;
}

function widen(
  current: RangeBounds | null,
  stats: { min: number; max: number } | undefined,
): RangeBounds | null {
  if (!stats) return current;
  return current
    ? { min: Math.min(current.min, stats.min), max: Math.max(current.max, stats.max) }
    : { min: stats.min, max: stats.max };
}

/**
 * The hero search's options and ranges, from the search service (issue: "options and ranges
 * come from the search service on the server"). The form picks its deal type later, so the ranges
 * span both indices; the types are each deal's own. A search outage throws; the home page then offers the form without them.
 */
export const getHeroSearchOptions = cache(async (): Promise<HeroSearchOptions> => {
  const params = {
    query: '',
    hitsPerPage: 0,
    filters: buildExcludedContactFilter(),
    facets: [A.propertyType, A.grossPrice, A.minGla, A.maxGla],
    maxValuesPerFacet: PROPERTY_TYPE_FACET_LIMIT,
  };
  const { results } = await searchCached([
    { indexName: INDEX_NAMES.rent, params },
    { indexName: INDEX_NAMES.buy, params },
  ]);
  const [rent, buy] = results as StatsResult[];
  const typesOf = (result: StatsResult | undefined) =>
    Object.keys(result?.facets?.[A.propertyType] ?? {})
      .sort()
      .map((type) => ({ value: type, label: type }));
  let glaRange: RangeBounds | null = null;
  let priceRange: RangeBounds | null = null;
  for (const result of results as StatsResult[]) {
    glaRange = widen(widen(glaRange, result.facets_stats?.[A.minGla]), result.facets_stats?.[A.maxGla]);
    priceRange = widen(priceRange, result.facets_stats?.[A.grossPrice]);
  }
  return { propertyTypes: { toLet: typesOf(rent), forSale: typesOf(buy) }, glaRange, priceRange };
});

/** Without the search service the form still works: no type options, ranges clamped to floors. */
export const NO_HERO_SEARCH_OPTIONS: HeroSearchOptions = {
  propertyTypes: { toLet: [], forSale: [] },
  glaRange: null,
  priceRange: null,
};
