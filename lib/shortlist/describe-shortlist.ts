import { dealLabel } from '@/lib/deal';
import { formatPrice, hasPrice } from '@/lib/format/price';
import type { ShortlistListing } from '@/lib/listings/shortlist';

/**
 * A shared shortlist in words, as its link's preview says it in the image, title and description:
 * "A shortlist of 3 listings to let in Sandton and Rosebank · from R150.00 per m²".
 */

const MAX_NAMED = 3;

/** "A", "A and B", "A, B and C", "A, B and 2 more". */
function joinSome(values: readonly string[], more: string): string {
  if (values.length <= 1) return values[0] ?? '';
  if (values.length > MAX_NAMED) {
    return `${values.slice(0, MAX_NAMED - 1).join(', ')} and ${values.length - MAX_NAMED + 1} more ${more}`;
  }
  return `${values.slice(0, -1).join(', ')} and ${values.at(-1)}`;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => value.trim() !== ''))];
}

export function describeShortlist(listings: readonly ShortlistListing[]): string {
  const count = listings.length;
  const deals = [...new Set(listings.map(({ card }) => card.dealType))];
  const [deal] = deals;
  const places = unique(listings.map(({ card }) => card.suburb || card.city));
  const prices = listings.map(({ card }) => card.grossPrice).filter(hasPrice);
  const price =
    deals.length === 1 && deal && prices.length > 0
      ? ` · ${formatPrice({
          deal,
          grossPrice: Math.min(...prices),
          unitCount: count > 1 ? 2 : listings[0]?.card.unitCount,
        })}`
      : '';
  const where = places.length > 0 ? ` in ${joinSome(places, 'places')}` : '';
  return `A shortlist of ${count} ${count === 1 ? 'listing' : 'listings'} ${deals.map((value) => dealLabel(value).toLowerCase()).join(' and ')}${where}${price}`;
}

/** "Katherine Towers, The Grove and Illovo Point, side by side: prices, GLA, units and brokers." */
export function describeShortlistListings(listings: readonly ShortlistListing[]): string {
  const names = joinSome(
    listings.map(({ card }) => card.name),
    'listings',
  );
  return `${names}, side by side: prices, GLA, units and brokers.`;
}
