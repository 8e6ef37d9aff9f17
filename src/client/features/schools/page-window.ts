/** Up to `size` consecutive page numbers around the current page, inside 1..totalPages. */
export function pageWindow(page: number, totalPages: number, size = 5): number[] {
  if (totalPages < 1) return [];
  const count = Math.min(size, totalPages);
  const current = Math.min(Math.max(page, 1), totalPages);
  const start = Math.min(Math.max(current - Math.floor(count / 2), 1), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/** 'Showing X to Y of Z': the 1-based range of items on a page. */
export function itemRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * limit + 1, total);
  return { from, to: Math.min(page * limit, total) };
}
