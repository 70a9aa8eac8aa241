import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { users } from '../../db/schema';
import { insertMember, creditMember } from '../../seed/builders';
import { post, postComposed, postMany, memberBalanceCents, SystemAccount, type PostingRequest } from './ledger.service';
import { postingStatement } from './ledger.posting';
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

const bonus = (userId: number, key: string, cents: number): PostingRequest => ({
  kind: 'bonus',
  idempotencyKey: key,
  description: `Bônus ${key}`,
  legs: [
    { system: SystemAccount.BonusExpense, amountCents: -cents, category: 13 },
    { member: userId, amountCents: cents, category: 13 },
  ],
});
const spend = (userId: number, key: string, cents: number): PostingRequest => ({
  kind: 'fee',
  idempotencyKey: key,
  description: `Taxa ${key}`,
  insufficientMessage: 'Saldo insuficiente.',
  legs: [
    { member: userId, amountCents: -cents, category: 9 },
    { system: SystemAccount.Fees, amountCents: cents, category: 9 },
  ],
});
const keyCount = async (prefix: string) =>
  Number(
    (
      (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key LIKE ${`${prefix}%`}`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows[0]!.n,
  );

describe('postMany: one writer for bulk payouts', () => {
  it('posts many transactions at once, and a second run applies only the new keys', async () => {
    const a = await insertMember(t.database.db, { username: 'bulk.a' });
    const b = await insertMember(t.database.db, { username: 'bulk.b' });
    const first = await t.database.db.transaction((tx) => postMany(tx, [bonus(a.id, 'bulk-1', 100), bonus(b.id, 'bulk-2', 250), bonus(a.id, 'bulk-3', 5)]));
    expect(first.map((r) => r.applied)).toEqual([true, true, true]);
    expect(new Set(first.map((r) => r.transactionId)).size).toBe(3);

    const again = await t.database.db.transaction((tx) => postMany(tx, [bonus(a.id, 'bulk-1', 100), bonus(b.id, 'bulk-4', 1_000)]));
    expect(again[0]).toEqual({ transactionId: first[0]!.transactionId, applied: false });
    expect(again[1]!.applied).toBe(true);
    expect(await memberBalanceCents(t.database.db, a.id)).toBe(105);
    expect(await memberBalanceCents(t.database.db, b.id)).toBe(1_250);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('writes nothing of the batch when one member would go below zero', async () => {
    const a = await insertMember(t.database.db, { username: 'bulk.c' });
    await creditMember(t.database.db, a.id, 300, 1, 'Bônus');
    const batch = postMany(t.database.db, [bonus(a.id, 'bulkneg-1', 100), spend(a.id, 'bulkneg-2', 500)]);
    await expect(batch).rejects.toMatchObject({ status: 422, message: 'Saldo insuficiente.' });
    expect(await memberBalanceCents(t.database.db, a.id)).toBe(300);
    expect(await keyCount('bulkneg-')).toBe(0);
  });

  it('a member credited and debited in one batch is judged on the net movement', async () => {
    const a = await insertMember(t.database.db, { username: 'bulk.d' });
    await t.database.db.transaction((tx) => postMany(tx, [bonus(a.id, 'bulknet-1', 500), spend(a.id, 'bulknet-2', 400)]));
    expect(await memberBalanceCents(t.database.db, a.id)).toBe(100);
  });
});

describe('postComposed: a feature posts with its own look-ups and a companion insert', () => {
  // A feature's statement: the member by username, a fixed bonus, and an audit row written only
  // when the money moved.
  const bonusByUsername = postingStatement<{ found: boolean; audited: string | number | null }>('test_bonus_by_username', {
    lookups: sql`who AS MATERIALIZED (SELECT id FROM users WHERE username = ${sql.placeholder('username')}::text)`,
    transactions: sql`SELECT ${sql.placeholder('key')}::text AS key, 'bonus'::text AS kind, 'Bônus'::text AS description,
                             NULL::text AS reference, NULL::timestamptz AS at, 1::bigint AS n FROM who`,
    legs: sql`SELECT 1 AS tx_n, id AS user_id, 1::smallint AS wallet_type, NULL::text AS code, ${sql.placeholder('cents')}::bigint AS amount,
                     1::smallint AS category, 'Bônus'::text AS description, 1::bigint AS ord FROM who
              UNION ALL
              SELECT 1, NULL, NULL, ${SystemAccount.BonusExpense}::text, -${sql.placeholder('cents')}::bigint, 1::smallint, 'Bônus', 2 FROM who`,
    companion: sql`audited AS (INSERT INTO audit_log (action, actor_id) SELECT 'test.bonus', w.id FROM who w JOIN posted ON posted.n = 1 RETURNING id)`,
    select: sql`EXISTS (SELECT 1 FROM who) AS found, (SELECT id FROM audited) AS audited`,
  });
  const audits = async (userId: number) =>
    Number(
      (
        (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'test.bonus' AND actor_id = ${userId}`)) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows[0]!.n,
    );

  it('posts once per key, writes the companion row only when the money moved, and nothing when the look-ups find nothing', async () => {
    const m = await insertMember(t.database.db, { username: 'composto' });
    const run = (key: string, username = 'composto', cents = 250) =>
      postComposed(t.database.db, bonusByUsername, { username, key, cents }, 'Saldo insuficiente.');
    const first = await run('composed-1');
    expect(first.results).toEqual([{ transactionId: expect.any(Number), applied: true }]);
    expect(first.row.audited).not.toBeNull();
    const again = await run('composed-1');
    expect(again.results).toEqual([{ transactionId: first.results[0]!.transactionId, applied: false }]);
    expect(again.row.audited).toBeNull();
    const nobody = await run('composed-2', 'ninguem');
    expect(nobody.results).toEqual([]);
    expect(nobody.row.found).toBe(false);
    expect(await memberBalanceCents(t.database.db, m.id)).toBe(250);
    expect(await audits(m.id)).toBe(1);
  });

  it('refuses with the 422 and writes neither the ledger nor the companion row when a member would go below zero', async () => {
    const m = await insertMember(t.database.db, { username: 'composto2' });
    await expect(
      postComposed(t.database.db, bonusByUsername, { username: 'composto2', key: 'composed-3', cents: -1 }, 'Saldo insuficiente.'),
    ).rejects.toMatchObject({
      status: 422,
      message: 'Saldo insuficiente.',
    });
    expect(await memberBalanceCents(t.database.db, m.id)).toBe(0);
    expect(await audits(m.id)).toBe(0);
  });

  it('runs a posting made outside any transaction again when PostgreSQL ends it with a deadlock, and moves the money once', async () => {
    const m = await insertMember(t.database.db, { username: 'composto3' });
    let calls = 0;
    // The first try ends as PostgreSQL ends the loser of a deadlock: an error with code 40P01.
    const deadlockedOnce: typeof bonusByUsername = async (db, values) => {
      if (++calls === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      return bonusByUsername(db, values);
    };
    const { results } = await postComposed(t.database.db, deadlockedOnce, { username: 'composto3', key: 'composed-4', cents: 300 }, 'Saldo insuficiente.');
    expect(calls).toBe(2);
    expect(results).toEqual([{ transactionId: expect.any(Number), applied: true }]);
    expect(await memberBalanceCents(t.database.db, m.id)).toBe(300);
    expect(await audits(m.id)).toBe(1);
  });

  it('only the ledger writes ledger tables', () => {
    const attempt = () =>
      postingStatement('test_sneaky', {
        transactions: sql`SELECT 'k'::text AS key, 'x'::text AS kind, 'x'::text AS description, NULL::text AS reference, NULL::timestamptz AS at, 1::bigint AS n`,
        legs: sql`SELECT 1 AS tx_n, NULL::int AS user_id, NULL::smallint AS wallet_type, 'fees_income'::text AS code, 1::bigint AS amount, NULL::smallint AS category, 'x'::text AS description, 1::bigint AS ord`,
        companion: sql`sneaky AS (UPDATE ledger_accounts SET balance_cents = 0 RETURNING id)`,
      });
    expect(attempt).toThrow(/only the ledger writes ledger tables/);
  });
});

