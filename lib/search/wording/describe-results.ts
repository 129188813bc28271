import { joinAlternatives } from '@/lib/alerts/describe-search';
import { dealLabel, type DealType } from '@/lib/deal';
import { formatPrice } from '@/lib/format/price';
import type { SearchState } from '../state/search-state';

/**
 * A list of results in one line, as a shared link's preview says it, in its image, title and
 * description alike: "42 offices to let in Sandton · from R150.00 per m²".
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
  query?: string;
  fromPrice: number | null;
}

/** "42 offices to let in Sandton · from R150.00 per m²"; "No offices to let in Sandton just now". */
export function describeResults({
  count,
  dealType,
  types,
  places,
  query,
  fromPrice,
}: ResultsInWords): string {
  const where = [
    dealLabel(dealType).toLowerCase(),
    places.length > 0 ? `in ${joinAlternatives(places)}` : 'in South Africa',
    query ? `matching “${query}”` : null,
  ]
    .filter(Boolean)
    .join(' ');
  if (count === 0) return `No ${propertiesOf(types, 2)} ${where} just now`;
  const price =
    fromPrice === null ? '' : ` · ${formatPrice({ deal: dealType, grossPrice: fromPrice, unitCount: 2 })}`;
  return `${count} ${propertiesOf(types, count)} ${where}${price}`;
}

/**
 * A /search page's title: its results in words without the price, which only the server's summary
 * knows, so the page says the same before and after the visitor changes the search.
 */
export function describeSearchTitle(state: SearchState, count: number): string {
  return describeSearchResults(state, { count, fromPrice: null });
}

/** The words of a /search state's results. */
export function describeSearchResults(
  state: SearchState,
  summary: { count: number; fromPrice: number | null },
): string {
  return describeResults({
    count: summary.count,
    fromPrice: summary.fromPrice,
    dealType: state.dealType,
    types: state.propertyType,
    places: state.suburb.length > 0 ? state.suburb : state.city,
    query: state.query,
  });
}
