import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helper';
import { insertMember, creditMember } from '../../seed/builders';
import { post, memberBalanceCents, SystemAccount } from './ledger.service';
import { verifyLedger } from './ledger.verifier';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('ledger core', () => {
  it('credits a member and keeps the balance equal to the entries', async () => {
    const m = await insertMember(t.database.db, { username: 'ana' });
    await creditMember(t.database.db, m.id, 12_345, 1, 'Bônus de adesão');
    expect(await memberBalanceCents(t.database.db, m.id)).toBe(12_345);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('applies an idempotency key once', async () => {
    const m = await insertMember(t.database.db, { username: 'bia' });
    const req = {
      kind: 'bonus',
      idempotencyKey: 'event-1',
      description: 'Bônus',
      legs: [
        { system: SystemAccount.BonusExpense, amountCents: -500, category: 1 },
        { member: m.id, amountCents: 500, category: 1 },
      ],
    };
    const first = await t.database.db.transaction((tx) => post(tx, req));
    const again = await t.database.db.transaction((tx) => post(tx, req));
    expect(first.applied).toBe(true);
    expect(again).toEqual({ transactionId: first.transactionId, applied: false });
    expect(await memberBalanceCents(t.database.db, m.id)).toBe(500);
  });

  it('refuses to take a member below zero and rolls the whole transaction back', async () => {
    const m = await insertMember(t.database.db, { username: 'caio' });
    await creditMember(t.database.db, m.id, 1_000, 1, 'Bônus');
    const spend = t.database.db.transaction((tx) =>
      post(tx, {
        kind: 'fee',
        idempotencyKey: 'spend-too-much',
        description: 'Taxa',
        insufficientMessage: 'Saldo insuficiente.',
        legs: [
          { member: m.id, amountCents: -1_001, category: 9 },
          { system: SystemAccount.Fees, amountCents: 1_001, category: 9 },
        ],
      }),
    );
    await expect(spend).rejects.toMatchObject({ status: 422, message: 'Saldo insuficiente.' });
    expect(await memberBalanceCents(t.database.db, m.id)).toBe(1_000);
    const keys = await t.database.db.execute(sql`SELECT 1 FROM ledger_transactions WHERE idempotency_key = 'spend-too-much'`);
    expect((keys as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });

  it('the database refuses an unbalanced transaction even if the service were bypassed', async () => {
    const m = await insertMember(t.database.db, { username: 'davi' });
    const attempt = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO ledger_transactions (kind, idempotency_key, description) VALUES ('bad', 'bad-1', 'x')`);
      await tx.execute(sql`INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, description)
        SELECT t.id, a.id, 100, 'x' FROM ledger_transactions t, ledger_accounts a WHERE t.idempotency_key = 'bad-1' AND a.user_id = ${m.id}`);
    });
    await expect(attempt).rejects.toThrow();
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });
});
