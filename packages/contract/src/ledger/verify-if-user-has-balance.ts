import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { WalletTypeParams } from './wallet-type-params';

/** true when the wallet's balance is above zero (the payment screen greys 'Saldo' otherwise). */
export const verifyIfUserHasBalance = defineEndpoint({
  method: 'GET',
  path: '/api/users/wallets/verifyIfUserHasBalance/:type',
  summary: 'O sócio tem saldo na carteira?',
  tags: ['ledger'],
  auth: true,
  permission: Permission.SIDE_HOME,
  params: WalletTypeParams,
  response: envelope(z.boolean()),
});
