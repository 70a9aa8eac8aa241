import { useCallback, useState } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messages } from '@clube/contract';
import type { DeliveryService, OrderPreviewRequest } from '@clube/contract/orders';
import type { ShopProductEntry } from '@clube/contract/products';
import { ApiError } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/notify';
import { paymentUrl } from '../../invoices';
import { orderPreviewQueryOptions } from '../api/orderPreviewQueryOptions';
import { useCreateOrder } from '../api/useCreateOrder';
import type { CartPanelProps } from '../components/CartPanel';
import {
  addLine,
  addToCartError,
  cartTotals,
  deliveryAddressId,
  emptyCart,
  lineOf,
  localTotals,
  parseQuantity,
  quantityInCart,
  removeLine,
  toOrderItems,
  type Cart,
  type Pricing,
  type StockOption,
  type UserAddress,
} from './cart';
import { readCart, writeCart } from './cartStorage';

/**
 * The cart kept in localStorage under `key`, so that it survives a reload (and a store's sign-up).
 * Each change is written as it is made (not in an effect), so a change followed by leaving the
 * page, as after an order, is kept. Another key in the same page instance (another member signed
 * in, a link from one store to another) reads its own cart.
 */
function useStoredCart(key: string) {
  const [state, setState] = useState(() => ({ key, cart: readCart(key) }));
  const cart = state.key === key ? state.cart : readCart(key);
  const update = useCallback(
    (change: (cart: Cart) => Cart) =>
      setState((prev) => {
        const next = change(prev.key === key ? prev.cart : readCart(key));
        writeCart(key, next);
        return { key, cart: next };
      }),
    [key],
  );
  return [cart, update] as const;
}

export interface UseCartOptions {
  /** Where the cart is kept on this browser: per member in the shop, per store in a public store. */
  storageKey: string;
  pricing: Pricing;
  /** The buyer's addresses: the delivery goes to one of them. */
  addresses: readonly UserAddress[];
  /** False while nobody who may order here is signed in (a store's visitor, a member looking at a store): no delivery, no preview. */
  canOrder?: boolean;
  /** B2C: the store whose client buys (docs/marketplace.md#orders); null in the members' shop. */
  storeUsername?: string | null;
  /** The listing an order makes stale (its stock was reserved). */
  productsKey?: QueryKey;
  /** The first item hides the product's detail (spec part 2 section 4). */
  onFirstItem: () => void;
}

/**
 * The cart of the members' shop and of a public store (spec part 2 sections 4 and 5): the
 * add-to-cart checks and messages, one seller and one product type at a time
 * (docs/marketplace.md#orders), the server's preview of freight and totals, and the order with
 * its invoice, after which the buyer goes to its payment page. `panel` is what CartPanel shows.
 */
export function useCart({ storageKey, pricing, addresses, canOrder = true, storeUsername = null, productsKey, onFirstItem }: UseCartOptions) {
  const navigate = useNavigate();
  const [cart, updateCart] = useStoredCart(storageKey);
  const addressId = canOrder ? deliveryAddressId(addresses, cart.addressId) : null;

  const previewRequest: OrderPreviewRequest | null =
    canOrder && cart.lines.length > 0 && addressId !== null
      ? { Items: toOrderItems(cart.lines), DeliveryType: cart.deliveryType, DeliveryAddressId: addressId }
      : null;
  const preview = useQuery({ ...orderPreviewQueryOptions(previewRequest ?? { Items: [], DeliveryAddressId: 0 }), enabled: previewRequest !== null });
  const previewData = previewRequest !== null && !preview.isError ? preview.data : undefined;
  // Why the cart cannot be priced now, in the server's words (docs/marketplace.md#orders).
  const previewProblem = previewRequest !== null && preview.isError ? (preview.error instanceof ApiError ? preview.error.message : messages.serverError) : null;
  const previewReady = !!previewData && !preview.isPlaceholderData && !preview.isFetching;
  // The services last offered stay on screen while the next preview loads or if it fails.
  const [lastServices, setLastServices] = useState<DeliveryService[]>([]);
  if (previewData && previewData.AvailableDeliveryServices !== lastServices) setLastServices(previewData.AvailableDeliveryServices);
  const totals = previewData ? cartTotals(previewData.ItemsTotalValue, previewData.DeliveryValue, previewData.DiscountValue) : localTotals(cart.lines);
  const createOrder = useCreateOrder(productsKey);

  const add = (entry: ShopProductEntry, option: StockOption | null, quantity: number | string) => {
    const error = addToCartError(option, quantity, option ? quantityInCart(cart, entry.Product.Id, option) : 0);
    if (error) return toastError(error);
    const line = lineOf(entry, option!, parseQuantity(quantity), pricing);
    const putInCart = (startOver: boolean) => {
      updateCart((c) => (startOver ? { ...c, lines: [line], deliveryType: null } : addLine(c, line)));
      toastSuccess(messages.cartProductAdded);
      if (startOver || cart.lines.length === 0) onFirstItem();
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
      { ...previewRequest, DeliveryType: cart.deliveryType ?? previewData.SelectedDeliveryServiceId, StoreUsername: storeUsername },
      {
        onSuccess: (order) => {
          updateCart((c) => ({ ...emptyCart, addressId: c.addressId }));
          toastSuccess(messages.orderCreated);
          navigate(order.InvoiceToken ? paymentUrl(order.InvoiceToken) : '/financial/invoices');
        },
      },
    );
  };

  const panel: CartPanelProps = {
    lines: cart.lines,
    onRemove: remove,
    pricing,
    delivery: canOrder
      ? {
          addresses,
          addressId,
          onAddress: (id) => updateCart((c) => ({ ...c, addressId: id })),
          preview: previewData,
          services: previewRequest ? (previewData?.AvailableDeliveryServices ?? lastServices) : undefined,
          deliveryType: cart.deliveryType,
          onDeliveryType: (type) => updateCart((c) => ({ ...c, deliveryType: type })),
        }
      : null,
    totals,
    problem: previewProblem,
    updating: preview.isFetching,
    canFinish: previewReady && !createOrder.isPending,
    finishing: createOrder.isPending,
    onFinish: finish,
  };
  return { cart, addressId, add, panel };
}
