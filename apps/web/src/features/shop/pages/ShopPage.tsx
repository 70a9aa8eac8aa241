import { useState } from 'react';
import { Box } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ShopProductEntry } from '@clube/contract/products';
import { useAuthData } from '../../../lib/auth-storage';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { authUserDataQueryOptions } from '../../accounts';
import { productCategoriesQueryOptions } from '../../products';
import { shopProductsQueryOptions } from '../api/shopProductsQueryOptions';
import { CartLayout } from '../components/CartLayout';
import { ProductBrowser } from '../components/ProductBrowser';
import { cartStorageKey } from '../lib/cartStorage';
import { shopRequest } from '../lib/shopRequest';
import { useCart } from '../lib/useCart';
import { useListingFilters } from '../lib/useListingFilters';

/**
 * /marketplace/shop: the product grid (24 a page) with its filters on the left, the cart on the
 * right (on a phone, a bar and a sheet: components/CartLayout). Cart rules: spec part 2 sections 4 and 5, one seller per order (docs/marketplace.md#orders).
 * A member buys B2B, at the dealer price.
 */
export default function ShopPage() {
  const auth = useAuthData();
  const me = useQuery(authUserDataQueryOptions());
  const [detail, setDetail] = useState<ShopProductEntry | null>(null);
  const { cart, addressId, add, panel } = useCart({
    storageKey: cartStorageKey(auth?.Username),
    pricing: 'B2B',
    addresses: me.data?.Adresses ?? [],
    onFirstItem: () => setDetail(null),
  });
  const listing = useListingFilters(cart.lines[0]?.type, addressId);
  const categories = useQuery(productCategoriesQueryOptions());
  const list = useQuery({ ...shopProductsQueryOptions(shopRequest(listing.asked, listing.page, addressId)), enabled: !me.isPending });

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title="Loja" backTo="/marketplace" />
      <CartLayout cart={panel}>
        <ProductBrowser listing={listing} categories={categories.data} list={list.data} detail={detail} onDetail={setDetail} onAdd={add} pricing="B2B" />
      </CartLayout>
    </Box>
  );
}
