import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { EarningCategory, UserStatus } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp, type TestClient } from '../../../test/helper';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { creditMember, insertMember } from '../../seed/builders';
import { sessions, users } from '../../db/schema';
import { memberBalanceCents } from '../ledger';

const ME = '/api/accounts/authUser/getAuthUserData';
let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
let edu: Row;

beforeAll(async () => {
  t = await createTestApp();
  edu = await insertMember(t.database.db, { username: 'edu', password: 'senha-do-edu' });
  await insertMember(t.database.db, { username: 'bia', password: 'senha-da-bia' });
});
afterAll(() => t.close());

/** The cache must hear of a change at once; 2 s is for the notification's trip, far below its time limit. */
async function statusWithin(c: TestClient, expected: number, ms = 2_000): Promise<number> {
  const until = Date.now() + ms;
  let status = 0;
  do {
    status = (await c.get(ME)).statusCode;
    if (status === expected) return status;
    await new Promise((r) => setTimeout(r, 50));
  } while (Date.now() < until);
  return status;
}

const TRANSFER = '/api/users/transfers/createNewUserTransfer';

/** A change no notification announces: what the cache then serves is the cache's own doing. */
async function withoutSessionNotifications(run: () => Promise<void>) {
  await t.database.db.execute(sql`ALTER TABLE sessions DISABLE TRIGGER sessions_auth_changed`);
  try {
    await run();
  } finally {
    await t.database.db.execute(sql`ALTER TABLE sessions ENABLE TRIGGER sessions_auth_changed`);
  }
}

