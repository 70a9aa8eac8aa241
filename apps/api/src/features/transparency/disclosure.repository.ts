import { desc, eq, sql } from 'drizzle-orm';
import { GAIN_CATEGORIES, InvoiceStatus, InvoiceType, UserStatus, UserType } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { incomeDisclosures } from '../../db/schema';
import { CLUB_TIME_ZONE } from '../../platform/dates';

/** 00:00 of a club day, as an instant. */
const dayStart = (day: string) => sql`((${day}::date)::timestamp AT TIME ZONE ${CLUB_TIME_ZONE})`;

const gainList = sql.join(
  GAIN_CATEGORIES.map((c) => sql`${c}`),
  sql`, `,
);

/**
 * What the club pays its members as commissions and bonuses, as ledger entries of their wallets
 * (docs/transparency.md#what-counts-as-earnings): the gain categories, clawbacks subtracting,
 * except the seller's credit for goods he sold (transactions `order_sale*`), which pays the goods.
 */
const gainEntry = sql`e.category IN (${gainList}) AND t.kind NOT LIKE 'order_sale%'`;

/** What a member pays the club (docs/transparency.md#what-counts-as-paid): these invoice types, still paid, not simulated. */
const clubInvoiceTypes = sql.join(
  [InvoiceType.Adesao, InvoiceType.Mensalidade, InvoiceType.TrocaDePlano, InvoiceType.Assinatura].map((c) => sql`${c}`),
  sql`, `,
);

export interface FiguresRow {
  members: number;
  earners: number;
  bands: number[];
  medianEarned: number;
  p90Earned: number;
  p99Earned: number;
  totalEarned: number;
  medianPaid: number;
}

/**
 * Members of the period [from, to) and what each earned and paid, summed up in one statement: the
 * bands (upper bounds in centavos, the last open), the percentiles (percentile_cont, rounded to the
 * centavo half away from zero) and the median paid.
 */
export async function periodFigures(db: DbOrTx, fromDay: string, toDayExclusive: string, bandTops: readonly (number | null)[]): Promise<FiguresRow> {
  const from = dayStart(fromDay);
  const to = dayStart(toDayExclusive);
  const bandCols = bandTops.map((top, i) => {
    const low = i === 0 ? null : bandTops[i - 1]!;
    const cond = low === null ? sql`earned <= ${top ?? 0}` : top === null ? sql`earned > ${low}` : sql`earned > ${low} AND earned <= ${top}`;
    return sql`count(*) FILTER (WHERE ${cond})::int AS ${sql.identifier(`b${i}`)}`;
  });
  const [row] = rowsOf<Record<string, string | number | null>>(
    await db.execute(sql`
      WITH gains AS (
        SELECT a.user_id, SUM(e.amount_cents) AS earned
        FROM ledger_entries e
        JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'member'
        JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE e.created_at >= ${from} AND e.created_at < ${to} AND ${gainEntry}
        GROUP BY a.user_id
      ),
      paid AS (
        SELECT user_id, SUM(value_cents) AS paid FROM invoices
        WHERE status = ${InvoiceStatus.Pago} AND type IN (${clubInvoiceTypes})
          AND paid_at >= ${from} AND paid_at < ${to} AND settled_via IS DISTINCT FROM 'offline'
        GROUP BY user_id
      ),
      members AS (
        SELECT COALESCE(g.earned, 0)::bigint AS earned, COALESCE(p.paid, 0)::bigint AS paid
        FROM users u
        LEFT JOIN gains g ON g.user_id = u.id
        LEFT JOIN paid p ON p.user_id = u.id
        WHERE u.type = ${UserType.User} AND u.activated_on < ${to} AND NOT u.sandbox_activated
          AND (u.activated_on >= ${from} OR g.user_id IS NOT NULL OR p.user_id IS NOT NULL OR u.status = ${UserStatus.Ativo})
      )
      SELECT count(*)::int AS members,
        count(*) FILTER (WHERE earned > 0)::int AS earners,
        ${sql.join(bandCols, sql`, `)},
        COALESCE(round((percentile_cont(0.5) WITHIN GROUP (ORDER BY earned))::numeric), 0)::text AS median_earned,
        COALESCE(round((percentile_cont(0.9) WITHIN GROUP (ORDER BY earned))::numeric), 0)::text AS p90_earned,
        COALESCE(round((percentile_cont(0.99) WITHIN GROUP (ORDER BY earned))::numeric), 0)::text AS p99_earned,
        COALESCE(SUM(earned), 0)::text AS total_earned,
        COALESCE(round((percentile_cont(0.5) WITHIN GROUP (ORDER BY paid))::numeric), 0)::text AS median_paid
      FROM members`),
  );
  const r = row ?? {};
  return {
    members: Number(r['members'] ?? 0),
    earners: Number(r['earners'] ?? 0),
    bands: bandTops.map((_, i) => Number(r[`b${i}`] ?? 0)),
    medianEarned: Number(r['median_earned'] ?? 0),
    p90Earned: Number(r['p90_earned'] ?? 0),
    p99Earned: Number(r['p99_earned'] ?? 0),
    totalEarned: Number(r['total_earned'] ?? 0),
    medianPaid: Number(r['median_paid'] ?? 0),
  };
}

