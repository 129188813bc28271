import dayjs from 'dayjs';

/** SPEC §2: dates read DD MMMM YYYY, e.g. 05 March 2026. */
export const DATE_FORMAT = 'DD MMMM YYYY';

export function formatDate(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format(DATE_FORMAT) : '';
}

/** When a unit can be occupied, from the listing's availability type and date. */
export function formatAvailability(type: string, iso: string): string {
  if (type === 'Immediately') return 'Immediately';
  if (type === 'Notice') return 'On notice';
  const date = formatDate(iso);
  return date ? `From ${date}` : 'On request';
}
