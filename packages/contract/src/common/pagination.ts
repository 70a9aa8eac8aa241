import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 50;
/** The spec pages its lists by 50; a larger RowsPerPage is capped, not refused (docs/api-wire.md). */
export const MAX_PAGE_SIZE = 50;

/** RowsPerPage as a client asks it (any positive integer), as the server uses it (at most MAX_PAGE_SIZE). */
export const capPageSize = (rows: number) => Math.min(rows, MAX_PAGE_SIZE);

export const PaginationSettingsRequest = z
  .object({
    Page: z.number().int().min(1).max(1_000_000).default(1),
    RowsPerPage: z.number().int().min(1).default(DEFAULT_PAGE_SIZE).transform(capPageSize),
  })
  .strict();

export const PaginationFilterRequest = z
  .object({
    Type: z.number().int().min(0).max(100).optional(),
    OrderByDescending: z.boolean().optional(),
  })
  .strict();

export const PagedRequest = {
  PaginationSettings: PaginationSettingsRequest.default({ Page: 1, RowsPerPage: DEFAULT_PAGE_SIZE }),
  PaginationFilter: PaginationFilterRequest.optional(),
};

/**
 * Pages to offer in a pagination bar: first, last, current and its neighbours; `null` marks an
 * ellipsis. Shared by the API (AllPages) and the web's Pagination component.
 */
export function visiblePages(current: number, total: number): Array<number | null> {
  if (total <= 0) return [];
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
}

export function paginationResponse(page: number, rowsPerPage: number, totalRows: number) {
  const totalPages = Math.max(1, Math.ceil(totalRows / rowsPerPage));
  return {
    Page: page,
    TotalPages: totalPages,
    TotalRows: totalRows,
    AllPages: Array.from({ length: totalPages }, (_, i) => i + 1).slice(0, 10_000),
  };
}