/**
 * The commission volume by origin per club month (yyyy-MM) in [from, to): unilevel commissions
 * (categories 1 and 2 from adhesions, plan changes, fees and subscriptions; 3 and 4 from sales)
 * credited to members' wallets, clawbacks subtracting (docs/transparency.md#what-counts-as-sales).
 */
export async function commissionVolumeByMonth(db: DbOrTx, fromDay: string, toDayExclusive: string) {
  const rows = rowsOf<{ month: string; sales: string; fees: string }>(
    await db.execute(sql`
      SELECT to_char((e.created_at AT TIME ZONE ${CLUB_TIME_ZONE})::date, 'YYYY-MM') AS month,
        COALESCE(SUM(e.amount_cents) FILTER (WHERE e.category IN (3, 4)), 0)::text AS sales,
        COALESCE(SUM(e.amount_cents) FILTER (WHERE e.category IN (1, 2)), 0)::text AS fees
      FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'member'
      JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE e.created_at >= ${dayStart(fromDay)} AND e.created_at < ${dayStart(toDayExclusive)}
        AND e.category IN (1, 2, 3, 4) AND t.kind NOT LIKE 'order_sale%'
      GROUP BY 1`),
  );
  return new Map(rows.map((r) => [r.month, { salesCents: Number(r.sales), feesCents: Number(r.fees) }]));
}

export async function insertDisclosure(db: DbOrTx, row: { startDate: string; endDate: string; figures: unknown; figuresHash: string; publishedBy: number }) {
  const [inserted] = await db.insert(incomeDisclosures).values(row).returning();
  return inserted!;
}

const published = {
  id: incomeDisclosures.id,
  startDate: incomeDisclosures.startDate,
  endDate: incomeDisclosures.endDate,
  figures: incomeDisclosures.figures,
  publishedAt: incomeDisclosures.publishedAt,
};

export async function findDisclosure(db: DbOrTx, id: number) {
  const [row] = await db.select(published).from(incomeDisclosures).where(eq(incomeDisclosures.id, id));
  return row;
}

export async function latestDisclosure(db: DbOrTx) {
  const [row] = await db.select(published).from(incomeDisclosures).orderBy(desc(incomeDisclosures.id)).limit(1);
  return row;
}

/** Every published disclosure, newest first (a club publishes a few a year). */
export function listDisclosures(db: DbOrTx) {
  return db
    .select({
      id: incomeDisclosures.id,
      startDate: incomeDisclosures.startDate,
      endDate: incomeDisclosures.endDate,
      publishedAt: incomeDisclosures.publishedAt,
    })
    .from(incomeDisclosures)
    .orderBy(desc(incomeDisclosures.id));
}
