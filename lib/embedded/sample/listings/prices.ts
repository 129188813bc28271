import 'server-only';

import type { DealType } from '@/lib/deal';

import type { SubCategory } from './categories';
import type { NodeTier, Segment } from '@/lib/places/locations';
import type { Random } from '../random';
import type { Grade } from './traits';

type Range = readonly [number, number];

/** Gross office asking rentals, R/m²/month, by tier and grade (notes/domain.md §4.2). */
const OFFICE_RENT: Readonly<Record<NodeTier, Readonly<Record<Grade, Range>>>> = {
  prime: { P: [180, 260], A: [140, 200], B: [90, 130], C: [60, 90] },
  decentralised: { P: [160, 220], A: [110, 190], B: [70, 120], C: [45, 70] },
  secondary: { P: [130, 180], A: [95, 150], B: [60, 110], C: [35, 60] },
};

/** Asking sale prices of offices, R/m², by grade (notes/domain.md §4.3). */
const OFFICE_SALE: Readonly<Record<Grade, Range>> = {
  P: [24000, 30000],
  A: [17000, 25000],
  B: [12500, 18000],
  C: [9000, 13000],
};

const SALE_RATE: Readonly<Record<Exclude<Segment, 'office'>, Range>> = {
  industrial: [6000, 14000],
  retail: [14000, 28000],
  mixed: [12000, 22000],
  hospitality: [11000, 22000],
  land: [600, 4500],
};

const INVESTMENT_CAP = 250_000_000;

const draw = (random: Random, [min, max]: Range): number => random.float(min, max);
const toHalfRand = (value: number): number => Math.round(value * 2) / 2;
const toCents = (value: number): number => Math.round(value * 100) / 100;

function rentalRange(segment: Segment, sub: SubCategory, tier: NodeTier, grade: Grade, gla: number): Range {
  if (segment === 'office' || segment === 'hospitality') return OFFICE_RENT[tier][grade];
  if (segment === 'industrial' && sub.style === 'land') return [14, 35];
  if (segment === 'industrial') return gla < 750 ? [80, 110] : gla < 3000 ? [65, 95] : [55, 80];
  if (segment === 'land') return [10, 28];
  if (sub.name === 'Showroom') return [100, 170];
  return gla >= 1500 ? [80, 130] : gla >= 500 ? [110, 180] : [150, 350];
}

export interface Rental {
  gross: number;
  net: number;
}

/**
 * Gross and net asking rental per m² per month for one unit. Net is gross less operating costs
 * (12–25%). Mixed-use units are priced by what the unit is (office or retail space).
 */
export function priceRental(
  unitSegment: Segment,
  sub: SubCategory,
  tier: NodeTier,
  grade: Grade,
  gla: number,
  priceFactor: number,
  random: Random,
): Rental {
  const gross = toHalfRand(draw(random, rentalRange(unitSegment, sub, tier, grade, gla)) * priceFactor);
  const net = toCents(gross * (1 - random.float(0.12, 0.25)));
  return { gross, net };
}

function roundAskingPrice(price: number): number {
  const step = price >= 10_000_000 ? 100_000 : price >= 1_000_000 ? 10_000 : 5_000;
  return Math.max(step, Math.round(price / step) * step);
}

/** Asking price in whole rand for a property or sectional-title unit of the given GLA. */
export function priceSale(
  segment: Segment,
  grade: Grade,
  gla: number,
  priceFactor: number,
  random: Random,
): number {
  const range = segment === 'office' ? OFFICE_SALE[grade] : SALE_RATE[segment];
  const perSquareMetre = draw(random, range) * priceFactor;
  return roundAskingPrice(Math.min(INVESTMENT_CAP, perSquareMetre * gla));
}

const RENT_DEALS = [
  'Two months rent-free on a five-year lease',
  'One month rent-free on a three-year lease',
  'Tenant installation allowance of R450 per m² on new leases',
  'Escalation held at 6% for the first three years',
  'Free parking for the first 12 months',
  'Half rental for the first three months',
  'Landlord-funded kitchenette and boardroom fit-out',
  'One month beneficial occupation to fit out',
] as const;

const SALE_DEALS = [
  'Seller will consider a 24-month lease-back',
  'Seller contributes to transfer costs',
  'Price reduced for a quick sale',
  'Sold with a fully let tenancy schedule',
  'Vendor finance considered for qualifying buyers',
] as const;

export function pickSpecialDeal(deal: DealType, random: Random): string {
  return random.pick(deal === 'toLet' ? RENT_DEALS : SALE_DEALS);
}
