import type { z } from 'zod';
import { EarningCategory, centsToReais, messages, paginationResponse, reaisToCents } from '@clube/contract';
import {
  WITHDRAWALS_PAGE_SIZE,
  type CreateNewWithdrawnRequest,
  type GetAllWithdrawalsRequest,
  type Withdrawal,
  type WithdrawalConfiguration,
  type WithdrawnValidation,
  type WithdrawalsPage,
} from '@clube/contract/withdrawals';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { notFound, unprocessable } from '../../platform/errors';
import { memberBalanceCents, post, SystemAccount, type Leg } from '../ledger';
import { leastDebitCents, parseConfiguration, rulesOf, scheduleRefusal } from './withdrawal-rules';
import { toWithdrawalDto } from './withdrawals.mapper';
import * as repo from './withdrawals.repository';

type CreateInput = z.output<typeof CreateNewWithdrawnRequest>;
type ListInput = z.output<typeof GetAllWithdrawalsRequest>;

export async function configuration(db: DbOrTx): Promise<WithdrawalConfiguration> {
  return parseConfiguration(await repo.findConfigurationValue(db));
}

/** The rules of spec section 5, in the order a member can act on them. */
export async function validate(db: DbOrTx, user: AuthUser, now: Date = new Date()): Promise<WithdrawnValidation> {
  const config = await configuration(db);
  const refusal = scheduleRefusal(config, user.status, now);
  if (refusal) return { CanWithdrawn: false, Message: refusal };
  if ((await repo.countBankAccountsOfUser(db, user.id)) === 0) return { CanWithdrawn: false, Message: messages.withdrawNoBankAccount };
  if ((await memberBalanceCents(db, user.id)) < leastDebitCents(rulesOf(config))) return { CanWithdrawn: false, Message: messages.withdrawNoBalance };
  return { CanWithdrawn: true, Message: null };
}

/**
 * Requests a withdrawal: every rule is checked again here, the fee is the configuration's (a fee
 * sent by the client is ignored), and value + fee leave the wallet into the withdrawals in transit
 * in the same transaction that stores the withdrawal. The balance check that counts is the ledger's
 * conditional update: concurrent requests cannot spend the same money twice.
 */
export async function requestWithdrawal(db: Db, user: AuthUser, input: CreateInput, now: Date = new Date()): Promise<Withdrawal> {
  const config = await configuration(db);
  const refusal = scheduleRefusal(config, user.status, now);
  if (refusal) throw unprocessable(refusal);
  const rules = rulesOf(config);
  const valueCents = reaisToCents(input.Value);

  return db.transaction(async (tx) => {
    if (!(await repo.findBankAccountOfUser(tx, input.UserBankAccountId, user.id))) throw notFound(messages.withdrawBankAccountNotFound);
    if (valueCents < rules.minimumCents) throw unprocessable(messages.withdrawMinimum);
    if ((await memberBalanceCents(tx, user.id)) < leastDebitCents(rules)) throw unprocessable(messages.withdrawNoBalance);

    const row = await repo.insertWithdrawal(tx, { userId: user.id, bankAccountId: input.UserBankAccountId, valueCents, taxCents: rules.feeCents });
    const legs: Leg[] = [
      { member: user.id, amountCents: -valueCents, category: null, description: `Saque #${row.id}` },
      { system: SystemAccount.WithdrawalsInTransit, amountCents: valueCents + rules.feeCents },
    ];
    if (rules.feeCents > 0)
      legs.push({ member: user.id, amountCents: -rules.feeCents, category: EarningCategory.Taxa, description: `Taxa do saque #${row.id}` });
    const { transactionId } = await post(tx, {
      kind: 'withdrawal_request',
      idempotencyKey: `withdrawal:${row.id}:request`,
      reference: `withdrawal:${row.id}`,
      description: `Saque #${row.id}`,
      insufficientMessage: messages.withdrawUnavailable,
      legs,
    });
    await repo.setRequestTransaction(tx, row.id, transactionId);
    return toWithdrawalDto({ ...row, requestTransactionId: transactionId });
  });
}

export async function listOfUser(
  db: DbOrTx,
  userId: number,
  input: ListInput,
): Promise<{ data: WithdrawalsPage; pagination: ReturnType<typeof paginationResponse> }> {
  const page = input.PaginationSettings.Page;
  const rowsPerPage = Math.min(input.PaginationSettings.RowsPerPage, WITHDRAWALS_PAGE_SIZE);
  const [{ rows, total }, pendingCents] = await Promise.all([
    repo.searchOfUser(db, {
      userId,
      status: input.WithdrawnStatus ?? undefined,
      descending: input.PaginationFilter?.OrderByDescending ?? true,
      limit: rowsPerPage,
      offset: (page - 1) * rowsPerPage,
    }),
    repo.pendingValueCents(db, userId),
  ]);
  return {
    data: { Withdrawals: rows.map(toWithdrawalDto), PendingWithdrawalsValue: centsToReais(pendingCents) },
    pagination: paginationResponse(page, rowsPerPage, total),
  };
}
