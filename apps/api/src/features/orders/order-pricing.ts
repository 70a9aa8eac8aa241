import type { z } from 'zod';
import { formatReais, MAX_MONEY_CENTS, messages, UserType } from '@clube/contract';
import { DeliveryType, deliveryTypeTitles, OrderType, type OrderCreationRequest } from '@clube/contract/orders';
import type { FrozenQuote } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { billableGrams, CarrierService, consolidate, type FreightPackage, type FreightProvider } from '../../integrations/freight';
import type { AuthUser } from '../../platform/auth';
import { forbidden, notFound, unprocessable } from '../../platform/errors';
import { cityCodeOf } from '../storages';
import { requireSellerMaySellTo } from './order-seller-rules';
import { viewerOf } from './orders-access';
import * as repo from './orders.repository';
import type { AddressRow, ProductRow, StockCandidate } from './orders.repository';
import { clubContact, minimumOrderCents } from './shops-configuration';

/** The minimum order in centavos (0: none): the routes' cached read, or a fresh one. */
export type MinimumOrder = () => Promise<number>;

type PricingInput = Omit<z.output<typeof OrderCreationRequest>, 'StoreUsername'> & { StoreUsername?: string | null };

/** Product Type 1 Produto, 2 Serviço; OfficeStatus 2 Aceito; Status 2 B2B, 3 B2C, 4 both (docs/marketplace.md). */
const ProductType = { Product: 1, Service: 2 } as const;
const ACCEPTED = 2;
const AVAILABLE_TO: Record<OrderType, readonly number[]> = { [OrderType.B2B]: [2, 4], [OrderType.B2C]: [3, 4] };

export interface PricedLine {
  product: ProductRow;
  stockId: number;
  quantity: number;
  featureIds: number[];
  unitPriceCents: number;
  unitDiscountCents: number;
}

export interface PricedService {
  type: number;
  title: string;
  priceCents: number;
  days: number | null;
  provider: string;
}

/** Everything an order is made of, computed once for the preview and for the creation. */
export interface PricedOrder {
  type: OrderType;
  buyerId: number;
  sellerId: number;
  isOffice: boolean;
  address: AddressRow;
  lines: PricedLine[];
  itemsTotalCents: number;
  discountCents: number;
  /** What the buyer pays for the items: the invoice's Value. */
  paidItemsCents: number;
  deliveryCents: number;
  /** Paid items minus the club's OfficePercentage share, plus the freight (docs/marketplace.md#orders). */
  sellerAmountCents: number;
  services: PricedService[];
  selected: PricedService;
  quote: FrozenQuote;
  sellersContact: { Name: string; PhoneOne: string | null; ProductName: string };
}

