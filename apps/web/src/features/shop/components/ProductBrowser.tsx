import { useRef, useState } from 'react';
import { Drawer, Stack } from '@mantine/core';
import type { PaginationSettingsResponse } from '@clube/contract';
import type { ShopProductEntry } from '@clube/contract/products';
import type { Pricing, StockOption } from '../lib/cart';
import type { ListingFilters } from '../lib/useListingFilters';
import { usePhone } from '../../../lib/phone';
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

/**
 * The filters above the grid of 24, or above the product opened from it: the shop's and a public
 * store's. On a phone the product opens in a sheet over the grid, so that closing it (as the first
 * item added does, spec part 2 section 4) leaves the page where it was (docs/marketplace.md#the-cart-on-a-phone).
 */
export function ProductBrowser({ listing, categories, showOrigin, list, detail, onDetail, onAdd, pricing }: ProductBrowserProps) {
  const phone = usePhone();
  // The sheet keeps the product it showed while it slides away.
  const [shown, setShown] = useState(detail);
  if (detail && detail !== shown) setShown(detail);
  // Focus goes back to the card tapped without scrolling to it: the page must not move.
  const opener = useRef<HTMLElement | null>(null);
  const open = (entry: ShopProductEntry) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onDetail(entry);
  };
  const detailOf = (entry: ShopProductEntry) => (
    <ProductDetail key={entry.Product.Id} entry={entry} pricing={pricing} onAdd={(o, q) => onAdd(entry, o, q)} onBack={() => onDetail(null)} />
  );
  const grid = (
    <ProductGrid
      products={list?.products}
      loading={!list}
      pagination={list?.pagination}
      page={listing.page}
      onPageChange={listing.setPage}
      onOpen={phone ? open : onDetail}
      pricing={pricing}
    />
  );
  return (
    <Stack gap="md">
      <ShopFilters value={listing.filters} onChange={listing.setFilters} categories={categories} typeLocked={listing.typeLocked} showOrigin={showOrigin} />
      {!phone && detail ? detailOf(detail) : grid}
      {phone && (
        <Drawer.Root
          opened={detail !== null}
          onClose={() => onDetail(null)}
          position="bottom"
          size="100%"
          returnFocus={false}
          onExitTransitionEnd={() => opener.current?.focus({ preventScroll: true })}
        >
          <Drawer.Overlay />
          <Drawer.Content aria-label={shown?.Product.Name ?? 'Produto'}>
            <Drawer.Body p={0}>{shown && detailOf(shown)}</Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
      )}
    </Stack>
  );
}
