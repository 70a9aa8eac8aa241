import { gt, sql, type SQL } from 'drizzle-orm';
import { InvoiceStatus, InvoiceType, messages, UserStatus, UserType } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { plans } from '../../db/schema';
import { addDays, addMonths, CLUB_TIME_ZONE } from '../../platform/dates';
import { createPeriodInvoicesFrom } from '../invoices';

/**
 * Inserts, set-based, the next Mensalidade of every member `who` selects (a condition on users `u`),
 * docs/plans.md#recurring-billing. A member's next period starts one month after his last billed
 * one (billing_period, or the due day of a fee issued before periods existed); with no fee billed,
 * one month after his activation. A period that should have started already is billed from today,
 * never in the past. `until`: only periods starting by that day; null: whatever the day. The
 * unique index on (member, type, subscription, period) makes a second run, a racing payment or a
 * second instance bill nothing twice. `fromToday`: the period starts today whatever was billed
 * before (a new cycle). Answers how many were issued.
 */
async function insertNextMonthlyFees(tx: DbOrTx, today: string, until: string | null, who: SQL, fromToday = false, range?: MemberRange): Promise<number> {
  const feePlans = await tx
    .select({ id: plans.id, name: plans.name, monthlyCents: plans.monthlyPaymentCents })
    .from(plans)
    .where(gt(plans.monthlyPaymentCents, 0));
  if (feePlans.length === 0) return 0;
  // Any fee billed for a period later than this is the member's last one: older periods only ever
  // lead to "bill from today", so the scan skips the history.
  const historyFrom = addMonths(today, -2);
  const next = fromToday
    ? { starts: sql`${today}::date`, lastFee: sql`` }
    : {
        starts: sql`CASE WHEN l.last_period IS NOT NULL THEN (l.last_period + interval '1 month')::date
                         ELSE ((u.activated_on AT TIME ZONE ${CLUB_TIME_ZONE})::date + interval '1 month')::date END`,
        lastFee: sql`LEFT JOIN (
          SELECT i.user_id, max(coalesce(i.billing_period, i.due_date)) AS last_period
          FROM invoices i
          WHERE i.type = ${InvoiceType.Mensalidade} AND i.user_subscription_id IS NULL
            AND coalesce(i.billing_period, i.due_date) >= ${historyFrom}::date
            ${range ? sql`AND ${inRange(sql`i.user_id`, range)}` : sql``}
          GROUP BY i.user_id
        ) l ON l.user_id = u.id`,
      };
  // Issued by the invoices feature, the table's one writer, in member order (docs/payments.md#invoice-lifecycle-and-handlers).
  return createPeriodInvoicesFrom(
    tx,
    sql`
      WITH fee_plans AS (
        SELECT * FROM unnest(${sql.param(feePlans.map((p) => p.id))}::int[],
                             ${sql.param(feePlans.map((p) => messages.monthlyInvoiceDescription(p.name)))}::text[],
                             ${sql.param(feePlans.map((p) => p.monthlyCents))}::bigint[]) AS f(plan_id, description, value_cents)
      ),
      next_fee AS (
        SELECT u.id AS user_id, f.plan_id, f.description, f.value_cents, ${next.starts} AS starts
        FROM users u
        JOIN fee_plans f ON f.plan_id = u.plan_id
        ${next.lastFee}
        WHERE ${who} ${range ? sql`AND ${inRange(sql`u.id`, range)}` : sql``}
      )
      SELECT n.user_id, ${InvoiceType.Mensalidade}::smallint AS type, n.description, n.value_cents,
             greatest(n.starts, ${today}::date) AS due_date, n.plan_id, greatest(n.starts, ${today}::date) AS billing_period
      FROM next_fee n
      WHERE ${until === null ? sql`TRUE` : sql`(n.starts IS NULL OR n.starts <= ${until}::date)`}`,
  );
}

/** Members (by id) whose fees are issued per transaction in the daily run. */
export const MONTHLY_FEES_BATCH = 1_000;

/** Members with `after < id <= upTo` (no upper bound when null). */
interface MemberRange {
  after: number;
  upTo: number | null;
}
const inRange = (column: SQL, r: MemberRange) => (r.upTo === null ? sql`${column} > ${r.after}` : sql`${column} > ${r.after} AND ${column} <= ${r.upTo}`);

/**
 * The daily run: the Mensalidade of every Ativo member on a plan with a monthly fee whose next
 * period starts within `daysAhead` days and is not billed yet. Paying a fee already schedules the
 * next one (payments), so this issues the fees of members who have not paid yet, and repairs
 * members whose fee was never scheduled. In ranges of MONTHLY_FEES_BATCH members by id, each a
 * transaction of its own (a savepoint when `db` is a transaction): a payment scheduling the same
 * period never waits for more than one range, and a run stopped midway keeps the ranges it
 * committed (the next run finds them billed: ON CONFLICT DO NOTHING).
 */
export async function issueMonthlyFees(
  db: DbOrTx,
  today: string,
  daysAhead: number,
  opts: { batchSize?: number; afterBatch?: (index: number) => void | Promise<void> } = {},
): Promise<{ issued: number }> {
  const size = opts.batchSize ?? MONTHLY_FEES_BATCH;
  let issued = 0;
  let after = 0;
  for (let index = 0; ; index++) {
    // The id of the range's last member: a walk of `size` entries of the primary key.
    const [edge] = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM users WHERE id > ${after} ORDER BY id OFFSET ${size - 1} LIMIT 1`));
    const range: MemberRange = { after, upTo: edge ? Number(edge.id) : null };
    issued += await db.transaction((tx) =>
      insertNextMonthlyFees(tx, today, addDays(today, daysAhead), sql`u.type = ${UserType.User} AND u.status = ${UserStatus.Ativo}`, false, range),
    );
    await opts.afterBatch?.(index);
    if (range.upTo === null) return { issued };
    after = range.upTo;
  }
}

/**
 * A member made Inativo by an overdue fee gets one open Mensalidade to pay to come back, for the
 * period starting today, unless he has one open already (docs/plans.md#recurring-billing).
 * Answers how many were issued.
 */
export async function issueReactivationFees(tx: DbOrTx, today: string, userIds: number[]): Promise<number> {
  if (userIds.length === 0) return 0;
  return insertNextMonthlyFees(
    tx,
    today,
    null,
    sql`u.id = ANY(${sql.param(userIds)}::int[]) AND u.status = ${UserStatus.Inativo}
      AND NOT EXISTS (SELECT 1 FROM invoices o WHERE o.user_id = u.id AND o.type = ${InvoiceType.Mensalidade}
                        AND o.status = ${InvoiceStatus.Pendente} AND o.user_subscription_id IS NULL)`,
    true,
  );
}
