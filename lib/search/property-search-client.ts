import type { LiteClient } from 'algoliasearch/lite';
import { withCardFigures, type CardFigureOptions } from './card-figures';
import { withLeanAnswers } from './lean-answers';
import { SORT_ORDERS, sortedIndexName } from './state/sort';
import type { PropertyIndexNames } from './state/ui-state';
import { withUnitCounts } from './unit-counts';

/**
 * The search client of the property search: cards count their matching units (`unit-counts.ts`)
 * and, under unit filters, show those units' figures in the order the sort names (`card-figures.ts`);
 * answers carry no more than the widgets read (`lean-answers.ts`).
 */
export function withPropertyCards(
  client: LiteClient,
  indices: PropertyIndexNames,
  { maxFoldedUnits }: Pick<CardFigureOptions, 'maxFoldedUnits'> = {},
): LiteClient {
  const primaries = [indices.rent, indices.buy];
  const propertyIndices = new Set(
    primaries.flatMap((primary) => SORT_ORDERS.map((sort) => sortedIndexName(primary, sort))),
  );
  const highToLow = new Set(primaries.map((primary) => sortedIndexName(primary, 'price-desc')));
  const isPropertyIndex = (name: string) => propertyIndices.has(name);
  return withLeanAnswers(
    withCardFigures(withUnitCounts(client, isPropertyIndex), {
      isPropertyIndex,
      ranksPriceHighToLow: (name) => highToLow.has(name),
      maxFoldedUnits,
    }),
    isPropertyIndex,
  );
}
