import type { DealType } from '@/lib/deal';
import { buildPropertyPath } from './paths';
import type { MatchingUnits } from '@/lib/search/unit-figures';
import type { IndexedPropertyRecord, ImageType } from './wire-types';

/** What a property card shows: the app type of one search hit (one property, or one unit). */
export interface PropertyImage {
  src: string;
  alt: string;
  type: ImageType;
}

export interface PropertySummary {
  objectID: string;
  propertyKey: string;
  name: string;
  dealType: DealType;
  category: string;
  unitCategory: string;
  city: string;
  suburb: string;
  /** The property page; units to let link to their property, which lists every unit. */
  href: string;
  images: PropertyImage[];
  /** Gross price the card shows: the property's lowest when it has several units. */
  grossPrice: number;
  unitCount: number;
  glaMin: number;
  glaMax: number;
  specialOffer: boolean;
  description: string;
  webRef: string;
  /** When the property's listing last changed (seconds); absent where the hit does not say. */
  updatedTimestamp?: number;
  /** When the first of its (matching) units can be occupied (`lib/listings/availability.ts`); absent likewise. */
  availableTimestamp?: number;
}

/**
 * What a card reads of a hit (`toPropertySummary`), beside its objectID. The search retrieves
 * every attribute (SPEC §9); the widgets are handed these (lib/search/lean-answers.ts).
 */
export const PROPERTY_CARD_ATTRIBUTES = [
  'property_gmaven_key',
  'property_name',
  'property_slug',
  'dealType',
  'property_category',
  'unit_category',
  'city',
  'suburb',
  'property_images',
  'gross_price',
  'min_gla',
  'max_gla',
  'hasSpecialDeals',
  'marketing',
  'web_ref',
  'property_unit_count',
  'property_price_from',
  'property_gla_min',
  'property_gla_max',
  'property_updated_timestamp',
  'property_available_timestamp',
] as const satisfies ReadonlyArray<keyof IndexedPropertyRecord>;

/** Of the attributes that are objects (or lists of them), the fields a card reads. */
export const PROPERTY_CARD_FIELDS = {
  property_images: ['image_path_url', 'type'],
  marketing: ['property_marketing_description', 'unit_marketing_description'],
} as const satisfies {
  property_images: ReadonlyArray<keyof IndexedPropertyRecord['property_images'][number]>;
  marketing: ReadonlyArray<keyof IndexedPropertyRecord['marketing']>;
};

type CardAttribute = (typeof PROPERTY_CARD_ATTRIBUTES)[number];
type OptionalCardAttribute =
  | 'property_unit_count'
  | 'property_price_from'
  | 'property_gla_min'
  | 'property_gla_max'
  | 'property_updated_timestamp'
  | 'property_available_timestamp';

export type PropertyHit = Pick<
  IndexedPropertyRecord,
  'objectID' | Exclude<CardAttribute, OptionalCardAttribute>
> &
  Partial<IndexedPropertyRecord> & {
    /** Under unit filters: the figures of the units that match (lib/search/card-figures.ts). */
    matching_units?: MatchingUnits;
  };

const IMAGE_LABELS: Record<ImageType, string> = {
  exterior: 'exterior',
  interior: 'interior',
  floor_plan: 'floor plan',
};

/**
 * Reshapes a hit for a card. `unitCount` is the number of matching units (SPEC §3: a facet count
 * keyed by property_gmaven_key); without it the property's own unit count is used. A hit that
 * carries the figures of its matching units shows those.
 */
export function toPropertySummary(hit: PropertyHit, unitCount?: number): PropertySummary {
  const matching = hit.matching_units;
  const units = matching?.count ?? unitCount ?? hit.property_unit_count ?? 1;
  const several = units > 1;
  const figures = matching
    ? { grossPrice: matching.price_from, glaMin: matching.gla_min, glaMax: matching.gla_max }
    : {
        grossPrice:
          several && hit.property_price_from !== undefined ? hit.property_price_from : hit.gross_price,
        glaMin: several && hit.property_gla_min !== undefined ? hit.property_gla_min : hit.min_gla,
        glaMax: several && hit.property_gla_max !== undefined ? hit.property_gla_max : hit.max_gla,
      };
  return {
    objectID: hit.objectID,
    propertyKey: hit.property_gmaven_key,
    name: hit.property_name,
    dealType: hit.dealType,
    category: hit.property_category,
    unitCategory: hit.unit_category,
    city: hit.city,
    suburb: hit.suburb,
    href: buildPropertyPath({
      dealType: hit.dealType,
      category: hit.property_category,
      city: hit.city,
      suburb: hit.suburb,
      propertySlug: hit.property_slug,
    }),
    images: hit.property_images.map((image, index) => ({
      src: image.image_path_url,
      alt: `${hit.property_name}, ${hit.suburb}: ${IMAGE_LABELS[image.type]} ${index + 1}`,
      type: image.type,
    })),
    ...figures,
    unitCount: units,
    specialOffer: hit.hasSpecialDeals,
    description:
      hit.marketing.property_marketing_description.trim() || hit.marketing.unit_marketing_description.trim(),
    webRef: hit.web_ref,
    updatedTimestamp: hit.property_updated_timestamp ?? hit.updated_timestamp,
    availableTimestamp:
      matching?.available_timestamp ?? hit.property_available_timestamp ?? hit.available_timestamp,
  };
}
