import { publicConfig } from '@/lib/config';

/**
 * Index names and the query constants of SPEC §9, in one place. Hosted Algolia must be configured
 * with the same settings the embedded engine uses (see `embedded/indices.ts`).
 */

export const INDEX_NAMES = publicConfig.indices;

export const HITS_PER_PAGE = 6;
export const PROPERTY_TYPE_FACET_LIMIT = 1000;
export const NEWS_CATEGORY_FACET_LIMIT = 1000;
export const NEWS_HITS_PER_PAGE = 9;
export const SEARCH_STALLED_DELAY_MS = 200;

/** Attribute names of the property indices, as the filters and cards use them. */
export const PROPERTY_ATTRIBUTES = {
  propertyType: 'property_unit_categories',
  city: 'city',
  suburb: 'suburb',
  broker: 'property_brokers',
  grossPrice: 'gross_price',
  minGla: 'min_gla',
  maxGla: 'max_gla',
  availableTimestamp: 'available_timestamp',
  distinctKey: 'property_gmaven_key',
} as const;

/** SPEC §9: never show a property or unit whose responsible contact is the excluded one. */
export function buildExcludedContactFilter(contactKey: string = publicConfig.excludedContactKey): string {
  return (
    `NOT property_responsibility.gmaven_contact_key:"${contactKey}" ` +
    `AND NOT unit_responsibility.gmaven_contact_key:"${contactKey}"`
  );
}
