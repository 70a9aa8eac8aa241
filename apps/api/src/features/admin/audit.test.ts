import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { STAFF_ROLE_IDS, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { auditLog } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { insertMember } from '../../seed/builders';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
let owner: Row;
let finance: Row;

beforeAll(async () => {
  t = await createTestApp();
  owner = await insertMember(db(), { username: 'auditora', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Owner });
  finance = await insertMember(db(), { username: 'tesouraria', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Finance });
  const ip = '203.0.113.9';
  // 60 rows: withdrawals paid by finance, users blocked by the owner, and the system's own rows.
  for (let i = 1; i <= 30; i++) {
    await writeAudit(db(), { userId: finance.id, ip }, { action: 'withdrawal.pay', target: `withdrawal:${i}`, before: { Status: 1 }, after: { Status: 2 } });
  }
  for (let i = 1; i <= 20; i++) {
    await writeAudit(db(), { userId: owner.id, ip }, { action: 'user.block', target: `user:${i % 5}`, reason: `motivo ${i}`, data: { n: i } });
  }
  for (let i = 1; i <= 10; i++) await writeAudit(db(), null, { action: 'user_status_100%', target: `job:x${i}` });
});
afterAll(() => t.close());

const list = (body: unknown) => as(owner).post('/api/admin/audit/getAll', body);
type Audit = { Id: number; Action: string; Target: string; ActorUsername: string | null };

describe(`console: the audit list (${TEST_DB})`, () => {
  it('pages by 50, newest first, each row whole: who, what, which record, before/after, reason, IP', async () => {
    const first = (await list({})).json();
    expect(first.PaginationSettings).toMatchObject({ Page: 1, TotalPages: 2, TotalRows: 60 });
    expect(first.Data).toHaveLength(50);
    const ids = first.Data.map((r: Audit) => r.Id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(first.Data[0]).toEqual({
      Id: expect.any(Number),
      CreatedOn: expect.any(String),
      ActorId: null,
      ActorUsername: null,
      Action: 'user_status_100%',
      Target: 'job:x10',
      Before: null,
      After: null,
      Data: null,
      Reason: null,
      Ip: null,
    });
    const second = (await list({ PaginationSettings: { Page: 2, RowsPerPage: 50 } })).json();
    expect(second.Data.map((r: Audit) => r.Target)).toEqual(Array.from({ length: 10 }, (_, i) => `withdrawal:${10 - i}`));
    expect(second.Data[0]).toMatchObject({
      ActorId: finance.id,
      ActorUsername: 'tesouraria',
      Action: 'withdrawal.pay',
      Before: { Status: 1 },
      After: { Status: 2 },
      Ip: '203.0.113.9',
    });
  });

  it('filters by the start of the action (any case), the actor username and the exact target', async () => {
    const total = async (Filters: unknown) => (await list({ Filters })).json().PaginationSettings.TotalRows as number;
    expect(await total({ Action: 'USER.' })).toBe(20);
    expect(await total({ Action: 'withdrawal' })).toBe(30);
    expect(await total({ Action: 'pay' })).toBe(0);
    // '_' and '%' are characters to find, not wildcards.
    expect(await total({ Action: 'user_' })).toBe(10);
    expect(await total({ Action: 'user_status_100%' })).toBe(10);
    expect(await total({ ActorUsername: 'auditora' })).toBe(20);
    expect(await total({ ActorUsername: 'audit' })).toBe(0);
    expect(await total({ Target: 'user:3' })).toBe(4);
    expect(await total({ Target: 'user' })).toBe(0);
    const both = (await list({ Filters: { Action: 'user.', ActorUsername: 'auditora', Target: 'user:0' } })).json();
    expect(both.Data.map((r: { Reason: string }) => r.Reason)).toEqual(['motivo 20', 'motivo 15', 'motivo 10', 'motivo 5']);
    expect(await total({ Action: '', ActorUsername: null, Target: '   ' })).toBe(60);
  });

  it('refuses unknown filters', async () => {
    const res = await list({ Filters: { Ip: '1.2.3.4' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ IsSuccess: false, Data: null });
  });

  it("a record's timeline is open to any staff role, newest first", async () => {
    const res = await as(finance).get('/api/admin/audit/getTimeline?Target=user:3');
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.map((r: { Reason: string }) => r.Reason)).toEqual(['motivo 18', 'motivo 13', 'motivo 8', 'motivo 3']);
  });
});

describe(`the audit table is append-only (${TEST_DB})`, () => {
  it('refuses UPDATE, DELETE and TRUNCATE from SQL and keeps every row', async () => {
    const [before] = await db().select({ n: count() }).from(auditLog);
    const [one] = await db().select().from(auditLog).limit(1);
    for (const statement of [
      sql`UPDATE audit_log SET reason = 'apagado' WHERE id = ${one!.id}`,
      sql`DELETE FROM audit_log WHERE id = ${one!.id}`,
      sql`DELETE FROM audit_log`,
      sql`TRUNCATE audit_log`,
    ]) {
      const err = await db()
        .execute(statement)
        .catch((e: unknown) => e);
      expect(err, String(statement.queryChunks[0])).toBeInstanceOf(Error);
      let cause = err as Error;
      while (cause.cause instanceof Error) cause = cause.cause;
      expect(cause.message).toBe('audit_log is append-only');
    }
    const [after] = await db().select({ n: count() }).from(auditLog);
    expect(after!.n).toBe(before!.n);
    const [same] = await db().select().from(auditLog).where(eq(auditLog.id, one!.id));
    expect(same).toEqual(one);
  });
});
