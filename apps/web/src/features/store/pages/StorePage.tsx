import { useState } from 'react';
import { Anchor, Box, Button, Grid, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconBuildingStore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { messages } from '@clube/contract';
import type { OrderPreviewRequest } from '@clube/contract/orders';
import { ProductType, SHOP_PAGE_SIZE, type ShopProductEntry } from '@clube/contract/products';
import type { StoreProductsRequest } from '@clube/contract/store';
import { isAuthenticated, useAuthData } from '../../../lib/auth-storage';
import { toastError, toastSuccess } from '../../../lib/notify';
import { LoadingRing } from '../../../ui/LoadingRing';
import { authUserDataQueryOptions } from '../../accounts';
import { paymentUrl } from '../../invoices';
import { storeCategoriesQueryOptions } from '../api/storeCategoriesQueryOptions';
import { storeHeaderQueryOptions } from '../api/storeHeaderQueryOptions';
import { storeOrderPreviewQueryOptions } from '../api/storeOrderPreviewQueryOptions';
import { storeProductsQueryOptions } from '../api/storeProductsQueryOptions';
import { useCreateStoreOrder } from '../api/useCreateStoreOrder';
import { StoreCartPanel } from '../components/StoreCartPanel';
import { StoreCheckout } from '../components/StoreCheckout';
import { StoreFilters, type StoreFilterValues } from '../components/StoreFilters';
import { StoreProductDetail } from '../components/StoreProductDetail';
import { StoreProductGrid } from '../components/StoreProductGrid';
import { buyerOf, deliveryAddressId, type StoreBuyer } from '../lib/buyerOf';
import {
  addLine,
  addToCartError,
  cartTotals,
  emptyStoreCart,
  lineOf,
  localTotals,
  parseQuantity,
  quantityInCart,
  removeLine,
  toOrderItems,
  type StockOption,
} from '../lib/storeCart';
import { useStoreCart } from '../lib/storeCartStorage';
import { storePath } from '../lib/storeLink';

/** Spec part 2 section 9: filters wait 500 ms after the last key. */
const FILTER_DEBOUNCE_MS = 500;
const initialFilters: StoreFilterValues = { type: ProductType.Produto, category: '', name: '' };

/** Why this session cannot buy here, with the way out. */
function BuyerNotice({ buyer }: { buyer: StoreBuyer }) {
  if (buyer.kind === 'member')
    return (
      <Text size="sm">
        {messages.storeMemberSignedIn}{' '}
        <Anchor component={Link} to="/marketplace/shop">
          Ir para a Loja
        </Anchor>
      </Text>
    );
  if (buyer.kind === 'otherStoreClient')
    return (
      <Text size="sm">
        {messages.orderStoreNotYours}{' '}
        {buyer.sponsorUsername && (
          <Anchor component={Link} to={storePath(buyer.sponsorUsername)}>
            Ir para a sua loja
          </Anchor>
        )}
      </Text>
    );
  return null;
}

/**
 * /store/:username, a member's public store (docs/marketplace.md#public-store): his header, the
 * grid of 24 with the shop's filters, the detail, and the cart (one seller at a time, kept across
 * reloads). 'Finalizar compra' signs a visitor up (or in) first; his sponsor's store client then
 * places a B2C order and goes to the payment page.
 */
export default function StorePage() {
  const { username = '' } = useParams();
  const navigate = useNavigate();
  const header = useQuery(storeHeaderQueryOptions(username));
  const signedIn = isAuthenticated(useAuthData());
  const me = useQuery({ ...authUserDataQueryOptions(), enabled: signedIn });
  const buyer = buyerOf(signedIn, me.data, username);
  const client = buyer.kind === 'client' ? buyer.data : null;

  const [cart, updateCart] = useStoreCart(username);
  const addressId = client ? deliveryAddressId(client, cart.addressId) : null;

  const [filters, setFilters] = useState<StoreFilterValues>(initialFilters);
  const [debouncedName] = useDebouncedValue(filters.name.trim(), FILTER_DEBOUNCE_MS);
  // A cart with items fixes the product type (spec part 2 section 4).
  const type = cart.lines[0]?.type ?? filters.type;
  const signature = JSON.stringify([type, filters.category, debouncedName, addressId]);
  const [paging, setPaging] = useState({ signature, page: 1 });
  const page = paging.signature === signature ? paging.page : 1;
  const request: StoreProductsRequest = {
    PaginationSettings: { Page: page, RowsPerPage: SHOP_PAGE_SIZE },
    ProductType: type,
    Categories: filters.category ? [Number(filters.category)] : null,
    Name: debouncedName || null,
    DeliveryAddressId: addressId,
  };
  const ready = header.isSuccess && buyer.kind !== 'loading';
  const categories = useQuery({ ...storeCategoriesQueryOptions(username), enabled: header.isSuccess });
  const list = useQuery({ ...storeProductsQueryOptions(username, request), enabled: ready });
  const [detail, setDetail] = useState<ShopProductEntry | null>(null);
  const [checkout, setCheckout] = useState<'signUp' | 'login' | null>(null);

  const previewRequest: OrderPreviewRequest | null =
    client && cart.lines.length > 0 && addressId !== null ? { Items: toOrderItems(cart.lines), DeliveryType: cart.deliveryType, DeliveryAddressId: addressId } : null;
  const preview = useQuery({ ...storeOrderPreviewQueryOptions(previewRequest ?? { Items: [], DeliveryAddressId: 0 }), enabled: previewRequest !== null });
  const previewData = previewRequest !== null && !preview.isError ? preview.data : undefined;
  const previewReady = !!previewData && !preview.isPlaceholderData && !preview.isFetching;
  const totals = previewData ? cartTotals(previewData.ItemsTotalValue, previewData.DeliveryValue, previewData.DiscountValue) : localTotals(cart.lines);
  const createOrder = useCreateStoreOrder();

  if (header.isError)
    return (
      <Stack align="center" p="xl" gap="sm">
        <Title order={3}>{messages.orderStoreNotFound}</Title>
        <Anchor component={Link} to="/">
          Ir para o início
        </Anchor>
      </Stack>
    );
  if (!header.data) return <LoadingRing />;
  const store = header.data;

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
    if (buyer.kind === 'visitor') return setCheckout('signUp');
    if (!previewRequest || !previewData) return;
    createOrder.mutate(
      { ...previewRequest, DeliveryType: cart.deliveryType ?? previewData.SelectedDeliveryServiceId, StoreUsername: store.Username },
      {
        onSuccess: (order) => {
          updateCart((c) => ({ ...emptyStoreCart, addressId: c.addressId }));
          toastSuccess(messages.orderCreated);
          navigate(order.InvoiceToken ? paymentUrl(order.InvoiceToken) : '/financial/invoices');
        },
      },
    );
  };

  const canFinish = cart.lines.length > 0 && (buyer.kind === 'visitor' ? checkout === null : buyer.kind === 'client' && previewReady && !createOrder.isPending);

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" mb="lg" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light">
            <IconBuildingStore />
          </ThemeIcon>
          <div>
            <Title order={2}>Loja de {store.Name}</Title>
            <Text size="sm" c="dimmed">
              @{store.Username}
            </Text>
          </div>
        </Group>
        {buyer.kind === 'visitor' && checkout === null && (
          <Button variant="subtle" onClick={() => setCheckout('login')}>
            {messages.storeLoginTitle}? Entrar
          </Button>
        )}
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {checkout !== null && buyer.kind === 'visitor' ? (
            <StoreCheckout key={checkout} storeUsername={store.Username} initial={checkout} onBack={() => setCheckout(null)} />
          ) : (
            <Stack gap="md">
              <StoreFilters value={{ ...filters, type }} onChange={setFilters} categories={categories.data} typeLocked={cart.lines.length > 0} />
              {detail ? (
                <StoreProductDetail key={detail.Product.Id} entry={detail} onAdd={(o, q) => add(detail, o, q)} onBack={() => setDetail(null)} />
              ) : (
                <StoreProductGrid
                  products={list.data?.products}
                  loading={!list.data}
                  pagination={list.data?.pagination}
                  page={page}
                  onPageChange={(p) => setPaging({ signature, page: p })}
                  onOpen={setDetail}
                />
              )}
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <StoreCartPanel
            lines={cart.lines}
            onRemove={remove}
            totals={totals}
            delivery={
              client
                ? {
                    addresses: client.Adresses,
                    addressId,
                    onAddress: (id) => updateCart((c) => ({ ...c, addressId: id })),
                    preview: previewData,
                    deliveryType: cart.deliveryType,
                    onDeliveryType: (t) => updateCart((c) => ({ ...c, deliveryType: t })),
                  }
                : null
            }
            notice={buyer.kind === 'member' || buyer.kind === 'otherStoreClient' ? <BuyerNotice buyer={buyer} /> : null}
            updating={preview.isFetching}
            canFinish={canFinish}
            finishing={createOrder.isPending}
            onFinish={finish}
          />
        </Grid.Col>
      </Grid>
    </Box>
  );
}
