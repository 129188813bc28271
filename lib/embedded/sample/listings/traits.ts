import 'server-only';

import type { ParkingRecord } from '@/lib/listings/wire-types';

import type { SubCategory } from './categories';
import type { NodeTier, Segment } from '@/lib/places/locations';
import type { Random } from '../random';

/** SAPOA office grades; industrial and retail stock uses the same letters for age and finish. */
export type Grade = 'P' | 'A' | 'B' | 'C';

/** Physical facts of one building, shared by its features list, copy and parking. */
export interface Traits {
  grade: Grade;
  greenStar: number | null;
  generators: boolean;
  solar: boolean;
  fibre: boolean;
  backupWater: boolean;
  lifts: number;
  eaves: number | null;
  powerAmps: number | null;
  docks: number;
  yard: boolean;
  sprinklers: boolean;
  craneTonnes: number | null;
  anchor: string | null;
  rooms: number | null;
  zoning: string | null;
  /** Bays per 100 m². */
  parkingRatio: number;
  coveredShare: number;
}

const GRADE_ODDS: Readonly<Record<NodeTier, readonly (readonly [Grade, number])[]>> = {
  prime: [
    ['P', 3],
    ['A', 5.5],
    ['B', 1.5],
  ],
  decentralised: [
    ['P', 0.5],
    ['A', 5.5],
    ['B', 3.5],
    ['C', 0.5],
  ],
  secondary: [
    ['A', 2],
    ['B', 5.5],
    ['C', 2.5],
  ],
};

const ANCHORS = ['a national grocer', 'a pharmacy chain', 'a national clothing retailer', 'a hardware store'];
const LAND_ZONING = ['Industrial 1', 'Business 1', 'Mixed Use', 'Commercial', 'Light Industrial'];
const PARKING_RATIO: Readonly<Record<Segment, readonly [number, number]>> = {
  office: [3, 5.5],
  mixed: [2.5, 4.5],
  retail: [3, 6],
  hospitality: [1, 2.5],
  industrial: [0.5, 1.5],
  land: [0, 0],
};

