import { dealLabel } from '@/lib/deal';
import { formatGla } from '@/lib/format/gla';
import { formatPrice } from '@/lib/format/price';
import type { ShortlistListing } from '@/lib/listings/shortlist';

/**
 * The facts of a comparison, one row each, listings in columns (NN/g: items in columns, attributes
 * in rows). Every value is what the listing's own card and page say, in the site's formats; a
 * fact a listing does not have reads UNKNOWN, never a guess.
 */

export const UNKNOWN = '—';

export interface CompareRow {
  label: string;
  /** One per listing, in the columns' order. */
  values: string[];
  /** True when there are two listings or more and every one has the same, known value. */
  same: boolean;
}

type Fact = [label: string, read: (listing: ShortlistListing) => string];

function orUnknown(text: string): string {
  return text.trim() === '' ? UNKNOWN : text;
}

function unitsAvailable({ kind, card }: ShortlistListing): string {
  const units = kind === 'unit' ? 1 : card.unitCount;
  if (!(units > 0)) return UNKNOWN;
  return units === 1 ? '1 unit' : `${units} units`;
}

const FACTS: readonly Fact[] = [
  ['Deal', ({ card }) => dealLabel(card.dealType)],
  ['Category', ({ card }) => orUnknown(card.category)],
  ['Suburb and city', ({ card }) => orUnknown([card.suburb, card.city].filter(Boolean).join(', '))],
  // A property's figure is the range of its units; formatGla says UNKNOWN without one.
  ['GLA', ({ card }) => formatGla(card.glaMin, card.glaMax)],
  // SPEC §9: per m² to let, "from" over several units, POA without a price.
  [
    'Price',
    ({ kind, card }) =>
      formatPrice({
        deal: card.dealType,
        grossPrice: card.grossPrice,
        unitCount: kind === 'unit' ? 1 : card.unitCount,
      }),
  ],
  ['Units available', unitsAvailable],
  ['Broker', ({ brokers }) => orUnknown(brokers.join(', '))],
  ['Web ref', ({ card }) => orUnknown(card.webRef)],
];

export function buildCompareRows(listings: readonly ShortlistListing[]): CompareRow[] {
  return FACTS.map(([label, read]) => {
    const values = listings.map(read);
    const [first] = values;
    const same = values.length > 1 && first !== UNKNOWN && values.every((value) => value === first);
    return { label, values, same };
  });
}
