/**
 * The combobox's active option after an arrow key: -1 is none (the text as typed). Down from the
 * last option, or up from the first, goes back to the text, and on round again, as a search box's
 * suggestions do.
 */
export function moveActiveOption(active: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  const next = active + step;
  return next < 0 || next >= count ? -1 : next;
}
