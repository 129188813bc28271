/**
 * The facets the search box suggests places from: each record's suburb with its city, and its city
 * with its province, as one value each ("Glenmore, Durban"), so that two suburbs of one name in two
 * cities are two suggestions, and a suggestion names the city its search filters by. A listing sync
 * adds them to every record (`lib/search/admin/property-aggregates.ts`).
 */
export const PLACE_FACETS = { suburb: 'suburb_city', city: 'city_province' } as const;

const SEPARATOR = ', ';

export function placeFacetValue(name: string, parent: string): string {
  return parent ? `${name}${SEPARATOR}${parent}` : name;
}

/**
 * A place value back into its name and its parent's. Split at the last separator: a suburb's name
 * may hold a comma, a city's or a province's does not. Also splits the value as the search service
 * highlighted it, whose tags hold no separator.
 */
export function splitPlaceFacetValue(value: string): { name: string; parent: string } {
  const at = value.lastIndexOf(SEPARATOR);
  if (at < 0) return { name: value, parent: '' };
  return { name: value.slice(0, at), parent: value.slice(at + SEPARATOR.length) };
}
