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

/** A unit as the filters read it (`PropertyUnit` with its positions resolved). */
export interface UnitFields {
  gross_price: number;
  min_gla: number;
  max_gla: number;
  unit_category: string;
  property_category: string;
  broker: string;
  available_timestamp: number;
}

/** Whether a unit passes one filter of the card query. */
export type UnitTest = (unit: UnitFields) => boolean;

const UNIT_NUMBERS = new Set<string>([A.grossPrice, A.minGla, A.maxGla, A.availableTimestamp]);
/** The facet attributes whose filters test a unit, by the unit fields each matches. */
const UNIT_FACETS: Readonly<Record<string, ReadonlyArray<keyof UnitFields>>> = {
  [A.propertyType]: ['unit_category', 'property_category'],
  unit_category: ['unit_category'],
  property_category: ['property_category'],
  [A.broker]: ['broker'],
  broker: ['broker'],
};
/** The facet attributes the property search filters by that every unit of a property shares. */
const PROPERTY_FACETS = new Set<string>([A.city, A.suburb, 'province', 'dealType', A.distinctKey]);

const COMPARE: Readonly<Record<string, (a: number, b: number) => boolean>> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '=': (a, b) => a === b,
  '!=': (a, b) => a !== b,
  '>=': (a, b) => a >= b,
  '>': (a, b) => a > b,
};
const NUMERIC_FILTER = /^\s*([\w.]+)\s*(<=|>=|!=|<|>|=)\s*(-?\d+(?:\.\d+)?)\s*$/;

/** One numeric filter as a unit test: true when it leaves units alone, null when it cannot be read. */
function numericTest(filter: unknown): UnitTest | true | null {
  const match = typeof filter === 'string' ? NUMERIC_FILTER.exec(filter) : null;
  if (!match) return null;
  const [, attribute = '', operator = '', value = ''] = match;
  const compare = COMPARE[operator];
  if (!compare) return null;
  if (!UNIT_NUMBERS.has(attribute)) return attribute.startsWith('property_') ? true : null;
  const field = attribute as 'gross_price' | 'min_gla' | 'max_gla' | 'available_timestamp';
  return (unit) => compare(unit[field], Number(value));
}

/** One facet filter as a unit test: true when it leaves units alone, null when it cannot be read. */
function facetTest(filter: unknown): UnitTest | true | null {
  if (typeof filter !== 'string') return null;
  const colon = filter.indexOf(':');
  const attribute = filter.slice(0, colon);
  const value = filter.slice(colon + 1);
  if (colon <= 0 || value.startsWith('-')) return null;
  if (PROPERTY_FACETS.has(attribute)) return true;
  const fields = UNIT_FACETS[attribute];
  return fields ? (unit) => fields.some((field) => unit[field] === value) : null;
}

/** Algolia's filter lists: the entries are ANDed, an entry that is a list is an OR of its filters. */
function listTests(filters: unknown, read: (filter: unknown) => UnitTest | true | null): UnitTest[] | null {
  if (filters === undefined || filters === null || filters === '') return [];
  const entries = Array.isArray(filters) ? (filters as unknown[]) : [filters];
  const tests: UnitTest[] = [];
  for (const entry of entries) {
    const group = (Array.isArray(entry) ? entry : [entry]).map(read);
    if (group.some((test) => test === null)) return null;
    // An OR with a filter every unit of the property passes leaves the property's units alone.
    if (group.length === 0 || group.includes(true)) continue;
    const ors = group as UnitTest[];
    tests.push((unit) => ors.some((test) => test(unit)));
  }
  return tests;
}

/**
 * What the card query's filters ask of a unit, read from its `facetFilters` and `numericFilters`:
 * none when they only narrow whole properties (a city), null when a filter is not one this reads.
 * Its `filters` is the excluded contact's, whose units the index leaves out of `property_units`.
 */
export function readUnitTests(params: Record<string, unknown>): UnitTest[] | null {
  const facets = listTests(params.facetFilters, facetTest);
  const numbers = listTests(params.numericFilters, numericTest);
  return facets && numbers ? [...facets, ...numbers] : null;
}
