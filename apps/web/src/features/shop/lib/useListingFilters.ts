import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { FILTER_DEBOUNCE_MS, initialShopFilters, type ShopFilterValues } from './shopRequest';

/**
 * The listing's filters and page, the shop's and a public store's: `filters` as typed (with the
 * type a cart fixes), `asked` as the listing is asked, the name 500 ms after the last key (spec
 * part 2 section 9). A new filter, or another delivery address, starts over at page 1.
 */
export function useListingFilters(cartType: number | undefined, addressId: number | null) {
  const [typed, setFilters] = useState<ShopFilterValues>(initialShopFilters);
  const [debouncedName] = useDebouncedValue(typed.name.trim(), FILTER_DEBOUNCE_MS);
  // A cart with items fixes the product type (spec part 2 section 4).
  const filters: ShopFilterValues = { ...typed, type: cartType ?? typed.type };
  const asked: ShopFilterValues = { ...filters, name: debouncedName };
  const signature = JSON.stringify([asked, addressId]);
  const [paging, setPaging] = useState({ signature, page: 1 });
  const page = paging.signature === signature ? paging.page : 1;
  return { filters, setFilters, asked, page, setPage: (p: number) => setPaging({ signature, page: p }), typeLocked: cartType !== undefined };
}

export type ListingFilters = ReturnType<typeof useListingFilters>;
