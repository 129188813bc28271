import 'server-only';

import { toSlug } from '@/lib/format/slug';
import { buildPropertyImageId } from '@/lib/embedded/sample/illustrations/ids';
import type { DealType } from '@/lib/deal';
import type {
  GeoPoint,
  ImageType,
  PropertyImageRecord,
  ResponsibleContactRecord,
} from '@/lib/listings/wire-types';

import { CATEGORIES, pickSubCategory, type Category, type SubCategory } from './categories';
import { assignBrokers, EXCLUDED_CONTACT } from '../people/brokers';
import { CITIES, SEGMENT_PROFILES, type City, type Node, type Segment } from '@/lib/places/locations';
import { createPropertyName, type NameRegistry } from './names';
import { NODES } from '@/lib/places/nodes';
import { pickSpecialDeal } from './prices';
import type { Random } from '../random';
import { buildFeatures, buildTraits, type Traits } from './traits';

/** Share of properties (and so of records) with each listing flag. */
export const LISTING_ODDS = {
  poa: 0.09,
  specialDeal: 0.08,
  featured: 0.05,
  emptyDescription: 0.03,
  /** Whole property held by the excluded contact; a further share of single units is added per unit. */
  excludedProperty: 0.015,
  excludedUnit: 0.01,
} as const;

/** Everything about one building that its units (or its sale record) share. */
export interface PropertyPlan {
  number: number;
  key: string;
  webRef: string;
  deal: DealType;
  node: Node;
  city: City;
  category: Category;
  sub: SubCategory;
  name: string;
  slug: string;
  street: string;
  cornerStreet: string;
  streetAddress: string;
  /** Null for the few listings whose position the owner has not confirmed. */
  location: GeoPoint | null;
  traits: Traits;
  features: string[];
  images: PropertyImageRecord[];
  contacts: ResponsibleContactRecord[];
  poa: boolean;
  specialDeal: string;
  featured: boolean;
  emptyDescription: boolean;
}

export interface PlanContext {
  registry: NameRegistry;
  slugs: Set<string>;
}

const NODE_ODDS = NODES.map((node) => [node, node.weight] as const);

function cityOf(node: Node): City {
  const city = CITIES.find((candidate) => candidate.name === node.city);
  if (!city) throw new RangeError(`Node ${node.suburb} names an unknown city ${node.city}`);
  return city;
}

function pickCategory(node: Node, deal: DealType, random: Random): Category {
  const profile: Partial<Record<Segment, number>> = SEGMENT_PROFILES[node.profile];
  const odds = CATEGORIES.map(
    (category) =>
      [
        category,
        (profile[category.segment] ?? 0) * (deal === 'toLet' ? category.rentBias : category.saleBias),
      ] as const,
  );
  return random.weighted(odds.filter(([, weight]) => weight > 0));
}

/** A gmaven-style key: opaque, stable for a seed, shaped like a v4 UUID. */
export function createKey(random: Random): string {
  const hex = (digits: number): string =>
    Array.from({ length: digits }, () => random.int(0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${random.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
}

function buildImages(number: number, sub: SubCategory, random: Random): PropertyImageRecord[] {
  const counts: readonly (readonly [ImageType, number])[] = [
    ['exterior', sub.style === 'land' ? random.int(2, 3) : random.int(1, 3)],
    ['interior', sub.style === 'land' ? 0 : random.int(1, 2)],
    ['floor_plan', 1],
  ];
  return counts.flatMap(([type, count]) =>
    Array.from({ length: count }, (_, index) => {
      const imageId = buildPropertyImageId(number, sub.style, type, index + 1);
      return { image_id: imageId, image_path_url: `/images/properties/${imageId}.webp`, type };
    }),
  );
}

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

/** One property in this many has no coordinates, so pages and maps meet that case in the sample data. */
const UNLOCATED_EVERY = 53;

/** A point within a few hundred metres of the node's centre, the sidewalk-level spread of a business node. */
function placeInNode(number: number, node: Node, random: Random): GeoPoint | null {
  // Drawn for every property, so leaving a point out does not shift the rest of the data set.
  const lat = round6(node.latitude + random.float(-0.006, 0.006));
  const lng = round6(node.longitude + random.float(-0.007, 0.007));
  return number % UNLOCATED_EVERY === UNLOCATED_EVERY - 1 ? null : { lat, lng };
}

function uniqueSlug(name: string, webRef: string, slugs: Set<string>): string {
  const base = toSlug(name);
  const slug = slugs.has(base) ? `${base}-${toSlug(webRef)}` : base;
  slugs.add(slug);
  return slug;
}

export function planProperty(
  context: PlanContext,
  deal: DealType,
  number: number,
  webRef: string,
  random: Random,
): PropertyPlan {
  const node = random.weighted(NODE_ODDS);
  const category = pickCategory(node, deal, random);
  const sub = pickSubCategory(category, node.tier, random);
  const [street = node.suburb, cornerStreet = street] = random.sample(node.streets, 2);
  const name = createPropertyName(context.registry, sub, node, random);
  const traits = buildTraits(category.segment, sub, node.tier, random);
  const excluded = random.chance(LISTING_ODDS.excludedProperty);
  return {
    number,
    key: createKey(random),
    webRef,
    deal,
    node,
    city: cityOf(node),
    category,
    sub,
    name,
    slug: uniqueSlug(name, webRef, context.slugs),
    street,
    cornerStreet,
    streetAddress: `${random.int(1, 399)} ${street}`,
    location: placeInNode(number, node, random),
    traits,
    features: buildFeatures(category.segment, traits, random),
    images: buildImages(number, sub, random),
    contacts: excluded
      ? [EXCLUDED_CONTACT]
      : assignBrokers(node.city, category.segment, deal === 'forSale', random),
    poa: random.chance(LISTING_ODDS.poa),
    specialDeal: random.chance(LISTING_ODDS.specialDeal) ? pickSpecialDeal(deal, random) : '',
    featured: random.chance(LISTING_ODDS.featured),
    emptyDescription: random.chance(LISTING_ODDS.emptyDescription),
  };
}