const sidOf = (c: TestClient) => (JSON.parse(Buffer.from(c.token!.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

describe('auth check with its cache', () => {
  it('a member blocked straight in the database is refused on his next call, and let back in when unblocked', async () => {
    const c = await t.login('edu', 'senha-do-edu');
    expect((await c.get(ME)).statusCode).toBe(200);
    expect((await c.get(ME)).statusCode).toBe(200);
    await t.database.db.execute(sql`UPDATE users SET status = ${UserStatus.Bloqueado} WHERE id = ${edu.id}`);
    expect(await statusWithin(c, 401)).toBe(401);
    expect((await c.get(ME)).json().Message).toBe('Usuário bloqueado. Entre em contato com o suporte.');
    await t.database.db.update(users).set({ status: UserStatus.Ativo }).where(eq(users.id, edu.id));
    expect(await statusWithin(c, 200)).toBe(200);
  });

  it('a token version bumped in the database refuses the sessions issued before', async () => {
    const c = await t.login('bia', 'senha-da-bia');
    expect((await c.get(ME)).statusCode).toBe(200);
    await t.database.db.execute(sql`UPDATE users SET token_version = token_version + 1 WHERE username = 'bia'`);
    expect(await statusWithin(c, 401)).toBe(401);
  });

  it('serves a verified session from memory: only the database notification evicts it', async () => {
    const c = await t.login('edu', 'senha-do-edu');
    expect((await c.get(ME)).statusCode).toBe(200);
    const sid = sidOf(c);
    await withoutSessionNotifications(async () => {
      await t.database.db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(sessions.id, sid));
      // No notification: the cached answer stands (this is what spares the round trip).
      expect((await c.get(ME)).statusCode).toBe(200);
    });
    await t.database.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.id, sid));
    expect(await statusWithin(c, 401)).toBe(401);
  });

  it('a money move is judged on the database, never on the cache', async () => {
    const ana = await insertMember(t.database.db, { username: 'ana', password: 'senha-da-ana' });
    await creditMember(t.database.db, ana.id, 10_000, EarningCategory.Adesao, 'Bônus');
    const c = await t.login('ana', 'senha-da-ana');
    expect((await c.get(ME)).statusCode).toBe(200);
    await withoutSessionNotifications(async () => {
      await t.database.db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(sessions.id, sidOf(c)));
      // A read may still be served from the cache (no notification came); a transfer is not.
      expect((await c.get(ME)).statusCode).toBe(200);
      const moved = await c.post(TRANSFER, { ToUserId: edu.id, Value: 1, WalletType: 1 });
      expect(moved.statusCode).toBe(401);
    });
    expect(await memberBalanceCents(t.database.db, ana.id)).toBe(10_000);
  });

  it("after a money move the caller's next call reads his state afresh (paying may activate him)", async () => {
    const rita = await insertMember(t.database.db, { username: 'rita', password: 'senha-da-rita' });
    await creditMember(t.database.db, rita.id, 10_000, EarningCategory.Adesao, 'Bônus');
    const c = await t.login('rita', 'senha-da-rita');
    expect((await c.get(ME)).statusCode).toBe(200);
    expect((await c.post(TRANSFER, { ToUserId: edu.id, Value: 1, WalletType: 1 })).statusCode).toBe(200);
    await withoutSessionNotifications(async () => {
      await t.database.db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(sessions.id, sidOf(c)));
      expect((await c.get(ME)).statusCode).toBe(401);
    });
  });

  it(`after the notification connection drops, the cache stays off until it is back, then serves again (${TEST_DB})`, async () => {
    const c = await t.login('edu', 'senha-do-edu');
    expect((await c.get(ME)).statusCode).toBe(200);
    const listeners = async () =>
      (
        (await t.database.db.execute(
          sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
        )) as unknown as { rows: Array<{ pid: number }> }
      ).rows.map((r) => r.pid);
    if (TEST_DB === 'pg') {
      // PGlite is one in-process connection that cannot drop; on PostgreSQL the LISTEN connection is cut.
      const before = await listeners();
      expect(before.length).toBe(1);
      await t.database.db.execute(sql`SELECT pg_terminate_backend(${before[0]!})`);
      // A revocation no notification announces: only the drop clearing the cache (and keeping it
      // off until LISTEN is back) lets it be seen before the cache's time limit.
      await withoutSessionNotifications(async () => {
        const meanwhile = await t.login('edu', 'senha-do-edu');
        expect((await meanwhile.get(ME)).statusCode).toBe(200);
        await t.database.db
          .update(sessions)
          .set({ revokedAt: sql`now()` })
          .where(eq(sessions.id, sidOf(meanwhile)));
        expect(await statusWithin(meanwhile, 401, 5_000)).toBe(401);
      });
      const until = Date.now() + 10_000;
      while (Date.now() < until && !(await listeners()).some((pid) => !before.includes(pid))) await new Promise((r) => setTimeout(r, 100));
      expect((await listeners()).some((pid) => !before.includes(pid))).toBe(true);
      await new Promise((r) => setTimeout(r, 200));
    }
    // Back up: a block is heard at once again, and sessions are cached again.
    await t.database.db.execute(sql`UPDATE users SET status = ${UserStatus.Bloqueado} WHERE id = ${edu.id}`);
    expect(await statusWithin(c, 401)).toBe(401);
    await t.database.db.update(users).set({ status: UserStatus.Ativo }).where(eq(users.id, edu.id));
    expect(await statusWithin(c, 200)).toBe(200);
    // The unblock's own notification may still be on its way and evict what the next call caches.
    await t.app.authSettled();
    expect((await c.get(ME)).statusCode).toBe(200);
    await withoutSessionNotifications(async () => {
      await t.database.db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(sessions.id, sidOf(c)));
      expect((await c.get(ME)).statusCode).toBe(200);
    });
  });

  it('a logout on one API instance is honoured by another instance on the same database', async () => {
    // On PostgreSQL the second instance has its own pool and its own LISTEN connection.
    let second: Database = t.database;
    if (TEST_DB === 'pg') {
      const { rows } = (await t.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as { rows: Array<{ name: string }> };
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${rows[0]!.name}`;
      second = await openDatabase({ url: url.toString(), poolSize: 2 });
    }
    const other: FastifyInstance = await buildApp({ database: second, config: t.config, mailer: { kind: 'outbox', send: async () => {} }, logger: false });
    await other.ready();
    try {
      const here = await t.login('edu', 'senha-do-edu');
      const there = { ...here, get: (url: string) => other.inject({ method: 'GET', url, headers: { authorization: `Bearer ${here.token}` } }) };
      expect((await there.get(ME)).statusCode).toBe(200);
      expect((await there.get(ME)).statusCode).toBe(200);

      expect((await here.post('/api/accounts/authUser/logout')).statusCode).toBe(200);
      expect((await here.get(ME)).statusCode).toBe(401);
      expect(await statusWithin(there, 401)).toBe(401);
    } finally {
      await other.close();
      if (second !== t.database) await second.close();
    }
  });
});
