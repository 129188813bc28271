import 'server-only';

import { toSlug } from '@/lib/format/slug';
import type { PropertyRecord } from '@/lib/listings/wire-types';

import { EXCLUDED_CONTACT } from '../people/brokers';
import { writeUnitDescription, writeUnitHeading } from './copy';
import { uniqueUnitId } from './names';
import { priceSale } from './prices';
import { createKey, LISTING_ODDS, type PropertyPlan } from './property-plan';
import type { Random } from '../random';
import {
  assembleRecord,
  pickAvailability,
  recentTimestamp,
  writePropertyCopy,
  type UnitFacts,
} from './record';

/** Kinds of building that are commonly sold unit by unit under sectional title. */
const SECTIONAL_TITLE = new Set(['Office Park', 'Business Park', 'Office Block', 'Mini-unit', 'Line Shop']);

const draw = (random: Random, [min, max]: readonly [number, number]): number =>
  Math.round(random.float(min, max));

function askingPrice(plan: PropertyPlan, gla: number, random: Random): number {
  if (plan.poa) return 0;
  return priceSale(plan.category.segment, plan.traits.grade, gla, plan.city.priceFactor, random);
}

function wholeProperty(plan: PropertyPlan, random: Random): PropertyRecord {
  const gla = draw(random, plan.sub.saleGla);
  const unit: UnitFacts = {
    key: plan.key,
    recordType: 'property',
    unitId: '',
    unitCategory: plan.category.name,
    minGla: gla,
    maxGla: gla,
    grossPrice: askingPrice(plan, gla, random),
    netPrice: 0,
    availability: pickAvailability(random),
    updatedAt: recentTimestamp(random),
    unitContacts: [],
    unitHeading: '',
    unitDescription: '',
  };
  return assembleRecord(plan, writePropertyCopy(plan, gla, random), unit, '');
}

function sectionalUnits(plan: PropertyPlan, count: number, random: Random): PropertyRecord[] {
  const kind = plan.sub.unitKind;
  const used = new Set<string>();
  const units = Array.from({ length: count }, (_, index): UnitFacts => {
    const gla = draw(random, kind.gla);
    const unitId = uniqueUnitId(kind.unitId(index, index === 0 ? 0 : random.int(1, 3), random), index, used);
    const availability = pickAvailability(random);
    const facts = {
      unitId,
      segment: plan.category.segment,
      minGla: gla,
      maxGla: gla,
      availableType: availability.type,
      availableDate: availability.date,
    };
    return {
      key: createKey(random),
      recordType: 'property_unit',
      unitId,
      unitCategory: plan.category.name,
      minGla: gla,
      maxGla: gla,
      grossPrice: askingPrice(plan, gla, random),
      netPrice: 0,
      availability,
      updatedAt: recentTimestamp(random),
      unitContacts: random.chance(LISTING_ODDS.excludedUnit) ? [EXCLUDED_CONTACT] : plan.contacts,
      unitHeading: writeUnitHeading(facts, random),
      unitDescription: writeUnitDescription(facts, random),
    };
  });
  const sold = units.reduce((sum, unit) => sum + unit.maxGla, 0);
  const copy = writePropertyCopy(plan, Math.max(sold, draw(random, plan.sub.saleGla)), random);
  return units.map((unit) => assembleRecord(plan, copy, unit, toSlug(unit.unitId)));
}

/** Records for one property for sale: the whole building, or a few sectional-title units in it. */
export function buildSaleRecords(plan: PropertyPlan, remaining: number, random: Random): PropertyRecord[] {
  if (SECTIONAL_TITLE.has(plan.sub.name) && remaining > 1 && random.chance(0.35)) {
    return sectionalUnits(plan, Math.min(remaining, random.int(1, 3)), random);
  }
  return [wholeProperty(plan, random)];
}
