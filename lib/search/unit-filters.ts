import { PROPERTY_ATTRIBUTES as A } from './indices';

/**
 * The type and broker filters count properties through property-level lists (see
 * `PropertyAggregates`), but a card must describe the units that match. So in the card query a
 * refinement on such a list becomes an OR of the record fields a unit matches it by: a unit is of
 * type "Office" when it is an office or stands in an office building, which selects exactly the
 * properties the list selects, and only their matching units.
 */
const UNIT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  [A.propertyType]: ['unit_category', 'property_category'],
  [A.broker]: ['broker'],
};

function toUnitFilters(filter: string): string[] | null {
  const colon = filter.indexOf(':');
  const fields = colon > 0 ? UNIT_FIELDS[filter.slice(0, colon)] : undefined;
  const value = filter.slice(colon + 1);
  // A negation ("attr:-value") does not distribute over an OR; the filters never send one.
  if (!fields || value.startsWith('-')) return null;
  return fields.map((field) => `${field}:${value}`);
}

export interface UnitFacetFilters {
  facetFilters: unknown;
  /** True when a filter now matches units, not whole properties. */
  changed: boolean;
}

/** The `facetFilters` of a card query with each property-level refinement matched by the units' own fields. */
export function toUnitFacetFilters(facetFilters: unknown): UnitFacetFilters {
  if (!Array.isArray(facetFilters)) return { facetFilters, changed: false };
  let changed = false;
  const rewrite = (filter: unknown): unknown[] => {
    const unit = typeof filter === 'string' ? toUnitFilters(filter) : null;
    if (unit) changed = true;
    return unit ?? [filter];
  };
  const groups = (facetFilters as unknown[]).map((group) => {
    if (Array.isArray(group)) return group.flatMap(rewrite);
    const unit = rewrite(group);
    return unit.length === 1 ? unit[0] : unit;
  });
  return { facetFilters: groups, changed };
}

/** Whether a numeric filter is set: every numeric attribute of the property indices is a unit's own. */
export function hasNumericFilters(numericFilters: unknown): boolean {
  if (Array.isArray(numericFilters)) return numericFilters.length > 0;
  return typeof numericFilters === 'string' && numericFilters.trim() !== '';
}

const PRICE_FILTER = new RegExp(`^\\s*${A.grossPrice}\\s*[<>=!]`);

/**
 * A price filter asks for a price, so a POA record (gross price 0) never matches one, however low
 * its maximum: `numericFilters` with a price bound get `gross_price > 0` too.
 */
export function toPricedNumericFilters(numericFilters: unknown): unknown {
  const filters = typeof numericFilters === 'string' ? [numericFilters] : numericFilters;
  if (!Array.isArray(filters)) return numericFilters;
  const bounds = filters.flat().some((filter) => typeof filter === 'string' && PRICE_FILTER.test(filter));
  return bounds ? [...filters, `${A.grossPrice}>0`] : numericFilters;
}
