import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { EarningCategory, messages, STAFF_ROLE_IDS, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/rows';
import { auditLog, ledgerAccounts, ledgerTransactions } from '../../db/schema';
import { withAdvisoryLock } from '../../platform/jobs';
import { creditMember, insertMember } from '../../seed/builders';
import { findMemberAccount } from '../ledger';
import { LEDGER_VERIFICATION_LOCK, verifyNow } from './ledger-verification.service';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
let owner: Row;
let member: Row;

beforeAll(async () => {
  t = await createTestApp();
  owner = await insertMember(db(), { username: 'conferente', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Owner });
  member = await insertMember(db(), { username: 'saldo' });
  await creditMember(db(), member.id, 12_345, EarningCategory.Adesao, 'bônus');
});
afterAll(() => t.close());

const verify = () => as(owner).get('/api/admin/ledger/verify');
const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]!.n;

describe(`console: ledger verification (${TEST_DB})`, () => {
  it('a sound database is clean: what was read, how long it took, and no audit row', async () => {
    const audits = await auditCount();
    const res = await verify();
    expect(res.statusCode).toBe(200);
    const data = res.json().Data;
    const [accounts] = await db().select({ n: count() }).from(ledgerAccounts);
    expect(data).toMatchObject({
      CheckedOn: expect.any(String),
      DurationMs: expect.any(Number),
      Ledger: { Clean: true, ProblemsTotal: 0, Problems: [], Transactions: 1, Entries: 2, Accounts: accounts!.n },
      Stock: { Clean: true, ProblemsTotal: 0, Problems: [], Stocks: 0, Movements: 0 },
    });
    expect(await auditCount()).toBe(audits);
  });

  it('reports a balance column that disagrees with its entries, and an empty transaction', async () => {
    const account = (await findMemberAccount(db(), member.id))!;
    await db()
      .update(ledgerAccounts)
      .set({ balanceCents: sql`${ledgerAccounts.balanceCents} + 500` })
      .where(eq(ledgerAccounts.id, account.id));
    const [empty] = await db().insert(ledgerTransactions).values({ kind: 'teste', idempotencyKey: 'teste:vazia', description: 'sem lançamentos' }).returning();
    try {
      const data = (await verify()).json().Data;
      expect(data.Ledger.Clean).toBe(false);
      expect(data.Ledger.ProblemsTotal).toBe(2);
      expect(data.Ledger.Problems).toEqual(
        expect.arrayContaining([
          { Kind: 'empty_transaction', Id: empty!.id, Detail: 'sum 0' },
          { Kind: 'balance_mismatch', Id: account.id, Detail: 'balance 12845 != entries 12345' },
        ]),
      );
      expect(data.Stock.Clean).toBe(true);
    } finally {
      await db()
        .update(ledgerAccounts)
        .set({ balanceCents: sql`${ledgerAccounts.balanceCents} - 500` })
        .where(eq(ledgerAccounts.id, account.id));
      await db().delete(ledgerTransactions).where(eq(ledgerTransactions.id, empty!.id));
    }
    expect((await verify()).json().Data.Ledger.Clean).toBe(true);
  });

  it('reports an unbalanced transaction written around the database check', async () => {
    const account = (await findMemberAccount(db(), member.id))!;
    // The deferred check refuses an unbalanced transaction at commit: only a session that skips
    // triggers (replication role, superuser) can leave one behind, which is what the verifier is for.
    const txId = await db().transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      const [row] = rowsOf<{ id: number | string }>(
        await tx.execute(
          sql`INSERT INTO ledger_transactions (kind, idempotency_key, description) VALUES ('teste', 'teste:torta', 'desbalanceada') RETURNING id`,
        ),
      );
      await tx.execute(
        sql`INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, description) VALUES (${row!.id}, ${account.id}, 700, 'sozinho')`,
      );
      await tx.execute(sql`UPDATE ledger_accounts SET balance_cents = balance_cents + 700 WHERE id = ${account.id}`);
      return Number(row!.id);
    });
    try {
      const data = (await verify()).json().Data;
      expect(data.Ledger).toMatchObject({ Clean: false, ProblemsTotal: 1, Problems: [{ Kind: 'unbalanced_transaction', Id: txId, Detail: 'sum 700' }] });
    } finally {
      await db().transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL session_replication_role = replica`);
        await tx.execute(sql`DELETE FROM ledger_entries WHERE transaction_id = ${txId}`);
        await tx.execute(sql`DELETE FROM ledger_transactions WHERE id = ${txId}`);
        await tx.execute(sql`UPDATE ledger_accounts SET balance_cents = balance_cents - 700 WHERE id = ${account.id}`);
      });
    }
    expect((await verify()).json().Data.Ledger.Clean).toBe(true);
  });

  it('one verification at a time, and a statement that takes too long answers 503', async () => {
    if (TEST_DB === 'pglite') {
      // One embedded connection: no other session can hold the lock or a table.
      expect((await verify()).statusCode).toBe(200);
      return;
    }
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holder = withAdvisoryLock(db(), LEDGER_VERIFICATION_LOCK, async () => {
      locked();
      await held;
    });
    await isLocked;
    const busy = await verify();
    release();
    await holder;
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ IsSuccess: false, Message: messages.ledgerVerificationBusy });

    let releaseTable!: () => void;
    const tableHeld = new Promise<void>((r) => (releaseTable = r));
    let tableLocked!: () => void;
    const isTableLocked = new Promise<void>((r) => (tableLocked = r));
    const tableHolder = db().transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE ledger_entries IN ACCESS EXCLUSIVE MODE`);
      tableLocked();
      await tableHeld;
    });
    await isTableLocked;
    const err = await verifyNow(db(), { statementTimeoutMs: 300 }).catch((e: unknown) => e);
    releaseTable();
    await tableHolder;
    expect(err).toMatchObject({ status: 503, message: messages.ledgerVerificationTimeout });
  });
});
