import 'server-only';

import { toSlug } from '@/lib/format/slug';
import type { PropertyRecord } from '@/lib/listings/wire-types';

import { findCategory } from './categories';
import { assignBrokers, EXCLUDED_CONTACT } from '../people/brokers';
import { writeUnitDescription, writeUnitHeading } from './copy';
import type { Segment } from '@/lib/places/locations';
import { uniqueUnitId } from './names';
import { priceRental } from './prices';
import { createKey, LISTING_ODDS, type PropertyPlan } from './property-plan';
import type { Random } from '../random';
import {
  assembleRecord,
  pickAvailability,
  recentTimestamp,
  writePropertyCopy,
  type UnitFacts,
} from './record';

const draw = (random: Random, [min, max]: readonly [number, number]): number =>
  Math.round(random.float(min, max));

/** Floors the units sit on: distinct while the building has enough storeys, ground floor first. */
function pickFloors(plan: PropertyPlan, count: number, random: Random): number[] {
  const [minStoreys, maxStoreys] = plan.sub.storeys;
  const storeys = random.int(minStoreys, maxStoreys);
  const floors = random.sample(
    Array.from({ length: storeys }, (_, floor) => floor),
    count,
  );
  while (floors.length < count) floors.push(random.int(0, storeys - 1));
  return floors.sort((a, b) => a - b);
}

function unitSegment(plan: PropertyPlan, floor: number): Segment {
  if (plan.category.segment !== 'mixed') return plan.category.segment;
  return floor === 0 ? 'retail' : 'office';
}

function buildUnit(
  plan: PropertyPlan,
  index: number,
  floor: number,
  used: Set<string>,
  random: Random,
): UnitFacts {
  const kind = plan.sub.unitKind;
  const maxGla = Math.max(10, draw(random, random.chance(kind.largeShare) ? kind.largeGla : kind.gla));
  const minGla = maxGla >= 400 && random.chance(0.15) ? Math.round(maxGla * random.float(0.35, 0.6)) : maxGla;
  const segment = unitSegment(plan, floor);
  const rental = plan.poa
    ? { gross: 0, net: 0 }
    : priceRental(
        segment,
        plan.sub,
        plan.node.tier,
        plan.traits.grade,
        maxGla,
        plan.city.priceFactor,
        random,
      );
  const unitId = uniqueUnitId(kind.unitId(index, floor, random), index, used);
  const availability = pickAvailability(random);
  const unitContacts = random.chance(LISTING_ODDS.excludedUnit)
    ? [EXCLUDED_CONTACT]
    : random.chance(0.15)
      ? assignBrokers(plan.city.name, segment, false, random)
      : plan.contacts;
  const copyFacts = {
    unitId,
    segment,
    minGla,
    maxGla,
    availableType: availability.type,
    availableDate: availability.date,
  };
  return {
    key: createKey(random),
    recordType: 'property_unit',
    unitId,
    unitCategory: findCategory(segment).name,
    minGla,
    maxGla,
    grossPrice: rental.gross,
    netPrice: rental.net,
    availability,
    updatedAt: recentTimestamp(random),
    unitContacts,
    unitHeading: writeUnitHeading(copyFacts, random),
    unitDescription: writeUnitDescription(copyFacts, random),
  };
}

/** Unit count for a property to let: its kind's usual range, capped by the units still wanted. */
export function pickUnitCount(plan: PropertyPlan, remaining: number, random: Random): number {
  const [min, max] = plan.sub.unitKind.units;
  return Math.min(remaining, random.int(min, max));
}

/** One record per vacant unit; the property's total GLA adds the space already let. */
export function buildRentRecords(plan: PropertyPlan, unitCount: number, random: Random): PropertyRecord[] {
  const used = new Set<string>();
  const floors = pickFloors(plan, unitCount, random);
  const units = floors.map((floor, index) => buildUnit(plan, index, floor, used, random));
  const vacant = units.reduce((sum, unit) => sum + unit.maxGla, 0);
  const singleTenant = plan.sub.unitKind.units[1] === 1;
  const totalGla = singleTenant ? vacant : vacant + Math.round(vacant * random.float(0.3, 3));
  const copy = writePropertyCopy(plan, totalGla, random);
  return units.map((unit) => assembleRecord(plan, copy, unit, toSlug(unit.unitId)));
}
