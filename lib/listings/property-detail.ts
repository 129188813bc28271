import { isSouthAfricanMobile } from '@/lib/format/phone';
import { toAvailableTimestamp } from './availability';
import { buildPropertyPath } from './paths';
import { toPropertySummary, type PropertyImage } from './property';
import type { DealType } from '@/lib/deal';
import type { GeoPoint, IndexedPropertyRecord, ResponsibleContactRecord } from './wire-types';

/** What a property or unit page shows, reshaped from all of the property's records. */

export interface BrokerContact {
  key: string;
  name: string;
  title: string;
  image: string;
  email: string;
  phone: string;
  /** The broker's cell number when the records give one, else empty: the contact bar's call and WhatsApp. */
  mobile: string;
}

export interface Parking {
  bays: number;
  /** Bays per 100 m². */
  ratio: number;
  covered: number;
  open: number;
}

export interface UnitSummary {
  objectID: string;
  unitId: string;
  unitSlug: string;
  category: string;
  glaMin: number;
  glaMax: number;
  grossPrice: number;
  netPrice: number;
  availableDate: string;
  availableType: string;
  /** When the unit can be occupied (`lib/listings/availability.ts`). */
  availableTimestamp: number;
  /** ISO date-time of the unit's last update. */
  updatedAt: string;
  heading: string;
  description: string;
  specialOffer: boolean;
  specialDeal: string;
  href: string;
  brokers: BrokerContact[];
}

export interface PropertyDetail {
  propertyKey: string;
  name: string;
  dealType: DealType;
  category: string;
  subCategory: string;
  href: string;
  streetAddress: string;
  suburb: string;
  city: string;
  province: string;
  /** Null when the listing has no coordinates: the page then shows no map. */
  location: GeoPoint | null;
  webRef: string;
  images: PropertyImage[];
  specialOffer: boolean;
  specialDeal: string;
  heading: string;
  description: string;
  features: string[];
  parking: Parking;
  /** Units to let, or sectional-title units for sale; empty for a whole building for sale. */
  units: UnitSummary[];
  /** Lowest price among the units (or the asking price); 0 means POA. */
  grossPrice: number;
  glaMin: number;
  glaMax: number;
  totalGla: number;
  brokers: BrokerContact[];
  updatedAt: string;
  /** When the first of its units (or the building for sale) can be occupied. */
  availableTimestamp: number;
}

function toBroker(contact: ResponsibleContactRecord): BrokerContact {
  return {
    key: contact.gmaven_contact_key,
    name: contact.name,
    title: contact.job_title,
    image: contact.image,
    email: contact.email,
    phone: contact.cell || contact.telephone,
    mobile: isSouthAfricanMobile(contact.cell) ? contact.cell : '',
  };
}

function uniqueBrokers(contacts: ResponsibleContactRecord[]): BrokerContact[] {
  const seen = new Map<string, BrokerContact>();
  for (const contact of contacts)
    if (!seen.has(contact.gmaven_contact_key)) seen.set(contact.gmaven_contact_key, toBroker(contact));
  return [...seen.values()];
}

const byUnitId = new Intl.Collator('en-ZA', { numeric: true, sensitivity: 'base' });

function toUnit(record: IndexedPropertyRecord, propertyHref: string): UnitSummary {
  return {
    objectID: record.objectID,
    unitId: record.unit_id,
    unitSlug: record.unit_slug,
    category: record.unit_category,
    glaMin: record.min_gla,
    glaMax: record.max_gla,
    grossPrice: record.gross_price,
    netPrice: record.net_price,
    availableDate: record.available_date,
    availableType: record.available_type,
    availableTimestamp: toAvailableTimestamp(record.available_type, record.available_date),
    updatedAt: record.updated_at,
    heading: record.marketing.unit_marketing_heading,
    description: record.marketing.unit_marketing_description,
    specialOffer: record.hasSpecialDeals,
    specialDeal: record.special_deals,
    href: `${propertyHref}/${record.unit_slug}`,
    brokers: uniqueBrokers([...record.unit_responsibility, ...record.property_responsibility]),
  };
}

/** `records` are every record of one property, as getPropertyRecords returns them (at least one). */
export function toPropertyDetail(records: readonly IndexedPropertyRecord[]): PropertyDetail | null {
  const [first] = records;
  if (!first) return null;
  const summary = toPropertySummary(first, records.length);
  const href = buildPropertyPath({
    dealType: first.dealType,
    category: first.property_category,
    city: first.city,
    suburb: first.suburb,
    propertySlug: first.property_slug,
  });
  const units = records
    .filter((record) => record.property_type === 'property_unit' && record.unit_slug)
    .map((record) => toUnit(record, href))
    .sort((a, b) => byUnitId.compare(a.unitId, b.unitId));
  const specials = records.filter((record) => record.hasSpecialDeals);
  return {
    propertyKey: first.property_gmaven_key,
    name: first.property_name,
    dealType: first.dealType,
    category: first.property_category,
    subCategory: first.property_sub_category,
    href,
    streetAddress: first.street_address,
    suburb: first.suburb,
    city: first.city,
    province: first.province,
    location: first._geoloc ?? null,
    webRef: first.web_ref,
    images: summary.images,
    specialOffer: specials.length > 0,
    specialDeal: specials[0]?.special_deals ?? '',
    heading: first.marketing.property_marketing_heading,
    description: first.marketing.property_marketing_description.trim(),
    features: first.features,
    parking: {
      bays: first.parking.bays,
      ratio: first.parking.ratio,
      covered: first.parking.covered,
      open: first.parking.open,
    },
    units,
    grossPrice: first.property_price_from || first.gross_price,
    glaMin: first.property_gla_min,
    glaMax: first.property_gla_max,
    totalGla: first.total_property_gla,
    brokers: uniqueBrokers(records.flatMap((record) => record.property_responsibility)),
    updatedAt:
      records
        .map((record) => record.updated_at)
        .sort()
        .at(-1) ?? first.updated_at,
    availableTimestamp: Math.min(
      ...records.map((record) => toAvailableTimestamp(record.available_type, record.available_date)),
    ),
  };
}
