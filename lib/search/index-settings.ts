import type { IndexSettings } from 'algoliasearch';
import { PLACE_FACETS } from './place-facets';
import { INDEX_NAMES, NEWS_CATEGORY_FACET_LIMIT, PROPERTY_TYPE_FACET_LIMIT } from './indices';
import { REPLICA_RANKING, sortedIndexName, type ReplicaSortOrder } from './state/sort';

/**
 * Every index's settings, as code: what `npm run search:configure` applies to hosted Algolia and
 * what the embedded engine is built from at start, so the two cannot drift apart. In Algolia's own
 * names and shapes (`setSettings`); `lib/embedded/search/indices.ts` reads them for the engine.
 */

/** The settings this project manages; search:configure leaves every other setting of an index alone. */
export const MANAGED_SETTINGS = [
  'searchableAttributes',
  'attributesForFaceting',
  'numericAttributesForFiltering',
  'attributeForDistinct',
  'distinct',
  'ranking',
  'customRanking',
  'paginationLimitedTo',
  'maxValuesPerFacet',
] as const satisfies ReadonlyArray<keyof IndexSettings>;

export type ManagedSetting = (typeof MANAGED_SETTINGS)[number];
export type ManagedSettings = Pick<IndexSettings, ManagedSetting>;

/** Algolia's default ranking formula, the one the embedded engine implements: custom ranking last. */
export const DEFAULT_RANKING = [
  'typo',
  'geo',
  'words',
  'filters',
  'proximity',
  'attribute',
  'exact',
  'custom',
];

/** A sort order of a primary index: a virtual replica (Algolia's relevant sort) with its own ranking. */
export interface ReplicaSpec {
  name: string;
  customRanking: string[];
}

export interface SearchIndexSpec {
  name: string;
  settings: ManagedSettings;
  replicas: ReplicaSpec[];
  /**
   * The embedded engine's stand-in for Algolia's `exact` criterion on a reference typed in whole
   * (a web ref): a query equal to it ranks that record first. Not an Algolia setting.
   */
  embeddedExactMatchAttribute?: string;
}

const PROPERTY_CUSTOM_RANKING = ['desc(property_featured)', 'desc(hasSpecialDeals)', 'desc(updated_at)'];

/** Settings of the rent and buy indices. */
export const PROPERTY_INDEX_SETTINGS: ManagedSettings = {
  searchableAttributes: [
    'web_ref',
    'property_name',
    'suburb',
    'city',
    'street_address',
    'unit_category,property_category',
    'marketing.property_marketing_heading,marketing.unit_marketing_heading',
    'marketing.property_marketing_description,marketing.unit_marketing_description',
  ],
  attributesForFaceting: [
    'searchable(property_unit_categories)',
    'property_category',
    'searchable(city)',
    'searchable(suburb)',
    'province',
    // The search box's places (lib/search/place-facets.ts), found by facet-value search.
    `searchable(${PLACE_FACETS.suburb})`,
    `searchable(${PLACE_FACETS.city})`,
    'searchable(property_brokers)',
    'filterOnly(unit_category)',
    'filterOnly(broker)',
    'dealType',
    'property_type',
    'property_gmaven_key',
    'hasSpecialDeals',
    'property_featured',
    'filterOnly(web_ref)',
    'filterOnly(property_slug)',
    'filterOnly(unit_slug)',
    'filterOnly(property_responsibility.gmaven_contact_key)',
    'filterOnly(unit_responsibility.gmaven_contact_key)',
  ],
  numericAttributesForFiltering: [
    'gross_price',
    'net_price',
    'min_gla',
    'max_gla',
    'property_price_from',
    'updated_timestamp',
    'available_timestamp',
  ],
  attributeForDistinct: 'property_gmaven_key',
  // Off by default: the property page reads every unit of a property. The cards, landing pages and
  // counts ask for distinct in their queries.
  distinct: 0,
  ranking: DEFAULT_RANKING,
  customRanking: PROPERTY_CUSTOM_RANKING,
  // Above Algolia's default of 1,000, so the last pages of cards stay reachable past 1,000 properties.
  paginationLimitedTo: 5000,
  // The filters list every type, city, suburb and broker (SPEC §9).
  maxValuesPerFacet: PROPERTY_TYPE_FACET_LIMIT,
};

export const NEWS_INDEX_SETTINGS: ManagedSettings = {
  searchableAttributes: ['title', 'category', 'excerpt', 'author_name', 'body_text'],
  attributesForFaceting: ['searchable(category)', 'type'],
  numericAttributesForFiltering: ['publish_timestamp'],
  distinct: 0,
  ranking: DEFAULT_RANKING,
  customRanking: ['desc(publish_timestamp)'],
  paginationLimitedTo: 1000,
  maxValuesPerFacet: NEWS_CATEGORY_FACET_LIMIT,
};

/** The sort replicas of a property index: the sort's ranking, then the primary's as tie-break. */
export function propertySortReplicas(primary: string): ReplicaSpec[] {
  return Object.entries(REPLICA_RANKING).map(([sort, ranking]) => ({
    name: sortedIndexName(primary, sort as ReplicaSortOrder),
    customRanking: [...ranking, ...PROPERTY_CUSTOM_RANKING],
  }));
}

export function propertyIndexSpec(name: string): SearchIndexSpec {
  return {
    name,
    settings: PROPERTY_INDEX_SETTINGS,
    replicas: propertySortReplicas(name),
    embeddedExactMatchAttribute: 'web_ref',
  };
}

/** Every index of the search service with its replicas: rent, buy and news. */
export function getSearchIndexSpecs(indices: typeof INDEX_NAMES = INDEX_NAMES): SearchIndexSpec[] {
  return [
    propertyIndexSpec(indices.rent),
    propertyIndexSpec(indices.buy),
    { name: indices.news, settings: NEWS_INDEX_SETTINGS, replicas: [] },
  ];
}

/** Algolia's `replicas` setting of a primary: each sort order is a virtual replica. */
export function replicasSetting(spec: SearchIndexSpec): string[] {
  return spec.replicas.map((replica) => `virtual(${replica.name})`);
}
