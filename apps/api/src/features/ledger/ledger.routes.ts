import type { FastifyInstance } from 'fastify';
import { WalletType, centsToReais, messages } from '@clube/contract';
import { getUserWalletByWalletType, verifyIfUserHasBalance } from '@clube/contract/ledger';
import { badRequest } from '../../platform/errors';
import { ok, route } from '../../platform/route';
import { heldOf } from './ledger.holds';
import { memberBalanceCents } from './ledger.service';

/** Members hold one wallet, the current account (docs/club.md#wallet-and-earnings): any other type is a bad request. */
function currentAccountOnly(type: number) {
  if (type !== WalletType.CurrentAccount) throw badRequest(messages.invalidWalletType);
  return type;
}

export async function ledgerRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, getUserWalletByWalletType, async ({ params, user }) => {
    const cents = await memberBalanceCents(db(), user.id, currentAccountOnly(params!.type));
    // 'Saldo retido' apart from the balance: owed, not spendable yet (docs/bonuses.md#held-commissions).
    const held = await heldOf(db(), user.id);
    return ok({ Amount: centsToReais(cents), Held: centsToReais(held.heldCents), NextReleaseOn: held.nextReleaseOn });
  });

  route(app, verifyIfUserHasBalance, async ({ params, user }) => {
    const cents = await memberBalanceCents(db(), user.id, currentAccountOnly(params!.type));
    return ok(cents > 0);
  });
}
