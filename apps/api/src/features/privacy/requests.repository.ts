import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { privacyRequests, users } from '../../db/schema';

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;

export async function insertRequest(db: DbOrTx, row: typeof privacyRequests.$inferInsert): Promise<PrivacyRequestRow> {
  const [r] = await db.insert(privacyRequests).values(row).returning();
  return r!;
}

export async function requestsOf(db: DbOrTx, userId: number): Promise<PrivacyRequestRow[]> {
  return db.select().from(privacyRequests).where(eq(privacyRequests.userId, userId)).orderBy(desc(privacyRequests.id)).limit(50);
}

export async function latestExportOf(db: DbOrTx, userId: number): Promise<PrivacyRequestRow | null> {
  const [r] = await db
    .select()
    .from(privacyRequests)
    .where(and(eq(privacyRequests.userId, userId), eq(privacyRequests.kind, 'export')))
    .orderBy(desc(privacyRequests.id))
    .limit(1);
  return r ?? null;
}

export async function openRequestOf(db: DbOrTx, userId: number, kind: PrivacyRequestRow['kind']): Promise<PrivacyRequestRow | null> {
  const [r] = await db
    .select()
    .from(privacyRequests)
    .where(and(eq(privacyRequests.userId, userId), eq(privacyRequests.kind, kind), inArray(privacyRequests.status, ['open', 'in_progress'])))
    .limit(1);
  return r ?? null;
}

export async function lockRequest(tx: DbOrTx, id: number): Promise<PrivacyRequestRow | null> {
  const [r] = await tx.select().from(privacyRequests).where(eq(privacyRequests.id, id)).for('update');
  return r ?? null;
}

export async function updateRequest(tx: DbOrTx, id: number, changes: Partial<typeof privacyRequests.$inferInsert>): Promise<PrivacyRequestRow> {
  const [r] = await tx.update(privacyRequests).set(changes).where(eq(privacyRequests.id, id)).returning();
  return r!;
}

export interface QueueRow extends PrivacyRequestRow {
  username: string;
  name: string;
  handledByUsername: string | null;
}

/** The console's queue: unfinished first, by deadline; then the latest closed. */
export async function queue(db: DbOrTx, status: PrivacyRequestRow['status'] | undefined): Promise<QueueRow[]> {
  const rows = await db
    .select({ r: privacyRequests, username: users.username, name: users.name })
    .from(privacyRequests)
    .innerJoin(users, eq(users.id, privacyRequests.userId))
    .where(status ? eq(privacyRequests.status, status) : undefined)
    .orderBy(
      sql`${privacyRequests.status} IN ('open','in_progress') DESC`,
      sql`CASE WHEN ${privacyRequests.status} IN ('open','in_progress') THEN ${privacyRequests.dueAt} END ASC`,
      desc(privacyRequests.id),
    )
    .limit(200);
  const handlerIds = [...new Set(rows.map((x) => x.r.handledBy).filter((v): v is number => v !== null))];
  const handlers = handlerIds.length ? await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, handlerIds)) : [];
  const byId = new Map(handlers.map((h) => [h.id, h.username]));
  return rows.map((x) => ({ ...x.r, username: x.username, name: x.name, handledByUsername: x.r.handledBy ? (byId.get(x.r.handledBy) ?? null) : null }));
}

export async function queueRow(db: DbOrTx, id: number): Promise<QueueRow | null> {
  const [x] = await db
    .select({ r: privacyRequests, username: users.username, name: users.name })
    .from(privacyRequests)
    .innerJoin(users, eq(users.id, privacyRequests.userId))
    .where(eq(privacyRequests.id, id));
  if (!x) return null;
  const [h] = x.r.handledBy ? await db.select({ username: users.username }).from(users).where(eq(users.id, x.r.handledBy)) : [];
  return { ...x.r, username: x.username, name: x.name, handledByUsername: h?.username ?? null };
}

