import 'server-only';
import { buildSampleContent } from '@/lib/sample/content';
import type { IndexDefinition, IndexSettings, ReplicaDefinition } from '../engine';
import { INDEX_NAMES } from '../indices';
import { toPlainText, type NewsRecord } from '@/lib/news/news-record';
import { withPropertyAggregates } from './property-aggregates';
import { generateSampleListings, type SampleListingOptions } from '@/lib/sample/listings';
import type { PropertyRecord } from '@/lib/listings/wire-types';
import { MAX_FOLDED_UNITS } from '../card-figures';
import { REPLICA_RANKING, sortedIndexName, type ReplicaSortOrder } from '../sort';

/** Settings of the rent and buy indices; hosted Algolia is configured the same way. */
export const PROPERTY_INDEX_SETTINGS: IndexSettings = {
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
  numericAttributes: [
    'gross_price',
    'net_price',
    'min_gla',
    'max_gla',
    'property_price_from',
    'updated_timestamp',
  ],
  attributeForDistinct: 'property_gmaven_key',
  // Deep enough for the cards to fold every matching unit of a search (card-figures.ts).
  paginationLimitedTo: MAX_FOLDED_UNITS,
  customRanking: ['desc(property_featured)', 'desc(hasSpecialDeals)', 'desc(updated_at)'],
  exactMatchAttribute: 'web_ref',
};

/** The sort replicas of a property index: the sort's ranking, then the primary's as tie-break. */
export function propertySortReplicas(primary: string): ReplicaDefinition[] {
  return Object.entries(REPLICA_RANKING).map(([sort, ranking]) => ({
    name: sortedIndexName(primary, sort as ReplicaSortOrder),
    customRanking: [...ranking, ...(PROPERTY_INDEX_SETTINGS.customRanking ?? [])],
  }));
}

export const NEWS_INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: ['title', 'category', 'excerpt', 'author_name', 'body_text'],
  attributesForFaceting: ['searchable(category)', 'type'],
  numericAttributes: ['publish_timestamp'],
  customRanking: ['desc(publish_timestamp)'],
};

function buildNewsRecords(): NewsRecord[] {
  return buildSampleContent().newsItems.map((item) => ({
    objectID: item.slug,
    slug: item.slug,
    type: item.type,
    title: item.title,
    excerpt: item.excerpt,
    category: item.category,
    publishDate: item.publishDate,
    publish_timestamp: Math.floor(Date.parse(item.publishDate) / 1000),
    featured_image: item.featuredImage.url,
    featured_image_alt: item.featuredImage.title,
    author_name: item.author?.name ?? '',
    body_text: toPlainText(item.articleCopy),
  }));
}

// Records are plain JSON objects; interfaces just lack the index signature that says so.
function asEngineRecords(records: readonly object[]): IndexDefinition['records'] {
  return records as IndexDefinition['records'];
}

/** A property index (rent or buy) from its listing records, with the figures a sync adds to each. */
export function buildPropertyIndex(name: string, listings: readonly PropertyRecord[]): IndexDefinition {
  return {
    name,
    records: asEngineRecords(withPropertyAggregates(listings)),
    settings: PROPERTY_INDEX_SETTINGS,
    replicas: propertySortReplicas(name),
  };
}

/** The listing records of the two property indices, by index name. */
export type PropertyListings = Map<string, PropertyRecord[]>;

export function sampleListingsByIndex(options: SampleListingOptions = {}): PropertyListings {
  const listings = generateSampleListings(options);
  return new Map([
    [INDEX_NAMES.rent, listings.rent],
    [INDEX_NAMES.buy, listings.buy],
  ]);
}

/** The three indices of the embedded search service, from the deterministic sample data (or `listings`). */
export function buildEmbeddedIndices(
  options: SampleListingOptions = {},
  listings: PropertyListings = sampleListingsByIndex(options),
): IndexDefinition[] {
  return [
    ...[...listings].map(([name, records]) => buildPropertyIndex(name, records)),
    { name: INDEX_NAMES.news, records: asEngineRecords(buildNewsRecords()), settings: NEWS_INDEX_SETTINGS },
  ];
}
