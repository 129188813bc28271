import { toBoundingBox } from '@/lib/maps/geo-box';
import { buildExcludedContactFilter, PROPERTY_ATTRIBUTES as A } from '../indices';
import { availableNowFilter } from '@/lib/listings/availability';
import type { SearchState } from './search-state';
import { toPricedNumericFilters, toUnitFacetFilters } from '../unit-filters';

// A leading dash would read as a negation (Algolia escapes it with a backslash).
function facetFilter(attribute: string, value: string): string {
  return `${attribute}:${value.startsWith('-') ? `\\${value}` : value}`;
}

export interface SearchStateQuery {
  query: string;
  facetFilters: string[][];
  numericFilters: string[];
  filters: string;
  insideBoundingBox?: [[number, number, number, number]];
}

/**
 * A search state's query as the search page sends it for its cards: types and brokers matched by
 * the units' own fields, a price bound that leaves POA out, the excluded contact left out, and the
 * map area when there is one. The alerts' digests and the link previews ask the same question.
 */
export function buildSearchStateQuery(state: SearchState, nowMs = Date.now()): SearchStateQuery {
  const groups = [
    state.propertyType.map((value) => facetFilter(A.propertyType, value)),
    state.city.map((value) => facetFilter(A.city, value)),
    state.suburb.map((value) => facetFilter(A.suburb, value)),
    state.broker.map((value) => facetFilter(A.broker, value)),
  ].filter((group) => group.length > 0);
  const numericFilters = [
    state.minPrice !== null && `${A.grossPrice}>=${state.minPrice}`,
    state.maxPrice !== null && `${A.grossPrice}<=${state.maxPrice}`,
    state.minGLA !== null && `${A.maxGla}>=${state.minGLA}`,
    state.maxGLA !== null && `${A.minGla}<=${state.maxGLA}`,
    state.availableNow && availableNowFilter(nowMs),
  ].filter((filter): filter is string => typeof filter === 'string');
  return {
    query: state.query,
    facetFilters: toUnitFacetFilters(groups).facetFilters as string[][],
    numericFilters: toPricedNumericFilters(numericFilters) as string[],
    filters: buildExcludedContactFilter(),
    ...(state.area ? { insideBoundingBox: toBoundingBox(state.area) } : {}),
  };
}
