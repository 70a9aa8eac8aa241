import { getAuthUserData } from '@clube/contract/accounts';
import { createNewOrderPreview, createNewOrderWithInvoice, type Order, type OrderPreview, type OrderPreviewRequest } from '@clube/contract/orders';
import { getAllCategories, getAllProducts, type ProductStock, type ShopProductEntry } from '@clube/contract/products';
import { getDistributionCenterByUserId } from '@clube/contract/storages';
import { mockFetch, okBody, type Answer, type Call } from '../../../test/fetch-mock';
import { authUserData, casa, individual } from '../../profile/__tests__/fixtures';

export const PATHS = {
  authUser: getAuthUserData.path,
  products: getAllProducts.path,
  categories: getAllCategories.path,
  preview: createNewOrderPreview.path,
  create: createNewOrderWithInvoice.path,
  distributionCenter: getDistributionCenterByUserId.path,
};

export const trabalho = {
  AddressId: 32,
  Address: {
    ...casa.Address,
    Id: 32,
    Name: 'Trabalho',
    ZipCode: '20040002',
    Street: 'Rua da Assembleia',
    Number: '10',
    District: 'Centro',
    City: 'Rio de Janeiro',
    State: 'RJ',
  },
};

/** A stock option: its quantity and its features as [id, feature name, category name]. */
export function stock(id: number, quantity: number, features: Array<[number, string, string]> = []): ProductStock {
  return {
    Id: id,
    Name: `Estoque ${id}`,
    Quantity: quantity,
    StorageId: 1,
    StockFeatures: features.map(([fid, name, category]) => ({ FeatureId: fid, Feature: { Id: fid, Name: name, Category: { Id: fid * 100, Name: category } } })),
  };
}

export interface EntryOptions {
  id: number;
  name: string;
  price?: number;
  discount?: number;
  /** The seller's user id; 1 with office true is the club. */
  seller?: number;
  office?: boolean;
  type?: number;
  stocks?: ProductStock[];
}

export function entry({
  id,
  name,
  price = 100,
  discount = 10,
  seller = 9,
  office = false,
  type = 1,
  stocks = [stock(id * 10, 5)],
}: EntryOptions): ShopProductEntry {
  return {
    Product: {
      Id: id,
      UserId: seller,
      IsOfficeProduct: office,
      Type: type,
      TypeFormatted: type === 1 ? 'Produto' : 'Serviço',
      Name: name,
      Description: `Descrição de ${name}`,
      Price: price,
      DealerDiscount: discount,
      DealerPrice: Math.round((price - discount) * 100) / 100,
      Weight: 300,
      Length: 20,
      Width: 15,
      Height: 5,
      NumberOfSales: 0,
      Categories: [],
    },
    ProductImages: [{ Id: id, StoredFile: { Id: id, FullUrl: `/api/files/${id}`, ContentType: 'image/png', OriginalFileName: `${id}.png` } }],
    Stocks: stocks,
  };
}

/** Camiseta: two options (Cor: Azul with 3, Cor: Verde with 8); seller 9. */
export const camiseta = entry({
  id: 1,
  name: 'Camiseta',
  price: 100,
  discount: 10,
  stocks: [stock(11, 3, [[5, 'Azul', 'Cor']]), stock(12, 8, [[6, 'Verde', 'Cor']])],
});
/** Caneca: one option; seller 9. */
export const caneca = entry({ id: 2, name: 'Caneca', price: 40, discount: 5 });
/** Boné: the club's product (another seller). */
export const bone = entry({ id: 3, name: 'Boné', price: 60, discount: 0, seller: 1, office: true });

const FREIGHT: Record<number, number> = { 40010: 25, 41106: 15, 0: 0, 2: 0 };

