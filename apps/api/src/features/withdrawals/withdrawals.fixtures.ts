import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, bankAccounts, configurations, ledgerEntries, ledgerTransactions, transfers, withdrawals } from '../../db/schema';
import { memberBalanceCents } from '../ledger';
import { WITHDRAWAL_CONFIGURATION_KEY } from './withdrawals.repository';

/** Test fixtures of the money-moving features: bank accounts, configuration, "nothing changed" snapshots. */

export async function insertBankAccount(db: DbOrTx, userId: number, bankName = 'Banco do Brasil S.A.') {
  const [row] = await db
    .insert(bankAccounts)
    .values({
      userId,
      type: 1,
      bankCode: '001',
      bankName,
      holderName: 'Titular Teste',
      holderCpf: '52998224725',
      agency: '1234',
      agencyDigit: '5',
      accountNumber: '123456',
      accountNumberDigit: '7',
      pixKeys: [{ Type: 3, Value: 'titular@clube.test' }],
    })
    .returning();
  return row!;
}

export interface WithdrawalConfigValue {
  WithdrawTaxAmount: number;
  MinimalWithdraw: number;
  WithdrawIsActive: number;
  WithdrawDay: number;
}

export const DEMO_WITHDRAWAL_CONFIG: WithdrawalConfigValue = { WithdrawTaxAmount: 5, MinimalWithdraw: 10, WithdrawIsActive: 1, WithdrawDay: 0 };

export async function setWithdrawalConfig(db: DbOrTx, value: Partial<WithdrawalConfigValue> | null) {
  await db.delete(configurations).where(eq(configurations.key, WITHDRAWAL_CONFIGURATION_KEY));
  if (value) await db.insert(configurations).values({ key: WITHDRAWAL_CONFIGURATION_KEY, value: { ...DEMO_WITHDRAWAL_CONFIG, ...value } });
}

/** Balances of the given members and row counts of every money table: equal snapshots = nothing changed. */
export async function moneySnapshot(db: DbOrTx, userIds: number[]) {
  const countOf = async (table: typeof withdrawals | typeof transfers | typeof ledgerTransactions | typeof ledgerEntries | typeof auditLog) =>
    Number((await db.select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    balances: await Promise.all(userIds.map((id) => memberBalanceCents(db, id))),
    withdrawals: await countOf(withdrawals),
    transfers: await countOf(transfers),
    ledgerTransactions: await countOf(ledgerTransactions),
    ledgerEntries: await countOf(ledgerEntries),
    auditLog: await countOf(auditLog),
  };
}
