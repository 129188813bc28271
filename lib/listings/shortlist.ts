import 'server-only';
import { cache } from 'react';
import type { DealType } from '@/lib/deal';
import { parseListingId } from '@/lib/shortlist/listing-id';
import { toPropertySummary, type PropertySummary } from './property';
import { toPropertyDetail, type PropertyDetail, type UnitSummary } from './property-detail';
import { getListingDirectory, type ListingPath } from './listing-paths';
import { getPropertyRecords } from './queries';
import type { IndexedPropertyRecord } from './wire-types';

/**
 * The listings a shortlist names (lib/shortlist/listing-id.ts), read as their pages read them.
 * An id is first looked up in the listing directories every web ref and sitemap read shares, so
 * one that names nothing costs no read (and no cache entry) of its own.
 */

export type ShortlistListingKind = 'property' | 'unit';

/** One shortlisted listing: a card, and what the comparison adds to it. Plain data (JSON). */
export interface ShortlistListing {
  id: string;
  kind: ShortlistListingKind;
  /** What its card shows; a unit's card carries the unit's own figures and links to its page. */
  card: PropertySummary;
  /** Names of the brokers responsible, as its page lists them. */
  brokers: string[];
}

/** An id and its listing, or null when no listing has that id any more. */
export interface ShortlistEntry {
  id: string;
  listing: ShortlistListing | null;
}

const DEALS: readonly DealType[] = ['toLet', 'forSale'];

async function findListing(webRef: string): Promise<ListingPath | undefined> {
  for (const dealType of DEALS) {
    const path = (await getListingDirectory(dealType)).byWebRef.get(webRef.toUpperCase());
    if (path) return path;
  }
  return undefined;
}

function unitCard(
  property: PropertyDetail,
  unit: UnitSummary,
  propertyCard: PropertySummary,
): PropertySummary {
  return {
    ...propertyCard,
    objectID: unit.objectID,
    name: `${unit.unitId}, ${property.name}`,
    category: unit.category,
    unitCategory: unit.category,
    href: unit.href,
    grossPrice: unit.grossPrice,
    unitCount: 1,
    glaMin: unit.glaMin,
    glaMax: unit.glaMax,
    specialOffer: unit.specialOffer,
    description: unit.description.trim() || property.description,
  };
}

function toShortlistListing(
  id: string,
  records: readonly IndexedPropertyRecord[],
  unitSlug: string | null,
): ShortlistListing | null {
  const property = toPropertyDetail(records);
  const [first] = records;
  if (!property || !first) return null;
  const card = toPropertySummary(first, records.length);
  if (unitSlug === null) {
    return { id, kind: 'property', card, brokers: property.brokers.map((broker) => broker.name) };
  }
  const unit = property.units.find((candidate) => candidate.unitSlug === unitSlug);
  if (!unit) return null;
  const brokers = unit.brokers.length > 0 ? unit.brokers : property.brokers;
  return {
    id,
    kind: 'unit',
    card: unitCard(property, unit, card),
    brokers: brokers.map((broker) => broker.name),
  };
}

async function readEntry(id: string): Promise<ShortlistEntry> {
  const ref = parseListingId(id);
  const path = ref ? await findListing(ref.webRef) : undefined;
  if (!ref || !path) return { id, listing: null };
  const records = await getPropertyRecords(path.dealType, path.propertySlug);
  return { id, listing: toShortlistListing(id, records, ref.unitSlug) };
}

// React's cache compares arguments by identity: the ids travel joined, so metadata and page share one read.
const readEntries = cache(async (joined: string): Promise<ShortlistEntry[]> =>
  Promise.all(joined.split(',').map(readEntry)),
);

/**
 * The listings of these ids (as `parseShortlistSegment` gives them), in their order, each null
 * where no listing has the id. A search service that cannot answer is a ListingsError 'unavailable'.
 */
export function getShortlistEntries(ids: readonly string[]): Promise<ShortlistEntry[]> {
  return ids.length === 0 ? Promise.resolve([]) : readEntries(ids.join(','));
}
