import { sql } from 'drizzle-orm';
import { InvoiceStatus, UserStatus, UserType } from '@clube/contract';
import { overdueMonthlyFeeSql, type InactivityRules } from '../billing';

/** The month's instants [start, end) in the club's zone (career-plan.metrics.ts clubMonth). */
type Month = { start: string; end: string };

/**
 * Who counts as active for ranks: a member of type User, Ativo, not activated by the
 * demonstration gateway (docs/payments.md), with no Mensalidade open more than OverdueInactiveDays
 * past due on `rules.today` (docs/plans.md#recurring-billing). `alias` names the users row.
 */
export const activeMemberSql = (alias: string, rules: InactivityRules) => {
  const u = sql.identifier(alias);
  return sql`(${u}.type = ${UserType.User} AND ${u}.status = ${UserStatus.Ativo} AND NOT ${u}.sandbox_activated
    AND NOT ${overdueMonthlyFeeSql(sql`${u}.id`, rules.today, rules.overdueInactiveDays)})`;
};

/** The same rule for a member already read (`overdueMonthlyFee`: the overdue predicate's answer). */
export const isActiveMember = (m: { type: number; status: number; sandboxActivated: boolean; overdueMonthlyFee: boolean }) =>
  m.type === UserType.User && m.status === UserStatus.Ativo && !m.sandboxActivated && !m.overdueMonthlyFee;

/**
 * A paid invoice of the month that counts as group volume: paid in [start, end), and by real money
 * (an offline settlement is a simulation, docs/payments.md). `alias` names the invoices row.
 */
export const countedVolumeSql = (alias: string, month: Month) => {
  const i = sql.identifier(alias);
  return sql`(${i}.status = ${InvoiceStatus.Pago} AND ${i}.paid_at >= ${month.start}::timestamptz AND ${i}.paid_at < ${month.end}::timestamptz AND ${i}.settled_via IS DISTINCT FROM 'offline')`;
};
