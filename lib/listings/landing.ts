import type { LandingFilters } from './queries';
import { dealLabel } from '@/lib/deal';

/** "Office property to let in Sandton CBD, Johannesburg": the heading and title of a landing page. */
export function describeLanding({ dealType, category, city, suburb }: LandingFilters): string {
  const what = `${category ?? 'Commercial'} property ${dealLabel(dealType).toLowerCase()}`;
  if (suburb && city) return `${what} in ${suburb}, ${city}`;
  if (city) return `${what} in ${city}`;
  return `${what} in South Africa`;
}
