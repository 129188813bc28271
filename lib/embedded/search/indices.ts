import 'server-only';
import { buildSampleContent } from '@/lib/embedded/sample/content';
import type { IndexDefinition, IndexSettings } from './engine';
import { INDEX_NAMES } from '@/lib/search/indices';
import {
  DEFAULT_RANKING,
  getSearchIndexSpecs,
  propertyIndexSpec,
  type ManagedSettings,
  type SearchIndexSpec,
} from '@/lib/search/index-settings';
import { toPlainText, type NewsRecord } from '@/lib/news/news-record';
import { withPropertyAggregates } from '@/lib/search/admin/property-aggregates';
import { generateSampleListings, type SampleListingOptions } from '@/lib/embedded/sample/listings';
import type { PropertyRecord } from '@/lib/listings/wire-types';

/** Why the embedded engine cannot serve a spec's settings as hosted Algolia would, or null when it can. */
export function unsupportedSetting(settings: ManagedSettings): string | null {
  const ranking = settings.ranking ?? DEFAULT_RANKING;
  if (ranking.join() !== DEFAULT_RANKING.join()) {
    return `ranking must be Algolia's default (${DEFAULT_RANKING.join(', ')}): the embedded engine ranks by no other`;
  }
  if (!settings.searchableAttributes || !settings.attributesForFaceting) {
    return 'searchableAttributes and attributesForFaceting must be set';
  }
  return null;
}

/** A spec's settings in the engine's terms (lib/search/index-settings.ts is their one source). */
export function toEngineSettings(
  spec: Pick<SearchIndexSpec, 'settings' | 'embeddedExactMatchAttribute'>,
): IndexSettings {
  const { settings } = spec;
  const problem = unsupportedSetting(settings);
  if (problem) throw new Error(problem);
  return {
    searchableAttributes: settings.searchableAttributes ?? [],
    attributesForFaceting: settings.attributesForFaceting ?? [],
    numericAttributes: settings.numericAttributesForFiltering ?? undefined,
    attributeForDistinct: settings.attributeForDistinct,
    customRanking: settings.customRanking ?? undefined,
    paginationLimitedTo: settings.paginationLimitedTo,
    maxValuesPerFacet: settings.maxValuesPerFacet,
    distinct: typeof settings.distinct === 'boolean' ? Number(settings.distinct) : settings.distinct,
    exactMatchAttribute: spec.embeddedExactMatchAttribute,
  };
}

/** The engine's settings of a rent or buy index, as the benches build one. */
export const PROPERTY_ENGINE_SETTINGS: IndexSettings = toEngineSettings(propertyIndexSpec(INDEX_NAMES.rent));

/** The engine's definition of an index of `spec`, over `records`. */
export function toIndexDefinition(spec: SearchIndexSpec, records: readonly object[]): IndexDefinition {
  return {
    name: spec.name,
    records: asEngineRecords(records),
    settings: toEngineSettings(spec),
    replicas: spec.replicas,
  };
}

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
export function buildPropertyIndex(
  listings: readonly PropertyRecord[],
  spec: SearchIndexSpec,
): IndexDefinition {
  return toIndexDefinition(spec, withPropertyAggregates(listings));
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
  specs: readonly SearchIndexSpec[] = getSearchIndexSpecs(),
): IndexDefinition[] {
  return specs.map((spec) => {
    const records = listings.get(spec.name);
    if (records) return buildPropertyIndex(records, spec);
    if (spec.name === INDEX_NAMES.news) return toIndexDefinition(spec, buildNewsRecords());
    throw new Error(`No records for the index ${spec.name}`);
  });
}
