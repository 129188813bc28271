import type { DealType } from '@/lib/deal';
import { groupDigits } from './count';

/**
 * SPEC §9 price display: 'R' prefix, thousands separated by spaces, two decimals,
 * 'per m²' to let, 'from R' when a property has more than one unit, 'POA' without a price;
 * for sale shows the gross price only.
 */

export const POA = 'POA';

/** Rounds to cents without the binary drift of `toFixed` (1.005 → 1.01). */
export function roundToCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** `R1 234 567.50`: the number part is grouped with plain spaces. */
export function formatRand(amount: number): string {
  const [whole = '0', cents = '00'] = roundToCents(Math.abs(amount)).toFixed(2).split('.');
  return `${amount < 0 ? '-' : ''}R${groupDigits(whole)}.${cents}`;
}

/** An index's price bound as a field's hint: whole rands go without their '.00'. */
export function formatRandBound(amount: number): string {
  return formatRand(amount).replace(/\.00$/, '');
}

export function hasPrice(amount: number | null | undefined): amount is number {
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0;
}

/** A rate in a column headed 'per m²': the amount alone, or POA. */
export function formatRate(amount: number): string {
  return hasPrice(amount) ? formatRand(amount) : POA;
}

export interface PriceInput {
  deal: DealType;
  /** Rand per m² per month to let; asking price for sale. */
  grossPrice: number | null | undefined;
  /** How many units the price covers; more than one reads 'from'. */
  unitCount?: number;
}

export function formatPrice({ deal, grossPrice, unitCount = 1 }: PriceInput): string {
  if (!hasPrice(grossPrice)) return POA;
  const amount = formatRand(grossPrice);
  const from = unitCount > 1 ? 'from ' : '';
  return deal === 'toLet' ? `${from}${amount} per m²` : `${from}${amount}`;
}
