import 'server-only';

import type { DealType } from '@/lib/deal';
import type { PropertyRecord, ResponsibleContactRecord } from '@/lib/listings/wire-types';

import { BROKER_CONTACTS } from '../people/brokers';
import { NameRegistry } from './names';
import { planProperty, type PlanContext, type PropertyPlan } from './property-plan';
import { createNamedRandom, type Random } from '../random';
import { buildRentRecords, pickUnitCount } from './rent';
import { buildSaleRecords } from './sale';

export { SAMPLE_EXCLUDED_CONTACT_KEY } from '../people/brokers';

export interface SampleListingOptions {
  seed?: number;
  /** Units to let; properties and records for sale scale with it. */
  rentUnits?: number;
}

export interface SampleListings {
  rent: PropertyRecord[];
  buy: PropertyRecord[];
  /** The brokers, for people pages and the broker facet; the excluded desk is not one of them. */
  contacts: ResponsibleContactRecord[];
}

export const DEFAULT_SAMPLE_SEED = 20261101;
export const DEFAULT_RENT_UNITS = 1500;
/** About one record for sale per ten units to let (150 at the default size). */
const SALE_RECORDS_PER_RENT_UNIT = 0.1;
const FIRST_WEB_REF = 10001;

type Build = (plan: PropertyPlan, remaining: number, random: Random) => PropertyRecord[];

/**
 * Builds properties until `target` records exist. Every property draws from its own stream
 * (seed + deal + index), so a larger data set starts with the same properties as a smaller one.
 */
function generateDeal(
  deal: DealType,
  target: number,
  seed: number,
  context: PlanContext,
  counters: { property: number; webRef: number },
  build: Build,
): PropertyRecord[] {
  const records: PropertyRecord[] = [];
  for (let index = 0; records.length < target; index += 1) {
    const random = createNamedRandom(seed, `${deal}:${index}`);
    counters.property += 1;
    counters.webRef += random.int(1, 7);
    const plan = planProperty(context, deal, counters.property, `RC-${counters.webRef}`, random);
    for (const record of build(plan, target - records.length, random)) records.push(record);
  }
  return records;
}

export function generateSampleListings(options: SampleListingOptions = {}): SampleListings {
  const seed = options.seed ?? DEFAULT_SAMPLE_SEED;
  const rentUnits = Math.max(1, Math.round(options.rentUnits ?? DEFAULT_RENT_UNITS));
  const context: PlanContext = { registry: new NameRegistry(), slugs: new Set() };
  const counters = { property: 0, webRef: FIRST_WEB_REF };
  const rent = generateDeal('toLet', rentUnits, seed, context, counters, (plan, remaining, random) =>
    buildRentRecords(plan, pickUnitCount(plan, remaining, random), random),
  );
  const saleTarget = Math.max(1, Math.round(rentUnits * SALE_RECORDS_PER_RENT_UNIT));
  const buy = generateDeal('forSale', saleTarget, seed, context, counters, buildSaleRecords);
  return { rent, buy, contacts: [...BROKER_CONTACTS] };
}
