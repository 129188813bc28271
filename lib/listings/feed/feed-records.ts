import type { DealType } from '@/lib/deal';
import { toSlug } from '@/lib/format/slug';
import type { PropertyRecord } from '@/lib/listings/wire-types';
import type { RawFeedLine } from './feed-read';
import {
  describeIssues,
  isFeedKey,
  isWebRef,
  POA,
  propertyLineSchema,
  unitLineSchema,
  type PropertyLine,
  type UnitLine,
} from './feed-schema';

/**
 * A feed's lines checked one by one and joined: every unit with its property into the search
 * record the site reads. A line that fails is rejected with its number, the reason and whose line
 * it was as far as that can be read, and the others go on: a unit whose property is missing or
 * rejected, a property left without units.
 */

/** Whose a line is, from the keys that can be read of it (a rejected line's may be broken). */
export interface LineIdentity {
  /** Its property's key (`property_gmaven_key`). */
  property?: string;
  /** A unit line's own keys: its record id and its unit key. */
  units: string[];
  /** A property line's web ref. */
  webRef?: string;
}

export interface Rejection {
  line: number;
  reason: string;
  identity: LineIdentity;
}

export interface FeedRecords {
  /** The joined records of each deal type, in feed order. */
  records: Map<DealType, PropertyRecord[]>;
  rejected: Rejection[];
  properties: number;
}

interface Checked<T> {
  line: number;
  value: T;
}

type Reject = (line: number, reason: string, identity: LineIdentity) => void;

/** The identity fields of a line as read, those that are well-formed keys. */
export function identityOf(fields: unknown): LineIdentity {
  const read = (typeof fields === 'object' && fields !== null ? fields : {}) as Record<string, unknown>;
  const units = [read.objectID, read.gmaven_mapped_key].filter(isFeedKey);
  return {
    ...(isFeedKey(read.property_gmaven_key) ? { property: read.property_gmaven_key } : {}),
    units: [...new Set(units)],
    ...(isWebRef(read.web_ref) ? { webRef: read.web_ref } : {}),
  };
}

function readLines(lines: readonly RawFeedLine[], reject: Reject) {
  const properties = new Map<string, Checked<PropertyLine>>();
  const units: Array<Checked<UnitLine>> = [];
  const unitLines = new Map<string, number>();
  for (const raw of lines) {
    if ('error' in raw) {
      reject(raw.line, raw.error, identityOf(raw.readable));
      continue;
    }
    const identity = identityOf(raw.value);
    const kind = (raw.value as { kind?: unknown } | null)?.kind;
    if (kind !== 'property' && kind !== 'unit') {
      reject(raw.line, 'kind must be "property" or "unit"', identity);
      continue;
    }
    const parsed = (kind === 'property' ? propertyLineSchema : unitLineSchema).safeParse(raw.value);
    if (!parsed.success) {
      reject(raw.line, describeIssues(parsed.error), identity);
    } else if (parsed.data.kind === 'property') {
      const earlier = properties.get(parsed.data.property_gmaven_key);
      if (earlier)
        reject(
          raw.line,
          `property ${parsed.data.property_gmaven_key} is on line ${earlier.line} already`,
          identity,
        );
      else properties.set(parsed.data.property_gmaven_key, { line: raw.line, value: parsed.data });
    } else {
      const id = parsed.data.objectID ?? parsed.data.gmaven_mapped_key;
      const earlier = unitLines.get(id);
      if (earlier) reject(raw.line, `unit ${id} is on line ${earlier} already`, identity);
      else {
        unitLines.set(id, raw.line);
        units.push({ line: raw.line, value: parsed.data });
      }
    }
  }
  return { properties, units };
}

/** The card's photo when a feed names none: the first exterior one, else the first. */
export function defaultBestImage(images: ReadonlyArray<{ image_path_url: string; type: string }>): string {
  return (images.find((image) => image.type === 'exterior') ?? images[0])?.image_path_url ?? '';
}

