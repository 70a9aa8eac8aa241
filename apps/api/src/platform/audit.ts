import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';
import type { AuthUser } from './auth';

/** Who acts, and from where: taken from the request by the route, handed to the service. */
export interface AuditActor {
  userId: number;
  /** Null when the service acts for a member without the request (their own orders, plans...). */
  ip: string | null;
}

export function auditActorOf(user: AuthUser, req: FastifyRequest): AuditActor {
  return { userId: user.id, ip: req.ip };
}

export interface AuditEntry {
  /** `area.verb`: 'withdrawals.pay', 'users.block', 'configurations.updateSCGeneral'... */
  action: string;
  /** The record changed, `kind:id`: its page's timeline reads by it (auditTarget). */
  target: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  /** Anything else worth keeping that is neither the record's before nor its after. */
  data?: unknown;
}

/** An actor known by id only, or the system (null), for services that never see the request. */
export const auditActorById = (userId: number | null): AuditActor | null => (userId === null ? null : { userId, ip: null });

export const auditTarget = (kind: string, id: number | string) => `${kind}:${id}`;

/**
 * One audit row (docs/admin.md#audit), written with the transaction of the change it records so
 * that both commit or neither does. The actor is null for the system's own jobs.
 */
export async function writeAudit(db: DbOrTx, actor: AuditActor | null, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor?.userId ?? null,
    ip: actor?.ip ?? null,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    data: entry.data ?? null,
  });
}
