import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { WalletType } from '../common/enums';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { MoneyInput } from '../common/money';
import { Permission } from '../permissions';
import { Transfer } from './transfer';
import { text } from '../common/text';

/** A client-chosen key: the same key from the same member moves money once (retries, double submits). */
export const IdempotencyKey = text().regex(/^[A-Za-z0-9_-]{16,100}$/, messages.transferKeyInvalid);
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const CreateNewUserTransferRequest = z
  .object({
    ToUserId: z.number({ error: messages.userRequired }).int(messages.userRequired).positive(messages.userRequired).max(2_147_483_647, messages.userRequired),
    Value: z.number({ error: (iss) => (iss.input == null ? messages.valueRequired : 'Valor inválido.') }).pipe(MoneyInput),
    WalletType: z.literal(WalletType.CurrentAccount, { error: messages.invalidWalletType }),
    /** Also accepted as the Idempotency-Key header. */
    IdempotencyKey: IdempotencyKey.nullish(),
  })
  .strict();
export type CreateNewUserTransferRequest = z.input<typeof CreateNewUserTransferRequest>;

export const CreatedTransfer = Transfer.extend({ WalletType: z.number().int() });
export type CreatedTransfer = z.infer<typeof CreatedTransfer>;

/** Moves balance at once from the caller's current account to another active member's. */
export const createNewUserTransfer = defineEndpoint({
  method: 'POST',
  path: '/api/users/transfers/createNewUserTransfer',
  summary: 'Transfere saldo para outro sócio ativo',
  tags: ['transfers'],
  auth: true,
  movesMoney: true,
  permission: Permission.TRANSFERENCIA,
  body: CreateNewUserTransferRequest,
  response: envelope(CreatedTransfer),
});
