import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema';

export interface AuditFilters {
  action?: string;
  actorUsername?: string;
  target?: string;
}

const columns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  actorId: auditLog.actorId,
  actorUsername: users.username,
  action: auditLog.action,
  target: auditLog.target,
  before: auditLog.before,
  after: auditLog.after,
  data: auditLog.data,
  reason: auditLog.reason,
  ip: auditLog.ip,
};

/** A record's rows, newest first (audit_log_target_idx). */
export function timelineOf(db: DbOrTx, target: string, limit: number) {
  return db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(eq(auditLog.target, target))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

/** A user's text inside a LIKE pattern matches itself only. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function search(db: DbOrTx, filters: AuditFilters, limit: number, offset: number) {
  const where: SQL[] = [];
  if (filters.action) where.push(ilike(auditLog.action, `${escapeLike(filters.action)}%`));
  if (filters.target) where.push(eq(auditLog.target, filters.target));
  if (filters.actorUsername) where.push(eq(users.username, filters.actorUsername));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select(columns).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(cond).orderBy(desc(auditLog.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}