/**
 * Takes up to `limit` export requests to build, for this worker alone (SKIP LOCKED): the open ones,
 * and those another worker took more than 10 minutes ago and never finished.
 */
export async function claimExports(db: DbOrTx, limit: number): Promise<Array<{ id: number; userId: number }>> {
  const rows = rowsOf<{ id: number; user_id: number }>(
    await db.execute(sql`
      -- While in progress, closed_at holds when the worker took it (a worker that died is taken over).
      UPDATE privacy_requests SET status = 'in_progress', closed_at = now()
      WHERE id IN (
        SELECT id FROM privacy_requests
        WHERE kind = 'export' AND (status = 'open' OR (status = 'in_progress' AND closed_at < now() - interval '10 minutes'))
        ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING id, user_id`),
  );
  return rows.map((r) => ({ id: Number(r.id), userId: Number(r.user_id) }));
}

/** Export files past their 24 hours: deleted, the request keeps its history. */
export async function purgeExpiredExportFiles(db: DbOrTx, now: Date): Promise<number> {
  const rows = rowsOf(
    await db.execute(sql`
      DELETE FROM stored_files WHERE id IN (SELECT file_id FROM privacy_requests WHERE kind = 'export' AND file_id IS NOT NULL AND file_expires_at <= ${now})
      RETURNING id`),
  );
  return rows.length;
}

/**
 * Members whose records' 5-year term has ended (docs/privacy.md#retention): anonymized before
 * 1 January of the sixth year, not yet erased.
 */
export async function eraseEndedRetention(db: Db, now: Date): Promise<number> {
  const ids = rowsOf<{ id: number }>(
    await db.execute(sql`
      SELECT id FROM users WHERE anonymized_at IS NOT NULL AND retention_erased_at IS NULL
        AND make_date(extract(year FROM anonymized_at AT TIME ZONE 'America/Sao_Paulo')::int + 6, 1, 1) <= (${now}::timestamptz AT TIME ZONE 'America/Sao_Paulo')::date
      ORDER BY id LIMIT 500`),
  ).map((r) => Number(r.id));
  for (const id of ids) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`DELETE FROM consents WHERE user_id = ${id}`);
      await tx.execute(sql`DELETE FROM user_notifications WHERE user_id = ${id}`);
      await tx.execute(sql`DELETE FROM sessions WHERE user_id = ${id}`);
      await tx.execute(sql`UPDATE privacy_requests SET detail = NULL, refusal_reason = NULL WHERE user_id = ${id}`);
      await tx.execute(sql`UPDATE users SET retention_erased_at = ${now} WHERE id = ${id}`);
    });
  }
  return ids.length;
}

/**
 * Anonymized members who hold money again (a transfer whose look-up ran before the anonymization
 * committed): each gets an open deletion request in the operator's queue, once, so the money is
 * returned by hand (docs/privacy.md#deletion). Answers the requests opened.
 */
export async function openLateMoneyRequests(db: DbOrTx, detail: string, now: Date, dueAt: Date): Promise<Array<{ id: number; userId: number }>> {
  const rows = rowsOf<{ id: number; user_id: number }>(
    await db.execute(sql`
      INSERT INTO privacy_requests (user_id, kind, status, detail, due_at, created_at)
      SELECT u.id, 'deletion', 'open', ${detail}, ${dueAt}, ${now} FROM users u
      WHERE u.anonymized_at IS NOT NULL
        AND (EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.user_id = u.id AND a.balance_cents > 0)
          OR EXISTS (SELECT 1 FROM withdrawals w WHERE w.user_id = u.id AND w.status = 1))
        AND NOT EXISTS (SELECT 1 FROM privacy_requests p WHERE p.user_id = u.id AND p.status IN ('open', 'in_progress'))
      RETURNING id, user_id`),
  );
  return rows.map((r) => ({ id: Number(r.id), userId: Number(r.user_id) }));
}
