import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminGetAllProducts, PRODUCTS_PAGE_SIZE, type AdminGetAllProductsRequest } from '@clube/contract/products';
import { call } from '../../../lib/api';
import { adminProductsKeys } from './queryKeys';

export const adminProductsRequest = (officeStatus: number, name: string, page: number): AdminGetAllProductsRequest => ({
  PaginationSettings: { Page: page, RowsPerPage: PRODUCTS_PAGE_SIZE },
  OfficeStatus: officeStatus,
  Name: name || null,
});

/** One page of the products in one OfficeStatus (the queue: Pendente), oldest first, with their sellers. */
export const adminProductsQueryOptions = (request: AdminGetAllProductsRequest) =>
  queryOptions({
    queryKey: adminProductsKeys.list(request),
    queryFn: async () => {
      const res = await call(adminGetAllProducts, { body: request });
      return { rows: res.Data, pagination: res.PaginationSettings ?? null };
    },
    // Typing a filter keeps the rows on screen until the new page answers.
    placeholderData: keepPreviousData,
  });
