import { OfficeStatus, ProductFilterType, ProductStatus, ProductType, SHOP_PAGE_SIZE, type GetAllProductsRequest } from '@clube/contract/products';

export type ProductOrigin = 'all' | 'admin' | 'users';

/** The shop's filters: product or service, origin, category ('' for any) and the name typed. */
export interface ShopFilterValues {
  type: number;
  origin: ProductOrigin;
  category: string;
  name: string;
}

/** Spec part 2 section 9: the filters wait 500 ms after the last key. */
export const FILTER_DEBOUNCE_MS = 500;

export const initialShopFilters: ShopFilterValues = { type: ProductType.Produto, origin: 'all', category: '', name: '' };

const originValue: Record<ProductOrigin, boolean | null> = { all: null, admin: true, users: false };

/**
 * The shop's product query (spec part 2 section 9): forced OnlyWithStock, OfficeStatus Aceito,
 * ProductStatus available on B2B and marketplace mode; 24 a page. The name filter applies only
 * when not blank. The stock offered is that of the storages serving the delivery address.
 */
export function shopRequest(filters: ShopFilterValues, page: number, addressId: number | null): GetAllProductsRequest {
  const name = filters.name.trim();
  return {
    PaginationSettings: { Page: page, RowsPerPage: SHOP_PAGE_SIZE },
    OnlyWithStock: true,
    OfficeStatus: OfficeStatus.Aceito,
    ProductStatus: ProductStatus.DisponivelB2B,
    IsFromMarketplace: true,
    GetStockDetails: true,
    GetOnlyTheRightStorages: true,
    ProductType: filters.type,
    IsOfficeProduct: originValue[filters.origin],
    Categories: filters.category ? [{ Id: Number(filters.category) }] : null,
    Filters: name ? [{ Type: ProductFilterType.Name, Value: name }] : [],
    DeliveryAddressId: addressId,
  };
}
