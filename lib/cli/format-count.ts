import { groupDigits } from '@/lib/format/count';

/** A count grouped as the site groups figures, `1 650`, with plain spaces a log search can match. */
export function formatCount(value: number): string {
  return groupDigits(String(value));
}
