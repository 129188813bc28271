import type { PropertyRecord } from '@/lib/listings/wire-types';
import { defaultBestImage } from './feed-records';
import { POA, type FeedLineInput } from './feed-schema';

/**
 * The search records split back into a feed: one property line per building (read from its first
 * record), then one unit line per record. What import derives (the record id when it is the unit
 * key, the broker, the special-offer flag, the card photo when it is the first exterior one) is
 * left out, so an exported feed imported again changes nothing.
 */

function propertyLine(record: PropertyRecord): FeedLineInput {
  return {
    kind: 'property',
    property_gmaven_key: record.property_gmaven_key,
    property_name: record.property_name,
    property_slug: record.property_slug,
    web_ref: record.web_ref,
    property_category: record.property_category,
    property_sub_category: record.property_sub_category,
    street_address: record.street_address,
    suburb: record.suburb,
    city: record.city,
    province: record.province,
    ...(record._geoloc ? { _geoloc: record._geoloc } : {}),
    total_property_gla: record.total_property_gla,
    property_images: record.property_images,
    ...(record.best_image !== defaultBestImage(record.property_images)
      ? { best_image: record.best_image }
      : {}),
    marketing: {
      property_marketing_heading: record.marketing.property_marketing_heading,
      property_marketing_description: record.marketing.property_marketing_description,
    },
    property_responsibility: record.property_responsibility,
    features: record.features,
    parking: record.parking,
    property_featured: record.property_featured,
    special_deals: record.special_deals,
  };
}

function unitLine(record: PropertyRecord): FeedLineInput {
  return {
    kind: 'unit',
    gmaven_mapped_key: record.gmaven_mapped_key,
    ...(record.objectID !== record.gmaven_mapped_key ? { objectID: record.objectID } : {}),
    property_gmaven_key: record.property_gmaven_key,
    dealType: record.dealType,
    property_type: record.property_type,
    unit_id: record.unit_id,
    unit_slug: record.unit_slug,
    unit_category: record.unit_category,
    gross_price: record.gross_price > 0 ? record.gross_price : POA,
    ...(record.net_price > 0 ? { net_price: record.net_price } : {}),
    min_gla: record.min_gla,
    max_gla: record.max_gla,
    marketing: {
      unit_marketing_heading: record.marketing.unit_marketing_heading,
      unit_marketing_description: record.marketing.unit_marketing_description,
    },
    unit_responsibility: record.unit_responsibility,
    available_date: record.available_date,
    available_type: record.available_type as 'Immediately' | 'Date' | 'Notice',
    updated_at: record.updated_at,
  };
}

/** Each property line followed by its units' lines, properties in the order of their first record. */
export function toFeedLines(records: readonly PropertyRecord[]): FeedLineInput[] {
  const byProperty = new Map<string, PropertyRecord[]>();
  for (const record of records) {
    const group = byProperty.get(record.property_gmaven_key);
    if (group) group.push(record);
    else byProperty.set(record.property_gmaven_key, [record]);
  }
  return [...byProperty.values()].flatMap(([first, ...rest]) =>
    first ? [propertyLine(first), unitLine(first), ...rest.map(unitLine)] : [],
  );
}