/** A preview the way the API computes it: list prices, dealer discounts, the freight of the service chosen (Sedex by default). */
export function previewOf(request: OrderPreviewRequest, products: ShopProductEntry[]): OrderPreview {
  const byId = new Map(products.map((p) => [p.Product.Id, p.Product]));
  let items = 0;
  let discount = 0;
  for (const i of request.Items) {
    const p = byId.get(i.ProductId)!;
    items += p.Price * 100 * i.Quantity;
    discount += p.DealerDiscount * 100 * i.Quantity;
  }
  const selected = request.DeliveryType ?? 40010;
  const freight = FREIGHT[selected] ?? 0;
  return {
    AvailableDeliveryServices: [
      { Id: 40010, Type: 40010, Title: 'Sedex', Value: 25, Days: 3 },
      { Id: 41106, Type: 41106, Title: 'PAC', Value: 15, Days: 7 },
      { Id: 0, Type: 0, Title: 'Retirar no local', Value: 0, Days: null },
    ],
    SelectedDeliveryServiceId: selected,
    ItemsTotalValue: items / 100,
    DeliveryValue: freight,
    DiscountValue: discount / 100,
    TotalValue: (items - discount) / 100 + freight,
    SellersContact: { Name: 'Vendedor', PhoneOne: '11999998888', ProductName: byId.get(request.Items[0]!.ProductId)!.Name },
  };
}

export const createdOrder = (over: Partial<Order> = {}): Order => ({
  Id: 77,
  Type: 4,
  FixedTotalValue: 205,
  Value: 180,
  DeliveryValue: 25,
  DiscountValue: 20,
  DeliveryType: 40010,
  DeliveryTitle: 'Sedex',
  Created: '2026-03-10T15:00:00.000Z',
  PaidOn: null,
  DeliveredOn: null,
  CancelledOn: null,
  WithdrawnOn: null,
  ReturnedOn: null,
  CanWithdraw: false,
  WithdrawalDeadline: null,
  Status: 1,
  StatusFormatted: 'Aguardando Pagamento',
  StatusColor: 'yellow',
  User: { Id: 7, Name: 'Ana Paula Souza', Email: 'ana@clube.test', PhoneOne: null },
  Seller: { Id: 9, Name: 'Vendedor', PhoneOne: null },
  DeliveryAddress: { ZipCode: '01001000', City: 'São Paulo', State: 'SP', Street: 'Praça da Sé', Number: '1', District: 'Sé', Complement: null },
  OrderItems: [],
  InvoiceId: 501,
  InvoiceToken: 'tok-501',
  ...over,
});

export interface ShopApi {
  products?: ShopProductEntry[];
  addresses?: unknown[];
  /** Overrides the preview's answer (e.g. a 403). */
  preview?: (call: Call) => Answer | undefined;
  create?: (call: Call) => Answer | undefined;
  /** How many products the listing says match (pages of 24). */
  totalRows?: number;
}

const paged = (Data: unknown, TotalRows: number, Page: number) => ({
  body: { IsSuccess: true, Message: null, Data, PaginationSettings: { Page, TotalPages: Math.max(1, Math.ceil(TotalRows / 24)), TotalRows, AllPages: [1] } },
});

/** The shop's API: the member (with addresses), categories, one page of products, the preview and the order creation. */
export function mockShopApi(api: ShopApi = {}) {
  const products = api.products ?? [camiseta, caneca, bone];
  return mockFetch((c) => {
    if (c.path === PATHS.authUser) return okBody(authUserData(individual, api.addresses ?? [casa, trabalho]));
    if (c.path === PATHS.categories) return okBody([{ Id: 4, Type: 1, TypeFormatted: 'Produto', Name: 'Vestuário' }]);
    if (c.path === PATHS.products)
      return paged(products, api.totalRows ?? products.length, (c.body as { PaginationSettings: { Page: number } }).PaginationSettings.Page);
    if (c.path === PATHS.preview) return api.preview?.(c) ?? okBody(previewOf(c.body as OrderPreviewRequest, products));
    if (c.path === PATHS.create) return api.create?.(c) ?? okBody(createdOrder());
    return undefined;
  });
}
