import type { PaginationSettingsResponse } from '@clube/contract';

/** A console list query's answer: one page of rows and the page settings (docs/admin.md#console-lists). */
interface PageQuery<Row> {
  data?: { rows: readonly Row[]; pagination?: PaginationSettingsResponse | null };
  isPending: boolean;
}

/** The DataTable props a console list's page query gives: its rows, the loading ring, the count and the pages. */
export function pagedTable<Row>(query: PageQuery<Row>, page: number, onPageChange: (page: number) => void) {
  return { rows: query.data?.rows, loading: query.isPending, pagination: query.data?.pagination, page, onPageChange };
}
