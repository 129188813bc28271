/** Gross lettable area in m², grouped like prices: `1 250 m²`, or a range `120 – 450 m²`. */

import { groupDigits } from './count';

function formatArea(area: number): string {
  return groupDigits(Math.round(area).toString());
}

export function formatGla(minGla: number, maxGla: number = minGla): string {
  const low = Math.min(minGla, maxGla);
  const high = Math.max(minGla, maxGla);
  if (!(high > 0)) return '—';
  if (Math.round(low) === Math.round(high) || low <= 0) return `${formatArea(high)} m²`;
  return `${formatArea(low)} – ${formatArea(high)} m²`;
}
