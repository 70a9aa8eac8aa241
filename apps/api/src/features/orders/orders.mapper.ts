import { centsToReais } from '@clube/contract';
import { deliveryTypeTitles, orderStatusInfo, type Order, type OrderPreview } from '@clube/contract/orders';
import type { PricedOrder } from './order-pricing';
import { withdrawalWindow } from './order-withdrawal-window';
import type { OrderItemRow, OrderView } from './orders.repository';

/** An order as `viewerId` sees it: the invoice (id and payment token) is the buyer's only. */
export function toOrderDto(v: OrderView, items: OrderItemRow[], viewerId: number, now: Date = new Date()): Order {
  const o = v.order;
  const window = withdrawalWindow(o, now);
  const status = orderStatusInfo[o.status] ?? { label: String(o.status), color: 'gray' };
  const isBuyer = o.buyerId === viewerId;
  return {
    Id: o.id,
    Type: o.type,
    FixedTotalValue: centsToReais(o.itemsTotalCents - o.discountCents + o.deliveryCents),
    Value: centsToReais(o.itemsTotalCents),
    DeliveryValue: centsToReais(o.deliveryCents),
    DiscountValue: centsToReais(o.discountCents),
    DeliveryType: o.deliveryType,
    DeliveryTitle: o.quote.title ?? deliveryTypeTitles[o.deliveryType] ?? String(o.deliveryType),
    Created: o.createdAt.toISOString(),
    PaidOn: o.paidAt?.toISOString() ?? null,
    DeliveredOn: o.deliveredAt?.toISOString() ?? null,
    CancelledOn: o.cancelledAt?.toISOString() ?? null,
    WithdrawnOn: o.withdrawnAt?.toISOString() ?? null,
    ReturnedOn: o.returnedAt?.toISOString() ?? null,
    CanWithdraw: isBuyer && window.open,
    WithdrawalDeadline: isBuyer ? (window.deadline?.toISOString() ?? null) : null,
    Status: o.status,
    StatusFormatted: status.label,
    StatusColor: status.color,
    User: { Id: v.buyer.id, Name: v.buyer.name, Email: v.buyer.email, PhoneOne: v.buyer.phoneOne },
    Seller: { Id: v.seller.id, Name: v.seller.name, PhoneOne: v.seller.phoneOne },
    DeliveryAddress: {
      ZipCode: o.deliveryZipCode,
      City: o.deliveryCity,
      State: o.deliveryState,
      Street: o.deliveryStreet,
      Number: o.deliveryNumber,
      District: o.deliveryDistrict,
      Complement: o.deliveryComplement,
    },
    OrderItems: items.map((i) => ({
      Id: i.id,
      Product: { Id: i.productId, Name: i.productName },
      Quantity: i.quantity,
      Price: centsToReais(i.unitPriceCents),
      Discount: centsToReais(i.unitDiscountCents),
      FeaturesIds: i.featureIds,
    })),
    InvoiceId: isBuyer ? o.invoiceId : null,
    InvoiceToken: isBuyer ? v.invoiceToken : null,
  };
}

export function toPreviewDto(p: PricedOrder): OrderPreview {
  return {
    AvailableDeliveryServices: p.services.map((s) => ({ Id: s.type, Type: s.type, Title: s.title, Value: centsToReais(s.priceCents), Days: s.days })),
    SelectedDeliveryServiceId: p.selected.type,
    ItemsTotalValue: centsToReais(p.itemsTotalCents),
    DeliveryValue: centsToReais(p.deliveryCents),
    DiscountValue: centsToReais(p.discountCents),
    TotalValue: centsToReais(p.paidItemsCents + p.deliveryCents),
    SellersContact: p.sellersContact,
  };
}
