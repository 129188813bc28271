import { AVAILABLE_ON_NOTICE } from '@/lib/listings/availability';
import type { PropertyUnit } from '@/lib/listings/wire-types';
import type { UnitFields, UnitTest } from './unit-filters';

/**
 * What a card says of the units of its property that match the search: how many, the lowest
 * price among the priced ones (SPEC §9's "from" price; 0 when every one is POA), and the GLA
 * range they cover, and when the first of them can be occupied.
 */
export interface MatchingUnits {
  count: number;
  price_from: number;
  gla_min: number;
  gla_max: number;
  available_timestamp: number;
}

/** The fields of a hit its property's units are read from (`PropertyAggregates`). */
export interface HitWithUnits {
  property_units?: unknown;
  property_unit_categories?: unknown;
  property_brokers?: unknown;
}

function amount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function textAt(list: unknown, position: unknown): string {
  const value = Array.isArray(list) && typeof position === 'number' ? (list as unknown[])[position] : '';
  return typeof value === 'string' ? value : '';
}

/** A unit as the filters read it, and how many alike units it stands for. */
export interface UnitEntry extends UnitFields {
  count: number;
}

/** The units a hit carries, with their category and broker positions read back; null when it carries none. */
export function unitsOfHit(hit: HitWithUnits): UnitEntry[] | null {
  if (!Array.isArray(hit.property_units) || hit.property_units.length === 0) return null;
  return (hit.property_units as unknown[]).flatMap((unit): UnitEntry[] => {
    if (!Array.isArray(unit)) return [];
    const [price, glaMin, glaMax, unitCategory, propertyCategory, broker, count, available] =
      unit as Partial<PropertyUnit>;
    return [
      {
        gross_price: amount(price),
        min_gla: amount(glaMin),
        max_gla: amount(glaMax),
        unit_category: textAt(hit.property_unit_categories, unitCategory),
        property_category: textAt(hit.property_unit_categories, propertyCategory),
        broker: textAt(hit.property_brokers, broker),
        count: Math.max(1, Math.floor(amount(count))),
        // A record indexed before units carried it: not known to be available by any date.
        available_timestamp: typeof available === 'number' ? available : AVAILABLE_ON_NOTICE,
      },
    ];
  });
}

/**
 * The figures of the units that pass every test, folded from the hit's own `property_units`;
 * null when the hit carries no units or none of them passes (the card then keeps its property's).
 */
export function foldMatchingUnits(hit: HitWithUnits, tests: readonly UnitTest[]): MatchingUnits | null {
  let figures: MatchingUnits | null = null;
  for (const unit of unitsOfHit(hit) ?? []) {
    if (!tests.every((test) => test(unit))) continue;
    const price = unit.gross_price;
    const glaMax = Math.max(unit.min_gla, unit.max_gla);
    if (!figures) {
      figures = {
        count: unit.count,
        price_from: price,
        gla_min: unit.min_gla,
        gla_max: glaMax,
        available_timestamp: unit.available_timestamp,
      };
      continue;
    }
    figures.count += unit.count;
    if (price > 0 && (figures.price_from === 0 || price < figures.price_from)) figures.price_from = price;
    figures.gla_min = Math.min(figures.gla_min, unit.min_gla);
    figures.gla_max = Math.max(figures.gla_max, glaMax);
    figures.available_timestamp = Math.min(figures.available_timestamp, unit.available_timestamp);
  }
  return figures;
}

/**
 * Items by their "from" price, highest first, the unpriced (POA) last; ties keep the order they
 * came in. This is "Price: high to low" as the cards read it.
 */
export function orderByPriceFromDescending<T>(items: readonly T[], priceOf: (item: T) => number): T[] {
  return items
    .map((item, position) => ({ item, price: priceOf(item), position }))
    .sort((a, b) => {
      if (a.price > 0 !== b.price > 0) return a.price > 0 ? -1 : 1;
      return b.price - a.price || a.position - b.position;
    })
    .map((entry) => entry.item);
}
