import { queryOptions } from '@tanstack/react-query';
import { getAllOrders, ORDERS_PAGE_SIZE, type GetAllOrdersRequest } from '@clube/contract/orders';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';
import { ordersKeys } from './queryKeys';

/** 'Seus Pedidos' (clients false) or 'Pedidos dos Seus Clientes' (clients true): one page of 50, newest first, with the items (their product names). */
export const ordersRequest = (clients: boolean, page: number): GetAllOrdersRequest => ({
  PaginationSettings: { Page: page, RowsPerPage: ORDERS_PAGE_SIZE },
  PaginationFilter: { OrderByDescending: true },
  GetClientsOrders: clients,
  GetMoreDetails: true,
});

/** One page of orders with its PaginationSettings (spec part 2 section 9: 5 minutes). */
export const ordersQueryOptions = (request: GetAllOrdersRequest) =>
  queryOptions({
    queryKey: ordersKeys.list(request),
    queryFn: async () => {
      const res = await call(getAllOrders, { body: request });
      return { orders: res.Data, pagination: res.PaginationSettings ?? null };
    },
    staleTime: staleTimes.marketplace,
  });
