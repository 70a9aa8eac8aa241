import { Stack } from '@mantine/core';
import type { PaginationSettingsResponse } from '@clube/contract';
import type { ShopProductEntry } from '@clube/contract/products';
import type { Pricing, StockOption } from '../lib/cart';
import type { ListingFilters } from '../lib/useListingFilters';
import { ProductDetail } from './ProductDetail';
import { ProductGrid } from './ProductGrid';
import { ShopFilters } from './ShopFilters';

export interface ProductBrowserProps {
  listing: ListingFilters;
  categories: ReadonlyArray<{ Id: number; Name: string }> | undefined;
  /** A public store shows the club's products and its member's together: no origin to choose. */
  showOrigin?: boolean;
  /** One page of the listing; undefined while the first one loads. */
  list: { products: readonly ShopProductEntry[]; pagination: PaginationSettingsResponse | null } | undefined;
  /** The product open in detail, instead of the grid. */
  detail: ShopProductEntry | null;
  onDetail: (entry: ShopProductEntry | null) => void;
  onAdd: (entry: ShopProductEntry, option: StockOption | null, quantity: number | string) => void;
  pricing: Pricing;
}

/** The filters above the grid of 24, or above the product opened from it: the shop's and a public store's. */
export function ProductBrowser({ listing, categories, showOrigin, list, detail, onDetail, onAdd, pricing }: ProductBrowserProps) {
  return (
    <Stack gap="md">
      <ShopFilters value={listing.filters} onChange={listing.setFilters} categories={categories} typeLocked={listing.typeLocked} showOrigin={showOrigin} />
      {detail ? (
        <ProductDetail key={detail.Product.Id} entry={detail} pricing={pricing} onAdd={(o, q) => onAdd(detail, o, q)} onBack={() => onDetail(null)} />
      ) : (
        <ProductGrid
          products={list?.products}
          loading={!list}
          pagination={list?.pagination}
          page={listing.page}
          onPageChange={listing.setPage}
          onOpen={onDetail}
          pricing={pricing}
        />
      )}
    </Stack>
  );
}
