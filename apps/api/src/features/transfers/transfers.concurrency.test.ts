import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { EarningCategory } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { transfers } from '../../db/schema';
import { creditMember, insertMember } from '../../seed/builders';
import { memberBalanceCents, verifyLedger } from '../ledger';

// On PostgreSQL these requests really race (one pooled connection each); on PGlite they run one by one.
let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
const CREATE = '/api/users/transfers/createNewUserTransfer';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`concurrent transfers (${TEST_DB})`, () => {
  it('20 simultaneous transfers of R$ 10 from R$ 50: exactly 5 pass, 15 refused with 4xx, no 5xx, exact balances', async () => {
    const ana = await insertMember(db(), { username: 'rica' });
    const bia = await insertMember(db(), { username: 'recebe' });
    await creditMember(db(), ana.id, 5_000, EarningCategory.Adesao, 'bônus');
    const client = as(ana);
    const results = await Promise.all(Array.from({ length: 20 }, () => client.post(CREATE, { ToUserId: bia.id, Value: 10, WalletType: 1 })));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s >= 400 && s < 500)).toHaveLength(15);
    expect(statuses.filter((s) => s >= 500)).toHaveLength(0);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().Message).toBe('Saldo insuficiente para transferência.');
    expect(await memberBalanceCents(db(), ana.id)).toBe(0);
    expect(await memberBalanceCents(db(), bia.id)).toBe(5_000);
    const [n] = await db().select({ n: count() }).from(transfers).where(eq(transfers.fromUserId, ana.id));
    expect(Number(n!.n)).toBe(5);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('20 simultaneous retries with one idempotency key move the money once', async () => {
    const ana = await insertMember(db(), { username: 'repete' });
    const bia = await insertMember(db(), { username: 'recebeuma' });
    await creditMember(db(), ana.id, 5_000, EarningCategory.Adesao, 'bônus');
    const client = as(ana);
    const body = { ToUserId: bia.id, Value: 10, WalletType: 1, IdempotencyKey: 'mesma-chave-de-idempotencia-0001' };
    const results = await Promise.all(Array.from({ length: 20 }, () => client.post(CREATE, body)));
    expect(results.map((r) => r.statusCode).filter((s) => s >= 500)).toEqual([]);
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.json().Data.Id)).size).toBe(1);
    expect(await memberBalanceCents(db(), ana.id)).toBe(4_000);
    expect(await memberBalanceCents(db(), bia.id)).toBe(1_000);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('transfers crossing in both directions at once neither deadlock nor lose a centavo', async () => {
    const ana = await insertMember(db(), { username: 'cruzaA' });
    const bia = await insertMember(db(), { username: 'cruzaB' });
    await creditMember(db(), ana.id, 10_000, EarningCategory.Adesao, 'bônus');
    await creditMember(db(), bia.id, 10_000, EarningCategory.Adesao, 'bônus');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0 ? as(ana).post(CREATE, { ToUserId: bia.id, Value: 3, WalletType: 1 }) : as(bia).post(CREATE, { ToUserId: ana.id, Value: 1, WalletType: 1 }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await memberBalanceCents(db(), ana.id)).toBe(10_000 - 10 * 300 + 10 * 100);
    expect(await memberBalanceCents(db(), bia.id)).toBe(10_000 + 10 * 300 - 10 * 100);
    expect(await verifyLedger(db())).toEqual([]);
  });
});
