import type { DealType } from '@/lib/deal';

/**
 * Wire shape of one record in the `rent` and `buy` indices (SPEC §3, notes/domain.md §3.3).
 * The `rent` index holds one record per unit to let (`property_type: 'property_unit'`), grouped by
 * `property_gmaven_key`; the `buy` index holds whole properties (`'property'`) and units for sale.
 * Components never see this shape: `toPropertySummary()` and `toPropertyDetail()` reshape it.
 */

export type RecordType = 'property' | 'property_unit';
export type ImageType = 'exterior' | 'interior' | 'floor_plan';

/** A point in Algolia's geo convention: a record's `_geoloc`, which geo search filters and ranks by. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface PropertyImageRecord {
  image_id: string;
  /** Site-relative path of a locally generated image, e.g. `/images/properties/{image_id}.webp`. */
  image_path_url: string;
  type: ImageType;
}

export interface ResponsibleContactRecord {
  gmaven_contact_key: string;
  name: string;
  job_title: string;
  cell: string;
  telephone: string;
  email: string;
  /** Site-relative path of the broker's photo. */
  image: string;
}

export interface ParkingRecord {
  bays: number;
  /** Bays per 100 m². */
  ratio: number;
  covered: number;
  open: number;
}

export interface MarketingRecord {
  property_marketing_heading: string;
  property_marketing_description: string;
  unit_marketing_heading: string;
  unit_marketing_description: string;
}

export interface PropertyRecord {
  objectID: string;
  /** Unit key (rent) or sale-record key (buy). */
  gmaven_mapped_key: string;
  property_gmaven_key: string;
  property_name: string;
  property_slug: string;
  /** Slug of the unit id; empty for a whole property for sale. */
  unit_slug: string;
  /** Unit id as brokers print it (e.g. "G01", "Unit 4"); empty for a whole property for sale. */
  unit_id: string;
  dealType: DealType;
  property_type: RecordType;
  property_category: string;
  property_sub_category: string;
  unit_category: string;
  property_images: PropertyImageRecord[];
  best_image: string;
  /** Rand per m² per month (to let) or asking price in rand (for sale); 0 means POA. */
  gross_price: number;
  /** Rand per m² per month (to let) or 0 (for sale). */
  net_price: number;
  min_gla: number;
  max_gla: number;
  total_property_gla: number;
  hasSpecialDeals: boolean;
  /** Text of the special deal, empty when there is none. */
  special_deals: string;
  marketing: MarketingRecord;
  property_responsibility: ResponsibleContactRecord[];
  unit_responsibility: ResponsibleContactRecord[];
  /** Name of the first responsible broker, faceted for the broker filter. */
  broker: string;
  web_ref: string;
  street_address: string;
  suburb: string;
  city: string;
  province: string;
  /** Absent when a listing has no coordinates: it then has no pin and no location map. */
  _geoloc?: GeoPoint;
  features: string[];
  parking: ParkingRecord;
  /** ISO date (YYYY-MM-DD) from which the space is available. */
  available_date: string;
  /** 'Immediately' | 'Date' | 'Notice'. */
  available_type: string;
  property_featured: boolean;
  /** ISO date-time of the last listing update. */
  updated_at: string;
}

/**
 * Property-level figures denormalised onto every record when the index is built, as a listing
 * sync would: a card shows one record per property (distinct), and hosted Algolia's distinct
 * keeps at most 4 records per group, so "from" prices and GLA ranges cannot come from the hits.
 */
export interface PropertyAggregates {
  /** Lowest gross price among the property's priced records of this deal; 0 when all are POA. */
  property_price_from: number;
  property_gla_min: number;
  property_gla_max: number;
  /** Records (units) of this property in the index. */
  property_unit_count: number;
  /** False when every record of the property is POA: price sorts rank such properties last. */
  property_has_price: boolean;
  /**
   * The property types a search finds the property by: its own category (a Mixed Use building)
   * and every unit_category among its records; and every broker among its records. The filters
   * count these: with facetingAfterDistinct a count is one per property, which is exact only for
   * values every record of a property shares. The card query matches units by the records' own
   * fields instead (`lib/search/unit-filters.ts`), so a card describes the units that match.
   */
  property_unit_categories: string[];
  property_brokers: string[];
  /**
   * The listed units of the property, in compact `PropertyUnit`s: a card folds the figures of the
   * units that match a search from its own hit (`lib/search/unit-figures.ts`), so no further query
   * is needed for them. Empty for a property of more kinds of unit than a record carries
   * (`MAX_UNIT_ENTRIES`), whose cards show the property's own figures.
   */
  property_units: PropertyUnit[];
  /** The latest `updated_timestamp` among the property's records: when a card says it was updated. */
  property_updated_timestamp: number;
  /** The earliest `available_timestamp` among them: when a card says the property has space. */
  property_available_timestamp: number;
}

/**
 * Units as the unit filters read them: `[gross_price, min_gla, max_gla, unit category, property
 * category, broker, how many, available_timestamp]`, the categories as positions in
 * `property_unit_categories` and the broker in `property_brokers` (-1 when blank); alike units are
 * one entry, which keeps a record of a large building small.
 */
export type PropertyUnit = [number, number, number, number, number, number, number, number];

/** Figures of the record itself that ranking and filters need and the raw record lacks, stored as a listing sync would. */
export interface RecordRankingFields {
  /** False for a POA record: the price sorts rank it after every priced one. */
  has_price: boolean;
  /** `updated_at` in seconds since the epoch: numeric filters compare numbers only (alert digests). */
  updated_timestamp: number;
  /** When the space can be occupied, as "available now" filters it (`lib/listings/availability.ts`). */
  available_timestamp: number;
}

/** The record's places as the search box suggests them (`lib/search/place-facets.ts`). */
export interface RecordPlaceFields {
  /** "Suburb, City". */
  suburb_city: string;
  /** "City, Province". */
  city_province: string;
}

export type IndexedPropertyRecord = PropertyRecord &
  PropertyAggregates &
  RecordRankingFields &
  RecordPlaceFields;
