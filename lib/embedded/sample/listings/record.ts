import 'server-only';

import type { PropertyRecord, RecordType, ResponsibleContactRecord } from '@/lib/listings/wire-types';

import { writePropertyDescription, writePropertyHeading } from './copy';
import type { PropertyPlan } from './property-plan';
import type { Random } from '../random';
import { buildParking } from './traits';

/** All dates derive from this day, never from the clock, so the data set is reproducible. */
export const REFERENCE_DATE = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

export interface Availability {
  type: 'Immediately' | 'Date' | 'Notice';
  date: string;
}

/** An ISO timestamp within the year before the reference date. */
export function recentTimestamp(random: Random): string {
  return new Date(REFERENCE_DATE - random.int(1, 365 * 24 * 60) * 60_000).toISOString();
}

function firstOfMonthAfter(months: number): string {
  const date = new Date(REFERENCE_DATE);
  date.setUTCMonth(date.getUTCMonth() + months, 1);
  return date.toISOString().slice(0, 10);
}

export function pickAvailability(random: Random): Availability {
  const type = random.weighted([
    ['Immediately', 55],
    ['Date', 30],
    ['Notice', 15],
  ] as const);
  if (type === 'Immediately') {
    return { type, date: new Date(REFERENCE_DATE - random.int(0, 90) * DAY).toISOString().slice(0, 10) };
  }
  return { type, date: firstOfMonthAfter(type === 'Notice' ? random.int(1, 3) : random.int(1, 9)) };
}

/** The per-record facts; everything else comes from the property plan. */
export interface UnitFacts {
  key: string;
  recordType: RecordType;
  unitId: string;
  unitCategory: string;
  minGla: number;
  maxGla: number;
  grossPrice: number;
  netPrice: number;
  availability: Availability;
  updatedAt: string;
  unitContacts: ResponsibleContactRecord[];
  unitHeading: string;
  unitDescription: string;
}

export interface PropertyCopy {
  heading: string;
  description: string;
  totalGla: number;
}

export function writePropertyCopy(plan: PropertyPlan, totalGla: number, random: Random): PropertyCopy {
  const facts = { ...plan, segment: plan.category.segment, totalGla };
  const heading = writePropertyHeading(facts, random);
  const description = writePropertyDescription(facts, random);
  return { heading, description: plan.emptyDescription ? '' : description, totalGla };
}

export function assembleRecord(
  plan: PropertyPlan,
  copy: PropertyCopy,
  unit: UnitFacts,
  unitSlug: string,
): PropertyRecord {
  const firstContact = unit.unitContacts[0] ?? plan.contacts[0];
  return {
    objectID: unit.key,
    gmaven_mapped_key: unit.key,
    property_gmaven_key: plan.key,
    property_name: plan.name,
    property_slug: plan.slug,
    unit_slug: unitSlug,
    unit_id: unit.unitId,
    dealType: plan.deal,
    property_type: unit.recordType,
    property_category: plan.category.name,
    property_sub_category: plan.sub.name,
    unit_category: unit.unitCategory,
    property_images: plan.images,
    best_image: plan.images.find((image) => image.type === 'exterior')?.image_path_url ?? '',
    gross_price: unit.grossPrice,
    net_price: unit.netPrice,
    min_gla: unit.minGla,
    max_gla: unit.maxGla,
    total_property_gla: copy.totalGla,
    hasSpecialDeals: plan.specialDeal !== '',
    special_deals: plan.specialDeal,
    marketing: {
      property_marketing_heading: copy.heading,
      property_marketing_description: copy.description,
      unit_marketing_heading: unit.unitHeading,
      unit_marketing_description: unit.unitDescription,
    },
    property_responsibility: plan.contacts,
    unit_responsibility: unit.unitContacts,
    broker: firstContact?.name ?? '',
    web_ref: plan.webRef,
    street_address: plan.streetAddress,
    suburb: plan.node.suburb,
    city: plan.city.name,
    province: plan.city.province,
    ...(plan.location ? { _geoloc: plan.location } : {}),
    features: plan.features,
    parking: buildParking(plan.traits, copy.totalGla),
    available_date: unit.availability.date,
    available_type: unit.availability.type,
    property_featured: plan.featured,
    updated_at: unit.updatedAt,
  };
}
