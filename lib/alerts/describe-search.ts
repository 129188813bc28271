import { dealLabel, type DealType } from '@/lib/deal';
import { formatGla } from '@/lib/format/gla';
import { formatRand } from '@/lib/format/price';
import type { SearchAlert } from '@/lib/content/types';
import type { SearchState } from '@/lib/search/state/search-state';
import { keepKnownValues, type KnownSearchValues } from './known-values';

/**
 * A saved search in words, as the confirmation page and the e-mails name it:
 * "Office property to let in Sandton, 200 – 500 m²". Figures use the site's own formats.
 */

/** The most of a typed query a description shows: enough to recognise one's own search, too little to carry a message. */
export const MAX_DESCRIBED_QUERY_LENGTH = 40;

/** A typed query as a description quotes it: one line, at most MAX_DESCRIBED_QUERY_LENGTH characters. */
export function shortenQuery(query: string): string {
  const line = query.replace(/\s+/g, ' ').trim();
  if (line.length <= MAX_DESCRIBED_QUERY_LENGTH) return line;
  return `${line.slice(0, MAX_DESCRIBED_QUERY_LENGTH - 1).trimEnd()}…`;
}

/**
 * How a typed query shows: `quote` it (a search its address confirmed, so its own words), `mention`
 * that there is one without a word of it (a search not yet confirmed, which anyone may have saved
 * for any address: the confirmation e-mail and page), or `none` (a subject line).
 */
export type QueryWording = 'quote' | 'mention' | 'none';

/** What a description says of a query it does not quote. */
export const MENTIONED_QUERY = 'matching the search words';

export interface DescribeOptions {
  /** Leave out values the index does not know (what e-mails and the confirm page do). */
  known?: KnownSearchValues;
  query?: QueryWording;
}

function describeQuery(query: string, wording: QueryWording): string | null {
  if (wording === 'none' || !query.trim()) return null;
  return wording === 'quote' ? `matching “${shortenQuery(query)}”` : MENTIONED_QUERY;
}

/** How a sentence names listings of a property type; other types read "{type} property". */
const TYPE_NOUNS: Readonly<Record<string, string>> = {
  Office: 'Offices',
  Industrial: 'Industrial space',
  Retail: 'Retail space',
  'Mixed Use': 'Mixed-use property',
  Land: 'Land',
};

function typeNoun(type: string): string {
  return TYPE_NOUNS[type] ?? `${type} property`;
}

/** "A", "A or B", "A, B or C". */
export function joinAlternatives(values: readonly string[]): string {
  if (values.length <= 1) return values[0] ?? '';
  return `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

function describeTypes(types: readonly string[]): string {
  if (types.length === 0) return 'Commercial property';
  const [first = '', ...rest] = types.map(typeNoun);
  return joinAlternatives([first, ...rest.map((noun) => noun.toLowerCase())]);
}

function describeRange(
  min: number | null,
  max: number | null,
  format: (value: number) => string,
  range: (low: number, high: number) => string,
): string | null {
  if (min !== null && max !== null) return range(min, max);
  if (min !== null) return `from ${format(min)}`;
  if (max !== null) return `up to ${format(max)}`;
  return null;
}

function describeGla(state: SearchState): string | null {
  return describeRange(state.minGLA, state.maxGLA, (value) => formatGla(value), formatGla);
}

function describePrice(state: SearchState, deal: DealType): string | null {
  const unit = deal === 'toLet' ? ' per m²' : '';
  return describeRange(
    state.minPrice,
    state.maxPrice,
    (value) => `${formatRand(value)}${unit}`,
    (low, high) => `${formatRand(low)} – ${formatRand(high)}${unit}`,
  );
}

export function describeSearch(
  search: SearchState,
  { known, query = 'quote' }: DescribeOptions = {},
): string {
  const state = known ? keepKnownValues(search, known) : search;
  const places = state.suburb.length > 0 ? state.suburb : state.city;
  const head = [
    describeTypes(state.propertyType),
    dealLabel(state.dealType).toLowerCase(),
    places.length > 0 ? `in ${joinAlternatives(places)}` : null,
    describeQuery(state.query, query),
  ];
  const details = [
    describeGla(state),
    describePrice(state, state.dealType),
    state.broker.length > 0 ? `with ${joinAlternatives(state.broker)}` : null,
    state.availableNow ? 'available now' : null,
  ];
  const sentence = head.filter(Boolean).join(' ');
  return [sentence, ...details.filter(Boolean)].join(', ');
}

/** A saved alert in words: its typed query quoted only once its address has confirmed it. */
export function describeAlert(
  { alert, state }: { alert: Pick<SearchAlert, 'confirmedAt'>; state: SearchState },
  known?: KnownSearchValues,
): string {
  return describeSearch(state, { known, query: alert.confirmedAt ? 'quote' : 'mention' });
}
