import { messages } from '@clube/contract';
import { UnilevelStatus } from '@clube/contract/configurations';
import type { DbOrTx } from '../../db/client';
import { unprocessable } from '../../platform/errors';
import { currentUnilevel } from '../configurations';

/**
 * The unilevel table a product's sales pay by is the club's choice, not the seller's
 * (docs/marketplace.md#products-and-their-approval): it decides how much of the club's share goes
 * up the buyers' sponsor chains. An Administrator sets it (his products, the accept call, his
 * edits); a member's value is ignored and the product keeps what it had (none, for a new one: the
 * bonification center's ProductsUnilevelId pays then).
 */
export async function unilevelIdToStore(db: DbOrTx, admin: boolean, sent: number | null, current: number | null): Promise<number | null> {
  if (!admin) return current;
  // A table chosen anew must be Ativa; the one the product has stays, even if made Inativa since.
  if (sent !== null && sent !== current) await checkUsableUnilevel(db, sent);
  return sent;
}

/** 422 unless the table exists and is Ativa. */
export async function checkUsableUnilevel(db: DbOrTx, id: number): Promise<void> {
  const table = await currentUnilevel(db, id);
  if (!table || table.status !== UnilevelStatus.Ativa) {
    throw unprocessable(messages.productUnilevelUnusable, { UnilevelId: [messages.productUnilevelUnusable] });
  }
}
