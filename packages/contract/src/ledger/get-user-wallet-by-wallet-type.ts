import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { getUserWalletByWalletTypeAddress } from './addresses';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { WalletTypeParams } from './wallet-type-params';

export const Wallet = z.object({
  /** Balance in reais. */
  Amount: z.number(),
  /**
   * 'Saldo retido', in reais: commissions and sales credits still inside the buyer's right of
   * withdrawal (docs/bonuses.md#held-commissions), apart from Amount: not spendable yet.
   */
  Held: z.number(),
  /** The next day (yyyy-MM-dd, São Paulo) some held money is released; null: none, or all of it awaits a delivery. */
  NextReleaseOn: z.string().nullable(),
});
export type Wallet = z.infer<typeof Wallet>;

export const getUserWalletByWalletType = defineEndpoint({
  ...getUserWalletByWalletTypeAddress,
  summary: 'Saldo da carteira do sócio (tipo 1: conta corrente)',
  tags: ['ledger'],
  auth: true,
  permission: Permission.SIDE_HOME,
  params: WalletTypeParams,
  response: envelope(Wallet),
});
