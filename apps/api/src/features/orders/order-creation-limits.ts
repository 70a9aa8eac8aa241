import { messages, UserType } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import type { WindowLimit, WindowRule } from '../../platform/window-limit';

const MINUTE = 60;

/**
 * How often orders may be placed (docs/marketplace.md#hoarding-limits). Every attempt counts,
 * refused ones too, from the moment its body is valid. Per account: whoever he is. Per address,
 * store clients only: a visitor can make store-client accounts one after another, and each
 * account would get its own caps and its own limit.
 */
export const orderCreationRules = {
  perAccount: { scope: 'orders:create:account', max: 10, windowSeconds: 10 * MINUTE, message: messages.orderCreationThrottled },
  storeClientsPerAddress: { scope: 'orders:create:store-client-address', max: 20, windowSeconds: 60 * MINUTE, message: messages.orderCreationThrottled },
} satisfies Record<string, WindowRule>;

/** Counts one order attempt of `user` from `ip` against both limits; throws 429 when either is full. */
export async function takeOrderCreation(db: DbOrTx, limit: WindowLimit, user: AuthUser, ip: string): Promise<void> {
  await limit.take(db, orderCreationRules.perAccount, String(user.id));
  if (user.type === UserType.UserStore) await limit.take(db, orderCreationRules.storeClientsPerAddress, ip);
}
