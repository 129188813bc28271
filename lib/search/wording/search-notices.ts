import type { SearchParamKey } from '../state/url-state';

const LABELS: Record<SearchParamKey, string> = {
  query: 'search text',
  deal: 'deal type',
  category: 'property type',
  city: 'city',
  suburb: 'suburb',
  minPrice: 'minimum price',
  maxPrice: 'maximum price',
  minGLA: 'minimum GLA',
  maxGLA: 'maximum GLA',
  broker: 'broker',
  available: 'availability',
  sort: 'sort order',
  page: 'page',
  area: 'map area',
  view: 'results view',
};

/** The message a visitor sees when parts of a shared link were dropped or adjusted. */
export function describeIgnoredParams(ignored: readonly SearchParamKey[]): string[] {
  if (ignored.length === 0) return [];
  const names = [...new Set(ignored)].map((key) => LABELS[key]);
  return [`Some settings in this link were not valid and were adjusted or ignored: ${names.join(', ')}.`];
}