/** The search record of one unit in its property: SPEC §3's shape, as the site reads it. */
export function joinRecord(property: PropertyLine, unit: UnitLine): PropertyRecord {
  const contacts =
    unit.unit_responsibility.length > 0 ? unit.unit_responsibility : property.property_responsibility;
  const objectID = unit.objectID ?? unit.gmaven_mapped_key;
  return {
    objectID,
    gmaven_mapped_key: unit.gmaven_mapped_key,
    property_gmaven_key: property.property_gmaven_key,
    property_name: property.property_name,
    property_slug: property.property_slug ?? toSlug(property.property_name),
    unit_slug: unit.unit_slug ?? toSlug(unit.unit_id),
    unit_id: unit.unit_id,
    dealType: unit.dealType,
    property_type: unit.property_type,
    property_category: property.property_category,
    property_sub_category: property.property_sub_category,
    unit_category: unit.unit_category,
    property_images: property.property_images.map((image, position) => ({
      image_id: image.image_id ?? `${property.property_gmaven_key}-${position + 1}`,
      image_path_url: image.image_path_url,
      type: image.type,
    })),
    best_image: property.best_image ?? defaultBestImage(property.property_images),
    gross_price: unit.gross_price === POA ? 0 : unit.gross_price,
    net_price: unit.net_price ?? 0,
    min_gla: unit.min_gla,
    max_gla: unit.max_gla,
    total_property_gla: property.total_property_gla,
    hasSpecialDeals: property.special_deals !== '',
    special_deals: property.special_deals,
    marketing: { ...property.marketing, ...unit.marketing },
    property_responsibility: property.property_responsibility,
    unit_responsibility: unit.unit_responsibility,
    broker: contacts[0]?.name ?? '',
    web_ref: property.web_ref,
    street_address: property.street_address,
    suburb: property.suburb,
    city: property.city,
    province: property.province,
    ...(property._geoloc ? { _geoloc: property._geoloc } : {}),
    features: property.features,
    parking: property.parking,
    available_date: unit.available_date,
    available_type: unit.available_type,
    property_featured: property.property_featured,
    updated_at: unit.updated_at,
  };
}

function listIn<K, V>(lists: Map<K, V[]>, key: K): V[] {
  let list = lists.get(key);
  if (!list) lists.set(key, (list = []));
  return list;
}

/** First come, first served: a later line claiming what an earlier one has is refused. */
class Claims {
  private readonly taken = new Map<string, number>();

  claim(key: string, line: number): number | undefined {
    const earlier = this.taken.get(key);
    if (earlier === undefined) this.taken.set(key, line);
    return earlier;
  }
}

export function buildFeedRecords(lines: readonly RawFeedLine[]): FeedRecords {
  const rejected: Rejection[] = [];
  const reject: Reject = (line, reason, identity) => rejected.push({ line, reason, identity });
  const { properties, units } = readLines(lines, reject);

  // Units find their property; a property keeps the units that fit in it.
  const unitsOf = new Map<string, Array<Checked<UnitLine>>>();
  for (const unit of units) {
    const property = properties.get(unit.value.property_gmaven_key);
    if (!property) {
      reject(
        unit.line,
        `its property ${unit.value.property_gmaven_key} is not in the feed (or its line was rejected)`,
        identityOf(unit.value),
      );
    } else if (unit.value.max_gla > property.value.total_property_gla) {
      reject(
        unit.line,
        `max_gla ${unit.value.max_gla} m² is more than its property's total_property_gla ${property.value.total_property_gla} m² (line ${property.line})`,
        identityOf(unit.value),
      );
    } else {
      listIn(unitsOf, property.value.property_gmaven_key).push(unit);
    }
  }

  const webRefs = new Claims();
  const propertySlugs = new Claims();
  const unitSlugs = new Claims();
  const records = new Map<DealType, PropertyRecord[]>();
  for (const property of properties.values()) {
    const own = unitsOf.get(property.value.property_gmaven_key) ?? [];
    const propertyIdentity = identityOf(property.value);
    const rejectWithUnits = (reason: string) => {
      reject(property.line, reason, propertyIdentity);
      for (const unit of own) {
        reject(unit.line, `its property on line ${property.line} was rejected`, identityOf(unit.value));
      }
    };
    if (own.length === 0) {
      reject(
        property.line,
        'a property without units: list at least one unit line (kind "unit") for it',
        propertyIdentity,
      );
      continue;
    }
    const joined = own.map((unit) => ({ line: unit.line, record: joinRecord(property.value, unit.value) }));
    const [first] = joined;
    const refLine = webRefs.claim(property.value.web_ref, property.line);
    if (refLine !== undefined) {
      rejectWithUnits(`web_ref ${property.value.web_ref} is the property's on line ${refLine} already`);
      continue;
    }
    const deals = new Set(joined.map(({ record }) => record.dealType));
    const slugTaken = [...deals]
      .map((deal) => propertySlugs.claim(`${deal} ${first?.record.property_slug}`, property.line))
      .find((line) => line !== undefined);
    if (slugTaken !== undefined) {
      rejectWithUnits(
        `property_slug ${first?.record.property_slug} is the property's on line ${slugTaken} already: give one of them a property_slug of its own`,
      );
      continue;
    }
    for (const { line, record } of joined) {
      const unitSlugLine = record.unit_slug
        ? unitSlugs.claim(`${record.dealType} ${record.property_gmaven_key} ${record.unit_slug}`, line)
        : undefined;
      if (unitSlugLine !== undefined) {
        reject(
          line,
          `unit_slug ${record.unit_slug} is the unit's on line ${unitSlugLine} already`,
          identityOf(record),
        );
        continue;
      }
      listIn(records, record.dealType).push(record);
    }
  }
  rejected.sort((a, b) => a.line - b.line);
  const keys = [...records.values()].flatMap((list) => list.map((record) => record.property_gmaven_key));
  return { records, rejected, properties: new Set(keys).size };
}