describe('posting details kept by the single statement', () => {
  it('creates a missing member account on its first movement', async () => {
    const [u] = await t.database.db
      .insert(users)
      .values({ type: 2, status: 1, name: 'Sem Conta', email: 'semconta@clube.test', username: 'semconta', personType: 1, rolesIds: [] })
      .returning();
    await creditMember(t.database.db, u!.id, 700, 1, 'Bônus');
    expect(await memberBalanceCents(t.database.db, u!.id)).toBe(700);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('keeps the legs in order, their own descriptions and the given date', async () => {
    const m = await insertMember(t.database.db, { username: 'ordem' });
    const at = new Date('2024-03-05T12:34:56.789Z');
    const { transactionId } = await post(t.database.db, {
      kind: 'bonus',
      idempotencyKey: 'ordered-1',
      description: 'Descrição geral',
      at,
      legs: [
        { member: m.id, amountCents: 300, category: 1, description: 'primeira' },
        { member: m.id, amountCents: 200, category: 5 },
        { system: SystemAccount.BonusExpense, amountCents: -500, category: 1 },
      ],
    });
    const rows = (
      (await t.database.db.execute(sql`
      SELECT e.amount_cents::int AS amount, e.category, e.description, e.created_at AS at, t.created_at AS tx_at
      FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE e.transaction_id = ${transactionId} ORDER BY e.id`)) as unknown as { rows: Array<Record<string, unknown>> }
    ).rows;
    expect(rows.map((r) => [r['amount'], r['category'], r['description']])).toEqual([
      [300, 1, 'primeira'],
      [200, 5, 'Descrição geral'],
      [-500, 1, 'Descrição geral'],
    ]);
    for (const r of rows) {
      expect(new Date(r['at'] as string).toISOString()).toBe(at.toISOString());
      expect(new Date(r['tx_at'] as string).toISOString()).toBe(at.toISOString());
    }
    expect(await memberBalanceCents(t.database.db, m.id)).toBe(500);
  });

  it(`30 simultaneous spenders of one balance never take it below zero (${TEST_DB})`, async () => {
    const m = await insertMember(t.database.db, { username: 'disputa' });
    await creditMember(t.database.db, m.id, 1_000, 1, 'Bônus');
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => t.database.db.transaction((tx) => post(tx, spend(m.id, `race-${i}`, 100)))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ status: 422, message: 'Saldo insuficiente.' });
    expect(await memberBalanceCents(t.database.db, m.id)).toBe(0);
    expect(await keyCount('race-')).toBe(10);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('the same key posted at once from many connections moves the money once', async () => {
    const m = await insertMember(t.database.db, { username: 'mesmachave' });
    const results = await Promise.all(Array.from({ length: 10 }, () => t.database.db.transaction((tx) => post(tx, bonus(m.id, 'same-key-race', 100)))));
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(await memberBalanceCents(t.database.db, m.id)).toBe(100);
  });

  it('a repeat of a key that spends the whole balance answers the first posting, not a refusal', async () => {
    const m = await insertMember(t.database.db, { username: 'tudo' });
    await creditMember(t.database.db, m.id, 1_100, 1, 'Bônus');
    await post(t.database.db, spend(m.id, 'all-in-warm-up', 100)); // every account exists before the race
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let posted!: () => void;
    const firstPosted = new Promise<void>((r) => (posted = r));
    const first = t.database.db.transaction(async (tx) => {
      const r = await post(tx, spend(m.id, 'all-in', 1_000));
      posted();
      await held;
      return r;
    });
    await firstPosted;
    // On PostgreSQL the repeat waits for the first one's lock on the account; on PGlite it runs after.
    const repeat = t.database.db.transaction((tx) => post(tx, spend(m.id, 'all-in', 1_000)));
    await new Promise((r) => setTimeout(r, 300));
    release();
    const [a, b] = await Promise.all([first, repeat]);
    expect(a.applied).toBe(true);
    expect(b).toEqual({ transactionId: a.transactionId, applied: false });
    expect(await memberBalanceCents(t.database.db, m.id)).toBe(0);
  });
});
