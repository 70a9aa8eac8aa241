import { messages, UserStatus } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { notFound, unprocessable } from '../../platform/errors';
import type { ProductRow } from './orders.repository';
import { sellerStanding } from './seller-standing.repository';

/**
 * Whether the member selling an order's products may sell them to this buyer
 * (docs/marketplace.md, "Who may sell to whom"): no account of the seller's own CPF or CNPJ buys
 * from him (a second account does not dodge the own-product rule), and a seller who is not Ativo
 * sells nothing. The club's own products have no member behind them.
 */
export async function requireSellerMaySellTo(db: DbOrTx, buyerId: number, product: ProductRow): Promise<void> {
  if (product.isOffice) return;
  const seller = await sellerStanding(db, product.ownerId, buyerId);
  if (!seller) throw notFound(messages.orderProductNotFound);
  if (seller.sameDocument) throw unprocessable(messages.orderSameDocumentSeller);
  if (seller.status !== UserStatus.Ativo) throw unprocessable(messages.orderSellerNotActive(product.name));
}
