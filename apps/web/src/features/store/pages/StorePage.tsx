import { useRef, useState } from 'react';
import { Anchor, Box, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { messages } from '@clube/contract';
import { SHOP_PAGE_SIZE, type ShopProductEntry } from '@clube/contract/products';
import type { StoreProductsRequest } from '@clube/contract/store';
import { isAuthenticated, useAuthData } from '../../../lib/auth-storage';
import { LoadingRing } from '../../../ui/LoadingRing';
import { authUserDataQueryOptions } from '../../accounts';
import { CartLayout, ProductBrowser, useCart, useListingFilters } from '../../shop';
import { storeKeys } from '../api/queryKeys';
import { storeCategoriesQueryOptions } from '../api/storeCategoriesQueryOptions';
import { storeHeaderQueryOptions } from '../api/storeHeaderQueryOptions';
import { storeProductsQueryOptions } from '../api/storeProductsQueryOptions';
import { StoreCheckout } from '../components/StoreCheckout';
import { buyerOf, type StoreBuyer } from '../lib/buyerOf';
import { storeCartKey } from '../lib/storeCartKey';
import { storePath } from '../lib/storeLink';
import { useRememberStoreClient } from '../lib/useRememberStoreClient';

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
 * /store/:username, a member's public store (docs/marketplace.md#public-store): his header, and the
 * shop's grid of 24, filters (no origin), detail and cart at B2C prices, the cart kept per store.
 * 'Finalizar compra' signs a visitor up (or in) first; his sponsor's store client then places a
 * B2C order and goes to the payment page.
 */
export default function StorePage() {
  const { username = '' } = useParams();
  const header = useQuery(storeHeaderQueryOptions(username));
  const signedIn = isAuthenticated(useAuthData());
  const me = useQuery({ ...authUserDataQueryOptions(), enabled: signedIn });
  const buyer = buyerOf(signedIn, me.data, username);
  const client = buyer.kind === 'client' ? buyer.data : null;
  useRememberStoreClient(signedIn ? me.data : undefined);

  const [detail, setDetail] = useState<ShopProductEntry | null>(null);
  const [checkout, setCheckout] = useState<'signUp' | 'login' | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const { cart, addressId, add, panel } = useCart({
    storageKey: storeCartKey(username),
    pricing: 'B2C',
    addresses: client?.Adresses ?? [],
    canOrder: client !== null,
    storeUsername: header.data?.Username ?? username,
    productsKey: storeKeys.products,
    onFirstItem: () => setDetail(null),
  });

  const listing = useListingFilters(cart.lines[0]?.type, addressId);
  const { asked } = listing;
  const request: StoreProductsRequest = {
    PaginationSettings: { Page: listing.page, RowsPerPage: SHOP_PAGE_SIZE },
    ProductType: asked.type,
    Categories: asked.category ? [Number(asked.category)] : null,
    Name: asked.name || null,
    DeliveryAddressId: addressId,
  };
  const ready = header.isSuccess && buyer.kind !== 'loading';
  const categories = useQuery({ ...storeCategoriesQueryOptions(username), enabled: header.isSuccess });
  const list = useQuery({ ...storeProductsQueryOptions(username, request), enabled: ready });

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
  const visitor = buyer.kind === 'visitor';
  // The sign-up takes the grid's place: it is shown from its top, wherever the grid was scrolled to.
  const startCheckout = () => {
    setCheckout('signUp');
    top.current?.scrollIntoView();
  };

  return (
    <Box p={{ base: 'sm', sm: 'lg' }} ref={top}>
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
        {visitor && checkout === null && (
          <Button variant="subtle" onClick={() => setCheckout('login')}>
            {messages.storeLoginTitle}? Entrar
          </Button>
        )}
      </Group>
      {/* A visitor's 'Finalizar compra' opens the sign-up; the store's client orders as in the shop. */}
      <CartLayout
        closeOnFinish={visitor}
        cart={{
          ...panel,
          notice: buyer.kind === 'member' || buyer.kind === 'otherStoreClient' ? <BuyerNotice buyer={buyer} /> : null,
          canFinish: visitor ? cart.lines.length > 0 && checkout === null : panel.canFinish,
          onFinish: visitor ? startCheckout : panel.onFinish,
        }}
      >
        {checkout !== null && visitor ? (
          <StoreCheckout key={checkout} storeUsername={store.Username} initial={checkout} onBack={() => setCheckout(null)} />
        ) : (
          <ProductBrowser
            listing={listing}
            categories={categories.data}
            showOrigin={false}
            list={list.data}
            detail={detail}
            onDetail={setDetail}
            onAdd={add}
            pricing="B2C"
          />
        )}
      </CartLayout>
    </Box>
  );
}
