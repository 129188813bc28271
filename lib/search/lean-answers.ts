import type { LiteClient } from 'algoliasearch/lite';
import { PROPERTY_CARD_ATTRIBUTES, PROPERTY_CARD_FIELDS } from '@/lib/listings/property';
import { asksForCards, type SearchAnswer, type SearchArgs, type SearchRequest } from './card-figures';
import { PROPERTY_ATTRIBUTES } from './indices';

/** Filtered by range: a range filter reads only their statistics (`facets_stats`). */
const RANGE_ATTRIBUTES: readonly string[] = [
  PROPERTY_ATTRIBUTES.grossPrice,
  PROPERTY_ATTRIBUTES.minGla,
  PROPERTY_ATTRIBUTES.maxGla,
];
/** A card's attributes, its id, and the figures of its matching units (card-figures.ts), not the units they come from. */
const CARD_HIT_FIELDS: ReadonlySet<string> = new Set([
  'objectID',
  'matching_units',
  ...PROPERTY_CARD_ATTRIBUTES,
]);

type Hit = Record<string, unknown>;

interface FacetedResult {
  hits?: Hit[];
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, unknown>;
}

function leanFacets(result: FacetedResult): FacetedResult {
  const { facets } = result;
  if (!facets) return result;
  const lean: Record<string, Record<string, number>> = { ...facets };
  for (const attribute of RANGE_ATTRIBUTES) {
    if (facets[attribute] && result.facets_stats?.[attribute]) lean[attribute] = {};
  }
  return { ...result, facets: lean };
}

const NESTED_FIELDS: Readonly<Record<string, readonly string[]>> = PROPERTY_CARD_FIELDS;

function pick(value: unknown, fields: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => pick(item, fields));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([field]) => fields.includes(field)));
}

function cardHit(hit: Hit): Hit {
  return Object.fromEntries(
    Object.entries(hit)
      .filter(([field]) => CARD_HIT_FIELDS.has(field))
      .map(([field, value]) => {
        const fields = NESTED_FIELDS[field];
        return [field, fields ? pick(value, fields) : value];
      }),
  );
}

/**
 * Answers of the property search without what no widget reads: of each card's record, what the
 * card does not show (its property's units among them, once folded into its figures); and the
 * value-by-value counts of the price and size attributes,
 * whose filters read only their minimum and maximum. The server hands the answer to the browser
 * inside the page, so this is weight every /search document and every refinement would carry:
 * on /search, two thirds of the hand-off.
 */
export function withLeanAnswers(
  client: LiteClient,
  isPropertyIndex: (indexName: string) => boolean,
): LiteClient {
  const search = async (...args: SearchArgs): Promise<SearchAnswer> => {
    const answer = await client.search(...args);
    if (!Array.isArray(answer?.results)) return answer;
    const [requests] = args;
    const list = (Array.isArray(requests) ? requests : requests.requests) as SearchRequest[];
    const results = answer.results.map((result, index) => {
      const lean = leanFacets(result as FacetedResult);
      const request = list[index];
      if (!request || !asksForCards(request, isPropertyIndex) || !lean.hits) return lean;
      return { ...lean, hits: lean.hits.map(cardHit) };
    });
    return { ...answer, results } as SearchAnswer;
  };
  return { ...client, search: search as LiteClient['search'] };
}
