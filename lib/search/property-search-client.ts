import type { LiteClient } from 'algoliasearch/lite';
import { withCardFigures } from './card-figures';
import { withLeanAnswers } from './lean-answers';
import { SORT_ORDERS, sortedIndexName } from './state/sort';
import type { PropertyIndexNames } from './state/ui-state';

/**
 * The search client of the property search: under unit filters, cards show the figures of their
 * matching units, folded from their own hits, in the order the sort names (`card-figures.ts`);
 * answers carry no more than the widgets read (`lean-answers.ts`). Neither adds a query to what
 * InstantSearch sends.
 */
export function withPropertyCards(client: LiteClient, indices: PropertyIndexNames): LiteClient {
  const primaries = [indices.rent, indices.buy];
  const propertyIndices = new Set(
    primaries.flatMap((primary) => SORT_ORDERS.map((sort) => sortedIndexName(primary, sort))),
  );
  const highToLow = new Set(primaries.map((primary) => sortedIndexName(primary, 'price-desc')));
  const isPropertyIndex = (name: string) => propertyIndices.has(name);
  return withLeanAnswers(
    withCardFigures(client, { isPropertyIndex, ranksPriceHighToLow: (name) => highToLow.has(name) }),
    isPropertyIndex,
  );
}
