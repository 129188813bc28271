import 'server-only';

import type { Random } from '@/lib/embedded/sample/random';

import { industrialPlan, officePlan, retailPlan } from './floor-plan-layouts';
import { sitePlan } from './floor-plan-site';
import type { PropertyStyle } from './ids';

export function renderFloorPlan(style: PropertyStyle, random: Random): string {
  switch (style) {
    case 'industrial':
      return industrialPlan(random);
    case 'retail':
      return retailPlan(random, false);
    case 'hotel':
      return retailPlan(random, true);
    case 'land':
      return sitePlan(random);
    case 'office':
    case 'officepark':
    case 'mixeduse':
      return officePlan(random);
  }
}
