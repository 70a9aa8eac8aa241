import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CommissionLineStatus } from '@clube/contract/bonuses';
import type { DbOrTx } from '../../db/client';
import { commissionLines, invoices, ledgerHolds, unilevelTables, users } from '../../db/schema';
import { CLUB_TIME_ZONE } from '../../platform/dates';

export interface StatementSearch {
  beneficiaryId: number;
  /** yyyy-MM-dd, club calendar, both included. */
  startDay?: string;
  endDay?: string;
  category?: number;
  descending: boolean;
  limit: number;
  offset: number;
}

/** The clawback of a line, if any (at most one: commission_lines_reverses_uq). */
const reversal = alias(commissionLines, 'reversal');

/**
 * A line still held for its beneficiary (docs/bonuses.md#held-commissions): the invoice's Retido
 * commission hold of the same member and category. A clawback line is never held.
 */
const heldHold = sql`(SELECT h.releases_on FROM ${ledgerHolds} h
  WHERE h.invoice_id = ${commissionLines.sourceInvoiceId} AND h.kind = 'commission' AND h.user_id = ${commissionLines.beneficiaryId}
    AND h.category = ${commissionLines.category} AND h.status = 1 AND ${commissionLines.reversesLineId} IS NULL)`;
const isHeld = sql`EXISTS (SELECT 1 FROM ${ledgerHolds} h
  WHERE h.invoice_id = ${commissionLines.sourceInvoiceId} AND h.kind = 'commission' AND h.user_id = ${commissionLines.beneficiaryId}
    AND h.category = ${commissionLines.category} AND h.status = 1 AND ${commissionLines.reversesLineId} IS NULL)`;

/**
 * The beneficiary is always part of the condition, and the period is a range on created_at: both
 * served by commission_lines_beneficiary_idx (beneficiary_id, created_at). The days are turned into
 * instants by the database, in the club's zone (docs/bonuses.md#bonus-statement).
 */
function conditions(s: StatementSearch): SQL {
  const where: SQL[] = [eq(commissionLines.beneficiaryId, s.beneficiaryId)];
  if (s.startDay) where.push(gte(commissionLines.createdAt, sql`(${s.startDay}::date)::timestamp AT TIME ZONE ${CLUB_TIME_ZONE}`));
  if (s.endDay) where.push(lt(commissionLines.createdAt, sql`(${s.endDay}::date + 1)::timestamp AT TIME ZONE ${CLUB_TIME_ZONE}`));
  if (s.category !== undefined) where.push(eq(commissionLines.category, s.category));
  return and(...where)!;
}

/** One page of the member's lines with what the statement shows of each, newest first unless told. */
export async function searchLines(db: DbOrTx, s: StatementSearch) {
  const order = s.descending ? [desc(commissionLines.createdAt), desc(commissionLines.id)] : [asc(commissionLines.createdAt), asc(commissionLines.id)];
  return db
    .select({
      id: commissionLines.id,
      createdAt: commissionLines.createdAt,
      sourceName: users.name,
      sourceUsername: users.username,
      invoiceType: invoices.type,
      treeLevel: commissionLines.treeLevel,
      paidLevel: commissionLines.paidLevel,
      percentageBp: commissionLines.percentageBp,
      baseCents: commissionLines.baseCents,
      amountCents: commissionLines.amountCents,
      category: commissionLines.category,
      status: commissionLines.status,
      reversesLineId: commissionLines.reversesLineId,
      reversedById: reversal.id,
      unilevelName: unilevelTables.name,
      unilevelVersion: commissionLines.unilevelVersion,
      held: sql<boolean>`${isHeld}`.mapWith(Boolean),
      releasesOn: sql<string | null>`to_char(${heldHold}, 'YYYY-MM-DD')`,
    })
    .from(commissionLines)
    .innerJoin(users, eq(users.id, commissionLines.sourceUserId))
    .innerJoin(invoices, eq(invoices.id, commissionLines.sourceInvoiceId))
    .leftJoin(unilevelTables, eq(unilevelTables.id, commissionLines.unilevelTableId))
    .leftJoin(reversal, eq(reversal.reversesLineId, commissionLines.id))
    .where(conditions(s))
    .orderBy(...order)
    .limit(s.limit)
    .offset(s.offset);
}

export type StatementLineRow = Awaited<ReturnType<typeof searchLines>>[number];

/** Net amounts by status and the count of the lines in the filter, in one pass over the same index range. */
export async function sumLines(db: DbOrTx, s: StatementSearch) {
  const [row] = await db
    .select({
      credited: sql<string>`COALESCE(SUM(${commissionLines.amountCents}) FILTER (WHERE ${commissionLines.status} = ${CommissionLineStatus.Creditado} AND NOT ${isHeld}), 0)`,
      held: sql<string>`COALESCE(SUM(${commissionLines.amountCents}) FILTER (WHERE ${commissionLines.status} = ${CommissionLineStatus.Creditado} AND ${isHeld}), 0)`,
      simulated: sql<string>`COALESCE(SUM(${commissionLines.amountCents}) FILTER (WHERE ${commissionLines.status} = ${CommissionLineStatus.Simulado}), 0)`,
      count: sql<string>`COUNT(*)`,
    })
    .from(commissionLines)
    .where(conditions(s));
  return {
    creditedCents: Number(row?.credited ?? 0),
    heldCents: Number(row?.held ?? 0),
    simulatedCents: Number(row?.simulated ?? 0),
    count: Number(row?.count ?? 0),
  };
}