/** B2B for a member; B2C for a store client, in his sponsor's store (StoreUsername, when sent, must name it). */
async function channelOf(db: DbOrTx, user: AuthUser, storeUsername: string | null | undefined): Promise<{ type: OrderType; storeOwnerId: number | null }> {
  viewerOf(user);
  if (user.type === UserType.Administrator) throw forbidden(messages.orderAdminCannotBuy);
  if (user.type !== UserType.UserStore) return { type: OrderType.B2B, storeOwnerId: null };
  const me = await repo.findUser(db, user.id);
  if (!me?.sponsorId) throw unprocessable(messages.orderStoreNotFound);
  if (storeUsername) {
    const store = await repo.findUserByUsername(db, storeUsername);
    if (!store || store.type !== UserType.User) throw notFound(messages.orderStoreNotFound);
    if (store.id !== me.sponsorId) throw unprocessable(messages.orderStoreNotYours);
  }
  return { type: OrderType.B2C, storeOwnerId: me.sponsorId };
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** The stock a line buys: its exact feature set, in a storage serving the address, the most available first. */
function pickStock(product: ProductRow, wanted: number[], candidates: StockCandidate[]): StockCandidate {
  const ofProduct = candidates.filter((c) => c.productId === product.id);
  const matching = ofProduct.filter((c) => sameSet(c.featureIds, wanted));
  if (matching.length === 0) {
    if (wanted.length === 0 && ofProduct.some((c) => c.featureIds.length > 0)) throw unprocessable(messages.orderSelectFeature);
    throw unprocessable(messages.orderOptionNotFound(product.name));
  }
  const serving = matching.filter((c) => c.serves);
  if (serving.length === 0) throw unprocessable(messages.orderNotDeliverable(product.name));
  return serving.reduce((best, c) => (c.available > best.available ? c : best));
}

const packageOf = (p: ProductRow, quantity: number): FreightPackage => ({
  weightGrams: p.weightGrams,
  lengthCm: p.lengthMm / 10,
  widthCm: p.widthMm / 10,
  heightCm: p.heightMm / 10,
  quantity,
});

const free = (type: number): PricedService => ({ type, title: deliveryTypeTitles[type]!, priceCents: 0, days: null, provider: 'none' });

/**
 * Prices an order exactly as it would be placed (docs/marketplace.md#orders): the buyer's channel,
 * the delivery address (his), the products (accepted, available to the channel, one seller, one
 * type, not his own nor of an account of his CPF/CNPJ, of a seller who is Ativo), the stock of
 * each line, the amounts (at least the club's minimum order) and the delivery services with the freight. The preview answers it; the creation stores it. Reads only: nothing is reserved here.
 */
export async function priceOrder(
  db: DbOrTx,
  freight: FreightProvider,
  user: AuthUser,
  input: PricingInput,
  minimumOrder: MinimumOrder = () => minimumOrderCents(db),
): Promise<PricedOrder> {
  const { type, storeOwnerId } = await channelOf(db, user, input.StoreUsername);
  const address = await repo.findAddressOfUser(db, input.DeliveryAddressId, user.id);
  if (!address) throw notFound(messages.addressNotFound);

  const ids = [...new Set(input.Items.map((i) => i.ProductId))];
  const byId = new Map((await repo.findProducts(db, ids)).map((p) => [p.id, p]));
  const products = input.Items.map((i) => {
    const p = byId.get(i.ProductId);
    const inStore = storeOwnerId === null || p?.isOffice || p?.ownerId === storeOwnerId;
    if (!p || p.officeStatus !== ACCEPTED || !inStore) throw notFound(messages.orderProductNotFound);
    return p;
  });
  for (const p of products) if (!AVAILABLE_TO[type].includes(p.status)) throw unprocessable(messages.orderProductUnavailable(p.name));
  if (products.some((p) => p.ownerId === user.id)) throw unprocessable(messages.orderOwnProduct);
  const sellerKey = (p: ProductRow) => (p.isOffice ? 'club' : `member:${p.ownerId}`);
  if (new Set(products.map(sellerKey)).size > 1) throw unprocessable(messages.orderOneSeller);
  if (new Set(products.map((p) => p.type)).size > 1) throw unprocessable(messages.orderOneType);
  await requireSellerMaySellTo(db, user.id, products[0]!);

  const cityCode = (await cityCodeOf(address.city, address.state)) ?? null;
  const candidates = await repo.findStockCandidates(db, ids, cityCode);
  const lines: PricedLine[] = [];
  const chosen: StockCandidate[] = [];
  input.Items.forEach((item, i) => {
    const product = products[i]!;
    const wanted = [...new Set(item.ItemsFeatures ?? [])].sort((a, b) => a - b);
    const stock = pickStock(product, wanted, candidates);
    chosen.push(stock);
    lines.push({
      product,
      stockId: stock.stockId,
      quantity: item.Quantity,
      featureIds: wanted,
      unitPriceCents: product.priceCents,
      unitDiscountCents: type === OrderType.B2B ? product.dealerDiscountCents : 0,
    });
  });
  // Lines of one stock are summed before comparing with what it has (docs/marketplace.md#stock-that-never-oversells).
  const wantedByStock = new Map<number, number>();
  for (const l of lines) wantedByStock.set(l.stockId, (wantedByStock.get(l.stockId) ?? 0) + l.quantity);
  for (const s of chosen) if ((wantedByStock.get(s.stockId) ?? 0) > s.available) throw unprocessable(messages.stockNotEnough(Math.max(0, s.available)));

  // BigInt: 50 lines × 9,999 units × a large price × 10,000 basis points passes 2^53.
  let items = 0n;
  let discount = 0n;
  let officeShareBps = 0n;
  for (const l of lines) {
    const q = BigInt(l.quantity);
    items += BigInt(l.unitPriceCents) * q;
    discount += BigInt(l.unitDiscountCents) * q;
    officeShareBps += BigInt(l.unitPriceCents - l.unitDiscountCents) * q * BigInt(l.product.officePercentageBps);
  }
  if (items > BigInt(MAX_MONEY_CENTS)) throw unprocessable(messages.orderTooLarge);
  const itemsTotalCents = Number(items);
  const discountCents = Number(discount);
  const paidItemsCents = itemsTotalCents - discountCents;
  // scShops.MinimumOrderValue, on what the items cost the buyer, freight apart (docs/marketplace.md#orders).
  const minimum = await minimumOrder();
  if (minimum > 0 && paidItemsCents < minimum) throw unprocessable(messages.orderBelowMinimum(formatReais(minimum)));
  // The club's share is rounded once, half up, over the whole order.
  const officeShareCents = Number((officeShareBps + 5_000n) / 10_000n);

  const isService = products[0]!.type === ProductType.Service;
  const originZip = chosen[0]!.originZip;
  const packages = isService ? [] : lines.map((l) => packageOf(l.product, l.quantity));
  const services: PricedService[] = isService
    ? [free(DeliveryType.Services)]
    : [
        ...(await freight.quote(originZip, address.zipCode, packages, paidItemsCents)).map((o) => ({
          type: o.deliveryType,
          title: o.title,
          priceCents: o.priceCents,
          days: o.days,
          provider: o.provider,
        })),
        free(DeliveryType.PickUp),
        free(DeliveryType.ToBeCombined),
      ];
  const wantedType = input.DeliveryType ?? (isService ? DeliveryType.Services : (services.find((s) => s.type === CarrierService.Sedex) ?? services[0]!).type);
  const selected = services.find((s) => s.type === wantedType);
  if (!selected) throw unprocessable(messages.orderDeliveryTypeUnavailable);

  const first = products[0]!;
  const seller = await repo.findUser(db, first.ownerId);
  const club = first.isOffice ? await clubContact(db) : { name: null, phone: null };
  return {
    type,
    buyerId: user.id,
    sellerId: first.ownerId,
    isOffice: first.isOffice,
    address,
    lines,
    itemsTotalCents,
    discountCents,
    paidItemsCents,
    deliveryCents: selected.priceCents,
    sellerAmountCents: paidItemsCents - officeShareCents + selected.priceCents,
    services,
    selected,
    quote: {
      provider: selected.provider,
      deliveryType: selected.type,
      title: selected.title,
      priceCents: selected.priceCents,
      days: selected.days,
      originZip,
      destinationZip: address.zipCode,
      packageGrams: isService ? 0 : billableGrams(consolidate(packages)),
    },
    sellersContact: {
      Name: club.name ?? seller?.name ?? '',
      PhoneOne: club.phone ?? seller?.phoneOne ?? null,
      ProductName: [...new Set(products.map((p) => p.name))].join(', '),
    },
  };
}
