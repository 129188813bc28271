/**
 * SPEC §2 pagination: every page number when there are few pages, otherwise a window of `size`
 * consecutive pages centred on the current one and shifted, never shrunk, at either end.
 */
export function getPageWindow(currentPage: number, totalPages: number, size = 5): number[] {
  const total = Number.isFinite(totalPages) ? Math.max(0, Math.floor(totalPages)) : 0;
  const width = Math.min(total, Math.max(1, Math.floor(size)));
  if (total === 0) return [];
  const current = Number.isFinite(currentPage) ? Math.min(Math.max(1, Math.floor(currentPage)), total) : 1;
  const start = Math.min(Math.max(1, current - Math.floor(width / 2)), total - width + 1);
  return Array.from({ length: width }, (_, offset) => start + offset);
}

/** SPEC §4: a page beyond the number of pages is reset to the last page (or 1). Both 1-based. */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages));
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), last);
}
