import 'server-only';

import type { Random } from '../random';

/** How the units of one kind of building are sized and named. */
export interface UnitKind {
  /** Units to let per property. */
  units: readonly [number, number];
  /** GLA of one unit in m². */
  gla: readonly [number, number];
  /** Share of units that are big anchors (retail) or whole floors (office). */
  largeShare: number;
  largeGla: readonly [number, number];
  /** Builds the nth unit id; `floor` is set for multi-storey buildings. */
  unitId: (index: number, floor: number, random: Random) => string;
}

const LETTERS = 'ABCDEFGH';
const letter = (index: number): string => LETTERS[index % LETTERS.length] ?? 'A';
const ORDINAL_SUFFIXES: Readonly<Record<number, string>> = { 1: 'st', 2: 'nd', 3: 'rd' };
const ordinal = (floor: number): string => {
  if (floor === 0) return 'Ground Floor';
  const teen = floor % 100 >= 11 && floor % 100 <= 13;
  return `${floor}${teen ? 'th' : (ORDINAL_SUFFIXES[floor % 10] ?? 'th')} Floor`;
};

const suite = (index: number, floor: number, random: Random): string => {
  const style = random.int(0, 9);
  if (style < 5) return `Suite ${floor === 0 ? 'G' : floor}${String(index + 1).padStart(2, '0')}`;
  if (style < 8) return ordinal(floor);
  return floor === 0
    ? `G${String(index + 1).padStart(2, '0')}`
    : `Suite ${floor}${String(index + 1).padStart(2, '0')}`;
};

export const TOWER: UnitKind = {
  units: [2, 7],
  gla: [120, 650],
  largeShare: 0.2,
  largeGla: [750, 1200],
  unitId: suite,
};
export const PARK: UnitKind = {
  units: [1, 5],
  gla: [60, 450],
  largeShare: 0.15,
  largeGla: [500, 900],
  unitId: (index, floor) =>
    `Block ${letter(index)}, ${floor === 0 ? 'Ground Floor' : `Unit ${floor}${index + 1}`}`,
};
export const WAREHOUSE: UnitKind = {
  units: [1, 3],
  gla: [1500, 7500],
  largeShare: 0.25,
  largeGla: [7500, 20000],
  unitId: (index, _floor, random) =>
    random.chance(0.6) ? `Warehouse ${letter(index)}` : `Unit ${index + 1}`,
};
export const FACTORY: UnitKind = {
  units: [1, 3],
  gla: [750, 2000],
  largeShare: 0.2,
  largeGla: [2000, 6000],
  unitId: (index) => `Factory ${index + 1}`,
};
export const MINI_UNIT: UnitKind = {
  units: [3, 8],
  gla: [250, 750],
  largeShare: 0.1,
  largeGla: [750, 1200],
  unitId: (index) => `Unit ${index + 1}`,
};
export const YARD: UnitKind = {
  units: [1, 2],
  gla: [2000, 8000],
  largeShare: 0.2,
  largeGla: [8000, 15000],
  unitId: (index) => `Yard ${index + 1}`,
};
export const CENTRE: UnitKind = {
  units: [3, 9],
  gla: [50, 500],
  largeShare: 0.1,
  largeGla: [1500, 4500],
  unitId: (index) => `Shop ${index + 1}`,
};
export const LINE_SHOPS: UnitKind = {
  units: [2, 6],
  gla: [50, 400],
  largeShare: 0.1,
  largeGla: [400, 900],
  unitId: (index, floor) => (floor === 0 ? `G${String(index + 1).padStart(2, '0')}` : `Shop ${index + 1}`),
};
export const SHOWROOM: UnitKind = {
  units: [1, 3],
  gla: [300, 1200],
  largeShare: 0.2,
  largeGla: [1200, 2500],
  unitId: (index) => `Showroom ${index + 1}`,
};
export const MIXED: UnitKind = {
  units: [2, 6],
  gla: [60, 450],
  largeShare: 0.1,
  largeGla: [500, 1000],
  unitId: (index, floor, random) => (floor === 0 ? `Shop ${index + 1}` : suite(index, floor, random)),
};
export const STAND: UnitKind = {
  units: [1, 2],
  gla: [1500, 12000],
  largeShare: 0.2,
  largeGla: [12000, 40000],
  unitId: (index, _floor, random) => (random.chance(0.5) ? `Stand ${index + 1}` : `Portion ${index + 1}`),
};
export const HOTEL: UnitKind = {
  units: [1, 1],
  gla: [2500, 6000],
  largeShare: 0.3,
  largeGla: [6000, 14000],
  unitId: () => 'Main Building',
};
