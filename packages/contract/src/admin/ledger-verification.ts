import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';

/** What the verifiers may find, as staff read it (docs/admin.md#ledger-verification). */
export const verificationProblemLabels: Record<string, string> = {
  unbalanced_transaction: 'Transação cujos lançamentos não somam zero',
  empty_transaction: 'Transação sem lançamentos',
  balance_mismatch: 'Saldo da conta diferente da soma dos seus lançamentos',
  negative_member_balance: 'Saldo de sócio negativo',
  columns_mismatch: 'Estoque diferente da soma das suas movimentações',
  negative_quantity: 'Quantidade de estoque negativa',
  order_released_more_than_reserved: 'Pedido devolveu mais estoque do que reservou',
  movement_without_order: 'Movimentação de pedido sem pedido',
  malformed_movement: 'Movimentação incoerente com o seu motivo',
};

export const VerificationProblem = z.object({
  /** unbalanced_transaction, balance_mismatch... (verificationProblemLabels). */
  Kind: z.string(),
  /** The transaction, account, stock, order or movement found wrong. */
  Id: z.number().int(),
  Detail: z.string(),
});
export type VerificationProblem = z.infer<typeof VerificationProblem>;

/** One verifier's answer: clean or not, how much it read, the first problems and how many in all. */
const VerifierResult = {
  Clean: z.boolean(),
  /** Every problem found; `Problems` holds the first ones only. */
  ProblemsTotal: z.number().int(),
  Problems: z.array(VerificationProblem),
};

export const LedgerVerification = z.object({
  CheckedOn: z.string(),
  DurationMs: z.number().int(),
  Ledger: z.object({
    ...VerifierResult,
    Transactions: z.number().int(),
    Accounts: z.number().int(),
    Entries: z.number().int(),
  }),
  Stock: z.object({
    ...VerifierResult,
    Stocks: z.number().int(),
    Movements: z.number().int(),
  }),
});
export type LedgerVerification = z.infer<typeof LedgerVerification>;

/**
 * Runs the ledger and stock verifiers now, read-only: every transaction balanced, every account's
 * balance equal to its entries, no member below zero; every stock equal to its movements.
 */
export const verifyLedgerNow = defineEndpoint({
  method: 'GET',
  path: '/api/admin/ledger/verify',
  summary: 'Console: verifica o livro-razão e os estoques agora (somente leitura)',
  tags: ['admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  response: envelope(LedgerVerification),
});
