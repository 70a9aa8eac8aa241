import { STORE_CLIENT_ROLE_IDS, UserType } from '@clube/contract';
import type { Invoice } from '@clube/contract/entities';
import { getAllOrders } from '@clube/contract/orders';
import { setAuthData } from '../../../lib/auth-storage';
import { rememberStoreClient } from '../../../lib/store-client';
import { mockRoutes, type Routes } from '../../../test/fetch-mock';
import { authUserData, casa, individual } from '../../profile/__tests__/fixtures';
import { createdOrder } from '../../shop/__tests__/fixtures';

/** Carla, a store client of Ana's store (loja.ana). */
export const carla = {
  ...individual,
  Id: 40,
  Name: 'Carla Cliente',
  Username: 'cliente.0a1b2c3d4e',
  UserType: UserType.UserStore,
  Sponsor: { Name: 'Ana Vendedora', Username: 'loja.ana', PhoneOne: null, Email: 'ana@clube.test' },
};

/** Carla's session as the store's login stores it (and the store it came from), valid for an hour unless `expired`. */
export function signInCarla({ expired = false, remembered = true } = {}) {
  setAuthData({
    IsAuth: true,
    RolesIds: STORE_CLIENT_ROLE_IDS,
    AccessToken: 'client-token',
    ExpiresOn: new Date(Date.now() + (expired ? -1 : 1) * 3_600_000).toISOString(),
    Username: carla.Username,
  });
  if (remembered) rememberStoreClient(carla.Username, 'loja.ana');
}

/** Her B2C order's invoice, still to pay. */
export const carlaInvoice: Invoice = {
  Id: 501,
  Type: 5,
  TypeFormatted: 'B2C',
  Description: 'Pedido — Caneca e mais 0 itens',
  Value: 40,
  DeliverValue: 25,
  DueDate: '2026-12-05',
  Status: 1,
  StatusFormatted: 'Pendente',
  StatusColor: 'yellow',
  Token: 'tok-b2c',
};

const page = (Data: unknown[]) => ({
  IsSuccess: true,
  Message: null,
  Data,
  PaginationSettings: { Page: 1, TotalPages: 1, TotalRows: Data.length, AllPages: [1] },
});

/** What a store client's home asks: his data, his pending invoices and his orders. */
export function mockStoreClientHomeApi(over: Routes = {}) {
  return mockRoutes({
    '/api/accounts/authUser/getAuthUserData': authUserData(carla, [casa]),
    '/api/payments/invoices/getAllInvoices': page([carlaInvoice]),
    [getAllOrders.path]: page([createdOrder({ Id: 77, Type: 5, DiscountValue: 0, FixedTotalValue: 65, InvoiceToken: 'tok-b2c' })]),
    ...over,
  });
}