function liftsFor(storeys: number, random: Random): number {
  if (storeys > 6) return random.int(2, 6);
  return storeys > 2 ? random.int(1, 2) : 0;
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

export function buildTraits(segment: Segment, sub: SubCategory, tier: NodeTier, random: Random): Traits {
  const grade = random.weighted(GRADE_ODDS[tier]);
  const modern = grade === 'P' || grade === 'A';
  const shed = segment === 'industrial' && sub.style === 'industrial';
  const building = segment !== 'land' && sub.style !== 'land';
  const [ratioMin, ratioMax] = PARKING_RATIO[segment];
  return {
    grade,
    greenStar:
      building && modern && segment !== 'industrial' && random.chance(0.45) ? random.int(4, 6) : null,
    generators: building && random.chance(modern ? 0.85 : 0.45),
    solar: building && random.chance(modern ? 0.5 : 0.2),
    fibre: building && random.chance(0.85),
    backupWater: building && random.chance(modern ? 0.6 : 0.25),
    lifts: segment === 'industrial' || segment === 'retail' ? 0 : liftsFor(sub.storeys[1], random),
    eaves: shed ? random.int(6, 14) : null,
    powerAmps: shed ? random.pick([100, 150, 250, 400, 630, 1000]) : null,
    docks: shed && sub.name !== 'Mini-unit' ? random.int(1, 12) : 0,
    yard: segment === 'industrial' && random.chance(shed ? 0.7 : 1),
    sprinklers: shed && random.chance(modern ? 0.7 : 0.3),
    craneTonnes: sub.name === 'Manufacturing' && random.chance(0.5) ? random.pick([5, 10, 16, 20]) : null,
    anchor: sub.name === 'Shopping Centre' ? random.pick(ANCHORS) : null,
    rooms:
      sub.style === 'hotel'
        ? random.int(sub.name === 'Hotel' ? 40 : 12, sub.name === 'Hotel' ? 220 : 48)
        : null,
    zoning: segment === 'land' ? random.pick(LAND_ZONING) : null,
    parkingRatio: round1(random.float(ratioMin, ratioMax)),
    coveredShare: random.float(0.2, 0.8),
  };
}

function coreFeatures(segment: Segment, traits: Traits): string[] {
  const features: string[] = [];
  if (traits.greenStar) features.push(`${traits.greenStar}-Star Green Star rated`);
  if (traits.eaves) features.push(`Height to eaves ${traits.eaves} m`);
  if (traits.powerAmps) features.push(`3-phase power (${traits.powerAmps} A)`);
  if (traits.docks > 0) features.push(`${traits.docks} dock levellers`);
  if (traits.yard) features.push('Secure yard');
  if (traits.craneTonnes) features.push(`${traits.craneTonnes} t gantry crane`);
  if (traits.anchor) features.push(`Anchored by ${traits.anchor}`);
  if (traits.rooms) features.push(`${traits.rooms} en-suite rooms`);
  if (traits.zoning) features.push(`Zoned ${traits.zoning}`);
  if (traits.generators) features.push('Backup generators');
  if (traits.fibre) features.push('Fibre connectivity');
  if (traits.solar) features.push('Solar PV');
  if (traits.backupWater) features.push('Backup water');
  if (traits.sprinklers) features.push('Sprinklers');
  if (traits.lifts > 0)
    features.push(traits.lifts === 1 ? 'Passenger lift' : `${traits.lifts} passenger lifts`);
  return features;
}

const EXTRA_FEATURES: Readonly<Record<Segment, readonly string[]>> = {
  office: [
    'Central air-conditioning',
    'Boardroom',
    'Kitchenette',
    'Showers',
    'Manned reception',
    'Canteen',
    'Gym',
    'Access control',
    '24-hour security',
    'Visitor parking',
    'Naming rights',
    'Meeting rooms',
  ],
  mixed: [
    'Air-conditioning',
    'Access control',
    '24-hour security',
    'Shopfront signage',
    'Restaurants on site',
    'Visitor parking',
    'Kitchenette',
  ],
  retail: [
    'High foot traffic',
    'Shopfront signage',
    'Ample customer parking',
    'Extraction to roof',
    'Grease trap',
    'Corner position',
    'Taxi rank nearby',
    'Food court',
    'Security patrols',
  ],
  industrial: [
    'Roller shutter doors',
    'Truck turning circle',
    'LED high-bay lighting',
    'Offices and ablutions',
    'Electric fencing',
    '24-hour guarding',
    'Floor load 30 kN/m²',
    'Canteen',
    'Wash bay',
  ],
  land: [
    'Level site',
    'Services to boundary',
    'Approved site development plan',
    'Freeway visibility',
    'Fenced',
    'Bulk services available',
    'Corner stand',
    'Two access points',
  ],
  hospitality: [
    'Conference facilities',
    'Restaurant and bar',
    'Swimming pool',
    'Borehole water',
    'Secure parking',
    'Landscaped gardens',
    'Backup generators',
  ],
};

/** 4–10 feature strings, the building's defining facts first. */
export function buildFeatures(segment: Segment, traits: Traits, random: Random): string[] {
  const core = coreFeatures(segment, traits);
  const target = random.int(4, 10);
  const extras = random.sample(
    EXTRA_FEATURES[segment].filter((feature) => !core.includes(feature)),
    Math.max(0, target - core.length),
  );
  return [...core, ...extras].slice(0, Math.max(4, target));
}

export function buildParking(traits: Traits, totalGla: number): ParkingRecord {
  const bays = Math.round((traits.parkingRatio * totalGla) / 100);
  const covered = Math.round(bays * traits.coveredShare);
  return { bays, ratio: traits.parkingRatio, covered, open: bays - covered };
}
