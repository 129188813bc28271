import 'server-only';

import type { PropertyStyle } from '@/lib/embedded/sample/illustrations/ids';

import type { NodeTier, Segment } from '@/lib/places/locations';
import type { Random } from '../random';
import {
  TOWER,
  PARK,
  WAREHOUSE,
  FACTORY,
  MINI_UNIT,
  YARD,
  CENTRE,
  LINE_SHOPS,
  SHOWROOM,
  MIXED,
  STAND,
  HOTEL,
  type UnitKind,
} from './unit-kinds';

export interface SubCategory {
  name: string;
  /** How copy refers to one such building ("logistics warehouse"). */
  noun: string;
  style: PropertyStyle;
  weight: number;
  /** Storeys of the building, which bounds office floors. */
  storeys: readonly [number, number];
  /** GLA range of the whole property when it is sold outright. */
  saleGla: readonly [number, number];
  unitKind: UnitKind;
}

export interface Category {
  segment: Segment;
  name: string;
  /** Relative share of to-let and for-sale properties within a node's segment mix. */
  rentBias: number;
  saleBias: number;
  subCategories: readonly SubCategory[];
}

export const CATEGORIES: readonly Category[] = [
  {
    segment: 'office',
    name: 'Office',
    rentBias: 1,
    saleBias: 0.7,
    subCategories: [
      {
        name: 'Office Block',
        noun: 'office building',
        style: 'office',
        weight: 4,
        storeys: [5, 24],
        saleGla: [3000, 25000],
        unitKind: TOWER,
      },
      {
        name: 'Office Park',
        noun: 'office park',
        style: 'officepark',
        weight: 4,
        storeys: [2, 4],
        saleGla: [800, 6000],
        unitKind: PARK,
      },
      {
        name: 'Business Park',
        noun: 'business park',
        style: 'officepark',
        weight: 2,
        storeys: [1, 3],
        saleGla: [600, 4000],
        unitKind: PARK,
      },
    ],
  },
  {
    segment: 'industrial',
    name: 'Industrial',
    rentBias: 1,
    saleBias: 1,
    subCategories: [
      {
        name: 'Warehouse / Logistics',
        noun: 'logistics warehouse',
        style: 'industrial',
        weight: 5,
        storeys: [1, 1],
        saleGla: [2500, 25000],
        unitKind: WAREHOUSE,
      },
      {
        name: 'Manufacturing',
        noun: 'factory',
        style: 'industrial',
        weight: 2,
        storeys: [1, 2],
        saleGla: [1500, 9000],
        unitKind: FACTORY,
      },
      {
        name: 'Mini-unit',
        noun: 'mini-unit complex',
        style: 'industrial',
        weight: 3,
        storeys: [1, 1],
        saleGla: [2000, 8000],
        unitKind: MINI_UNIT,
      },
      {
        name: 'Yard',
        noun: 'yard',
        style: 'land',
        weight: 1,
        storeys: [1, 1],
        saleGla: [3000, 15000],
        unitKind: YARD,
      },
    ],
  },
  {
    segment: 'retail',
    name: 'Retail',
    rentBias: 1,
    saleBias: 0.8,
    subCategories: [
      {
        name: 'Shopping Centre',
        noun: 'shopping centre',
        style: 'retail',
        weight: 3,
        storeys: [1, 2],
        saleGla: [4000, 40000],
        unitKind: CENTRE,
      },
      {
        name: 'Line Shop',
        noun: 'retail strip',
        style: 'retail',
        weight: 3,
        storeys: [1, 2],
        saleGla: [600, 3000],
        unitKind: LINE_SHOPS,
      },
      {
        name: 'Showroom',
        noun: 'showroom complex',
        style: 'retail',
        weight: 1,
        storeys: [1, 2],
        saleGla: [800, 4000],
        unitKind: SHOWROOM,
      },
    ],
  },
  {
    segment: 'mixed',
    name: 'Mixed Use',
    rentBias: 1,
    saleBias: 1,
    subCategories: [
      {
        name: 'Office and Retail',
        noun: 'mixed-use building',
        style: 'mixeduse',
        weight: 3,
        storeys: [3, 12],
        saleGla: [2500, 15000],
        unitKind: MIXED,
      },
      {
        name: 'Retail and Residential',
        noun: 'mixed-use building',
        style: 'mixeduse',
        weight: 1,
        storeys: [4, 14],
        saleGla: [3000, 14000],
        unitKind: MIXED,
      },
    ],
  },
  {
    segment: 'land',
    name: 'Land',
    rentBias: 0.6,
    saleBias: 3,
    subCategories: [
      {
        name: 'Development Land',
        noun: 'development site',
        style: 'land',
        weight: 3,
        storeys: [1, 1],
        saleGla: [2000, 60000],
        unitKind: STAND,
      },
      {
        name: 'Industrial Stand',
        noun: 'industrial stand',
        style: 'land',
        weight: 2,
        storeys: [1, 1],
        saleGla: [1500, 20000],
        unitKind: STAND,
      },
    ],
  },
  {
    segment: 'hospitality',
    name: 'Hospitality',
    rentBias: 0.5,
    saleBias: 2,
    subCategories: [
      {
        name: 'Hotel',
        noun: 'hotel',
        style: 'hotel',
        weight: 3,
        storeys: [3, 12],
        saleGla: [2500, 15000],
        unitKind: HOTEL,
      },
      {
        name: 'Conference Venue',
        noun: 'conference venue',
        style: 'hotel',
        weight: 1,
        storeys: [2, 4],
        saleGla: [1500, 6000],
        unitKind: HOTEL,
      },
    ],
  },
];

export function findCategory(segment: Segment): Category {
  const category = CATEGORIES.find((candidate) => candidate.segment === segment);
  if (!category) throw new RangeError(`No category for segment ${segment}`);
  return category;
}

/** Towers cluster in the prime nodes; office parks spread through the decentralised ones. */
export function pickSubCategory(category: Category, tier: NodeTier, random: Random): SubCategory {
  const tierFactor = (sub: SubCategory): number => {
    if (tier !== 'prime') return sub.style === 'office' ? 0.6 : 1;
    return sub.style === 'office' ? 3 : sub.style === 'officepark' ? 0.25 : 1;
  };
  return random.weighted(category.subCategories.map((sub) => [sub, sub.weight * tierFactor(sub)] as const));
}
