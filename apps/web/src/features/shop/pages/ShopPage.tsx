import { useState } from 'react';
import { Box, Grid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messages } from '@clube/contract';
import type { DeliveryService, OrderPreviewRequest } from '@clube/contract/orders';
import type { ShopProductEntry } from '@clube/contract/products';
import { useAuthData } from '../../../lib/auth-storage';
import { toastError, toastSuccess } from '../../../lib/notify';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { authUserDataQueryOptions } from '../../accounts';
import { paymentUrl } from '../../invoices';
import { orderPreviewQueryOptions } from '../api/orderPreviewQueryOptions';
import { productCategoriesQueryOptions } from '../api/productCategoriesQueryOptions';
import { shopProductsQueryOptions } from '../api/shopProductsQueryOptions';
import { useCreateOrder } from '../api/useCreateOrder';
import { CartPanel } from '../components/CartPanel';
import { ProductDetail } from '../components/ProductDetail';
import { ProductGrid } from '../components/ProductGrid';
import { ShopFilters } from '../components/ShopFilters';
import { addLine, addToCartError, cartTotals, emptyCart, lineOf, localTotals, parseQuantity, quantityInCart, removeLine, toOrderItems, type StockOption } from '../lib/cart';
import { initialShopFilters, shopRequest, type ShopFilterValues } from '../lib/shopRequest';
import { useCart } from '../lib/useCart';

/** Spec part 2 section 9: filters wait 500 ms after the last key. */
const FILTER_DEBOUNCE_MS = 500;

/**
 * /marketplace/shop: the product grid (24 a page) with its filters on the left, the cart on the
 * right. Cart rules: spec part 2 sections 4 and 5, one seller per order (docs/marketplace.md#orders).
 */
export default function ShopPage() {
  const navigate = useNavigate();
  const auth = useAuthData();
  const [cart, updateCart] = useCart(auth?.Username);
  const me = useQuery(authUserDataQueryOptions());
  const addresses = me.data?.Adresses ?? [];
  // The address kept with the cart while it is still the member's; else his newest one.
  const addressId = addresses.some((a) => a.AddressId === cart.addressId)
    ? cart.addressId
    : addresses.reduce<number | null>((newest, a) => (newest === null || a.AddressId > newest ? a.AddressId : newest), null);

  const [filters, setFilters] = useState<ShopFilterValues>(initialShopFilters);
  const [debouncedName] = useDebouncedValue(filters.name.trim(), FILTER_DEBOUNCE_MS);
  // A cart with items fixes the product type (spec part 2 section 4).
  const effective: ShopFilterValues = { ...filters, type: cart.lines[0]?.type ?? filters.type, name: debouncedName };
  // A new filter (or address) starts over at page 1.
  const signature = JSON.stringify([effective, addressId]);
  const [paging, setPaging] = useState({ signature, page: 1 });
  const page = paging.signature === signature ? paging.page : 1;

  const categories = useQuery(productCategoriesQueryOptions());
  const list = useQuery({ ...shopProductsQueryOptions(shopRequest(effective, page, addressId)), enabled: !me.isPending });
  const [detail, setDetail] = useState<ShopProductEntry | null>(null);

  const previewRequest: OrderPreviewRequest | null =
    cart.lines.length > 0 && addressId !== null ? { Items: toOrderItems(cart.lines), DeliveryType: cart.deliveryType, DeliveryAddressId: addressId } : null;
  const preview = useQuery({ ...orderPreviewQueryOptions(previewRequest ?? { Items: [], DeliveryAddressId: 0 }), enabled: previewRequest !== null });
  const previewData = previewRequest !== null && !preview.isError ? preview.data : undefined;
  const previewReady = !!previewData && !preview.isPlaceholderData && !preview.isFetching;
  // The services last offered stay on screen while the next preview loads or if it fails.
  const [lastServices, setLastServices] = useState<DeliveryService[]>([]);
  if (previewData && previewData.AvailableDeliveryServices !== lastServices) setLastServices(previewData.AvailableDeliveryServices);
  const totals = previewData ? cartTotals(previewData.ItemsTotalValue, previewData.DeliveryValue, previewData.DiscountValue) : localTotals(cart.lines);
  const createOrder = useCreateOrder();

  const add = (entry: ShopProductEntry, option: StockOption | null, quantity: number | string) => {
    const error = addToCartError(option, quantity, option ? quantityInCart(cart, entry.Product.Id, option) : 0);
    if (error) return toastError(error);
    const line = lineOf(entry, option!, parseQuantity(quantity));
    const putInCart = (startOver: boolean) => {
      updateCart((c) => (startOver ? { ...c, lines: [line], deliveryType: null } : addLine(c, line)));
      toastSuccess(messages.cartProductAdded);
      // The first item hides the detail view (spec part 2 section 4).
      if (startOver || cart.lines.length === 0) setDetail(null);
    };
    const current = cart.lines[0];
    if (current && current.sellerKey !== line.sellerKey) {
      modals.openConfirmModal({
        title: 'Carrinho de outro vendedor',
        centered: true,
        children: <Text size="sm">{messages.orderOneSeller}</Text>,
        labels: { confirm: 'Esvaziar carrinho', cancel: messages.closeButton },
        confirmProps: { color: 'red' },
        onConfirm: () => putInCart(true),
      });
      return;
    }
    if (current && current.type !== line.type) return toastError(messages.orderOneType);
    putInCart(false);
  };

  const remove = (index: number) => {
    updateCart((c) => removeLine(c, index));
    toastSuccess(messages.cartProductRemoved);
  };

  const finish = () => {
    if (!previewRequest || !previewData) return;
    createOrder.mutate(
      { ...previewRequest, DeliveryType: cart.deliveryType ?? previewData.SelectedDeliveryServiceId, StoreUsername: null },
      {
        onSuccess: (order) => {
          updateCart((c) => ({ ...emptyCart, addressId: c.addressId }));
          toastSuccess(messages.orderCreated);
          navigate(order.InvoiceToken ? paymentUrl(order.InvoiceToken) : '/financial/invoices');
        },
      },
    );
  };

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title="Loja" backTo="/marketplace" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <ShopFilters value={filters} onChange={setFilters} categories={categories.data} typeLocked={cart.lines.length > 0} />
            {detail ? (
              <ProductDetail key={detail.Product.Id} entry={detail} onAdd={(o, q) => add(detail, o, q)} onBack={() => setDetail(null)} />
            ) : (
              <ProductGrid
                products={list.data?.products}
                loading={!list.data}
                pagination={list.data?.pagination}
                page={page}
                onPageChange={(p) => setPaging({ signature, page: p })}
                onOpen={setDetail}
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CartPanel
            lines={cart.lines}
            onRemove={remove}
            addresses={addresses}
            addressId={addressId}
            onAddress={(id) => updateCart((c) => ({ ...c, addressId: id }))}
            preview={previewData}
            services={previewRequest ? (previewData?.AvailableDeliveryServices ?? lastServices) : undefined}
            deliveryType={cart.deliveryType}
            onDeliveryType={(type) => updateCart((c) => ({ ...c, deliveryType: type }))}
            totals={totals}
            updating={preview.isFetching}
            canFinish={previewReady && !createOrder.isPending}
            finishing={createOrder.isPending}
            onFinish={finish}
          />
        </Grid.Col>
      </Grid>
    </Box>
  );
}
