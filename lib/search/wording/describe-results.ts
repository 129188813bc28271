import { joinAlternatives } from '@/lib/alerts/describe-search';
import { countUnknownValues, type KnownSearchValues } from '@/lib/alerts/known-values';
import { dealLabel, type DealType } from '@/lib/deal';
import { formatPrice } from '@/lib/format/price';
import type { SearchState } from '../state/search-state';

/**
 * A list of results in one line, as a shared link's preview says it, in its image, title and
 * description alike: "42 offices to let in Sandton · from R150.00 per m²". It names only what the
 * index knows (types, places, counts, prices), never anything typed: a link's preview is shown under
 * the company's name to whoever it is sent to, so no link may make it say text of its sender's choice.
 */

/** How a count names properties of a type: the adjective, or the noun when the type has one. */
const TYPE_WORDS: Readonly<Record<string, { adjective: string; one?: string; many?: string }>> = {
  Office: { adjective: 'office', one: 'office', many: 'offices' },
  Industrial: { adjective: 'industrial' },
  Retail: { adjective: 'retail' },
  'Mixed Use': { adjective: 'mixed-use' },
  Land: { adjective: 'land', one: 'plot of land', many: 'plots of land' },
};

function propertiesOf(types: readonly string[], count: number): string {
  const noun = count === 1 ? 'property' : 'properties';
  if (types.length === 0) return `commercial ${noun}`;
  const [only] = types;
  const words = only !== undefined && types.length === 1 ? TYPE_WORDS[only] : undefined;
  const own = count === 1 ? words?.one : words?.many;
  if (own) return own;
  return `${joinAlternatives(types.map((type) => TYPE_WORDS[type]?.adjective ?? type.toLowerCase()))} ${noun}`;
}

export interface ResultsInWords {
  count: number;
  dealType: DealType;
  types: readonly string[];
  /** Suburbs, or cities when no suburb is chosen; empty for all of South Africa. */
  places: readonly string[];
  fromPrice: number | null;
}

/** "42 offices to let in Sandton · from R150.00 per m²"; "No offices to let in Sandton just now". */
export function describeResults({ count, dealType, types, places, fromPrice }: ResultsInWords): string {
  const where = [
    dealLabel(dealType).toLowerCase(),
    places.length > 0 ? `in ${joinAlternatives(places)}` : 'in South Africa',
  ].join(' ');
  if (count === 0) return `No ${propertiesOf(types, 2)} ${where} just now`;
  const price =
    fromPrice === null ? '' : ` · ${formatPrice({ deal: dealType, grossPrice: fromPrice, unitCount: 2 })}`;
  return `${count} ${propertiesOf(types, count)} ${where}${price}`;
}

/**
 * A /search page's title: its results in words without the price, which only the server's summary
 * knows, so the page says the same before and after the visitor changes the search. The server
 * writes it only for a describable state (search-page.tsx); the browser, for the visitor's own.
 */
export function describeSearchTitle(state: SearchState, count: number): string {
  return describeResults({
    count,
    fromPrice: null,
    dealType: state.dealType,
    types: state.propertyType,
    places: state.suburb.length > 0 ? state.suburb : state.city,
  });
}

/**
 * True when a /search state can be put in words: nothing typed, and every type, city, suburb and
 * broker one the index knows. Any other state is a link whose words its sender chose.
 */
export function isDescribableSearch(state: SearchState, known: KnownSearchValues): boolean {
  return state.query.trim() === '' && countUnknownValues(state, known) === 0;
}

/** The words of a /search state's results; null for a state that is not to be put in words. */

export function describeSearchResults(
  state: SearchState,
  known: KnownSearchValues,
  summary: { count: number; fromPrice: number | null },
): string | null {
  if (!isDescribableSearch(state, known)) return null;
  return describeResults({
    count: summary.count,
    fromPrice: summary.fromPrice,
    dealType: state.dealType,
    types: state.propertyType,
    places: state.suburb.length > 0 ? state.suburb : state.city,
  });
}
