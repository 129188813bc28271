/**
 * Sort orders of the property search. Each order but relevance is a virtual replica of the rent
 * and buy indices, named `{index}_{suffix}` (`rent_price_asc`); hosted Algolia needs the same
 * replicas with these customRanking lists, which the embedded engine serves under the same names.
 * A card shows the figures of the units that match the search, and a property ranks where its best
 * record does (distinct), so "low to high" and "largest" rank records by their own price and size:
 * the best matching record of a property is the one whose figure the card shows. "High to low"
 * cannot work that way (the card's "from" price is its lowest, the best record its highest), so it
 * ranks by the property's own "from" price, exact without unit filters and under a maximum price;
 * with others the card query's client puts each page in order (`card-figures.ts`). Unpriced (POA)
 * records come last either way.
 */

export const SORT_ORDERS = ['relevance', 'price-asc', 'price-desc', 'gla-desc', 'newest'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export type ReplicaSortOrder = Exclude<SortOrder, 'relevance'>;

export const DEFAULT_SORT: SortOrder = 'relevance';

export const SORT_LABELS: Record<SortOrder, string> = {
  relevance: 'Relevance',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'gla-desc': 'Largest GLA',
  newest: 'Newest listing',
};

export const REPLICA_RANKING: Record<ReplicaSortOrder, string[]> = {
  'price-asc': ['desc(has_price)', 'asc(gross_price)'],
  'price-desc': ['desc(property_has_price)', 'desc(property_price_from)'],
  'gla-desc': ['desc(max_gla)'],
  newest: ['desc(updated_at)'],
};

export function isSortOrder(value: unknown): value is SortOrder {
  return typeof value === 'string' && (SORT_ORDERS as readonly string[]).includes(value);
}

/** The index that serves `sort` for a deal's primary index. */
export function sortedIndexName(primary: string, sort: SortOrder): string {
  return sort === 'relevance' ? primary : `${primary}_${sort.replace('-', '_')}`;
}

/** The sort order an index name of this primary stands for, or null when it is not one of them. */
export function sortOfIndexName(primary: string, indexName: string): SortOrder | null {
  return SORT_ORDERS.find((sort) => sortedIndexName(primary, sort) === indexName) ?? null;
}
