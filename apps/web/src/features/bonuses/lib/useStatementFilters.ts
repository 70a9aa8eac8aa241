import { useSearchParams } from 'react-router';
import { GAIN_CATEGORIES } from '@clube/contract';
import { BONUS_STATEMENT_PAGE_SIZE, isCalendarDay, type GetBonusStatementRequest } from '@clube/contract/bonuses';

export interface StatementFilterValues {
  /** yyyy-MM-dd or '' (no bound). */
  start: string;
  end: string;
  /** An earning category id or '' (every category). */
  category: string;
}

export const emptyStatementFilters: StatementFilterValues = { start: '', end: '', category: '' };

/** Query string names of the filters and the page. */
const P = { start: 'start', end: 'end', category: 'category', page: 'page' } as const;

const day = (v: string | null) => (v && isCalendarDay(v) ? v : '');
const category = (v: string | null) => (v && GAIN_CATEGORIES.includes(Number(v)) ? v : '');
const pageOf = (v: string | null) => (v && /^[1-9]\d{0,5}$/.test(v) ? Number(v) : 1);

/**
 * The statement's filters and page kept in the URL (?start=&end=&category=&page=), so a reload, a
 * shared link or the back button shows the same lines. A value that is not valid reads as empty;
 * a new filter starts over at page 1.
 */
export function useStatementFilters() {
  const [params, setParams] = useSearchParams();
  const filters: StatementFilterValues = { start: day(params.get(P.start)), end: day(params.get(P.end)), category: category(params.get(P.category)) };
  const page = pageOf(params.get(P.page));
  const write = (f: StatementFilterValues, p: number) => {
    const next = new URLSearchParams();
    if (f.start) next.set(P.start, f.start);
    if (f.end) next.set(P.end, f.end);
    if (f.category) next.set(P.category, f.category);
    if (p > 1) next.set(P.page, String(p));
    setParams(next, { replace: true });
  };
  return {
    filters,
    page,
    /** The period reads backwards: nothing is asked until it is fixed. */
    periodInvalid: !!filters.start && !!filters.end && filters.start > filters.end,
    setFilters: (f: StatementFilterValues) => write(f, 1),
    setPage: (p: number) => write(filters, p),
  };
}

export function toStatementRequest(f: StatementFilterValues, page: number): GetBonusStatementRequest {
  return {
    PaginationSettings: { Page: page, RowsPerPage: BONUS_STATEMENT_PAGE_SIZE },
    PaginationFilter: { OrderByDescending: true },
    Filters: { StartDate: f.start || null, EndDate: f.end || null, Category: f.category ? Number(f.category) : null },
  };
}
