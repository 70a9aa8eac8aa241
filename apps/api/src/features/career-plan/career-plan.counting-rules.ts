import { sql } from 'drizzle-orm';
import { InvoiceStatus, UserStatus, UserType } from '@clube/contract';

/** The month's instants [start, end) in the club's zone (career-plan.metrics.ts clubMonth). */
type Month = { start: string; end: string };

/**
 * Who counts as active for ranks: a member of type User, Ativo, not activated by the
 * demonstration gateway (docs/payments.md). `alias` names the users row in the query.
 */
export const activeMemberSql = (alias: string) => {
  const u = sql.identifier(alias);
  return sql`(${u}.type = ${UserType.User} AND ${u}.status = ${UserStatus.Ativo} AND NOT ${u}.sandbox_activated)`;
};

/** The same rule for a member already read. */
export const isActiveMember = (m: { type: number; status: number; sandboxActivated: boolean }) =>
  m.type === UserType.User && m.status === UserStatus.Ativo && !m.sandboxActivated;

/**
 * A paid invoice of the month that counts as group volume: paid in [start, end), and by real money
 * (an offline settlement is a simulation, docs/payments.md). `alias` names the invoices row.
 */
export const countedVolumeSql = (alias: string, month: Month) => {
  const i = sql.identifier(alias);
  return sql`(${i}.status = ${InvoiceStatus.Pago} AND ${i}.paid_at >= ${month.start}::timestamptz AND ${i}.paid_at < ${month.end}::timestamptz AND ${i}.settled_via IS DISTINCT FROM 'offline')`;
};
