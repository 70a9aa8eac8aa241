import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { InvoiceStatus, InvoiceType } from '@clube/contract';
import { readConfigurationGroup, SCBonificationCenter } from '@clube/contract/configurations';
import type { DbOrTx } from '../../db/client';
import { dayInSaoPaulo } from '../../platform/dates';
import { readSCBonificationCenter } from '../configurations';

/** The bonification center's billing days (docs/plans.md#recurring-billing). */
export interface BillingSettings {
  /** A Mensalidade open more than this many days past due makes its member inactive for bonuses and ranks. */
  overdueInactiveDays: number;
  /** An open Mensalidade or subscription invoice more than this many days past due is cancelled. */
  overdueCancelDays: number;
  /** Invoices of a period are issued this many days before it starts (Pix and boleto need time). */
  issueDaysAhead: number;
}

export async function readBillingSettings(db: DbOrTx): Promise<BillingSettings> {
  const center = await readSCBonificationCenter(db);
  return {
    overdueInactiveDays: center.OverdueInactiveDays,
    overdueCancelDays: center.OverdueCancelDays,
    issueDaysAhead: center.SubscriptionIssueDaysAhead,
  };
}

/** What deciding "inactive because of an overdue monthly fee" needs: the club's day and the days allowed. */
export interface InactivityRules {
  /** yyyy-MM-dd in São Paulo */
  today: string;
  overdueInactiveDays: number;
}

export async function inactivityRules(db: DbOrTx, now: Date = new Date()): Promise<InactivityRules> {
  return { today: dayInSaoPaulo(now), overdueInactiveDays: (await readSCBonificationCenter(db)).OverdueInactiveDays };
}

/** The same from a stored scBonificationCenter value a caller read along with other things (one round trip). */
export function inactivityRulesFrom(storedCenter: unknown, now: Date = new Date()): InactivityRules {
  return { today: dayInSaoPaulo(now), overdueInactiveDays: readConfigurationGroup(SCBonificationCenter, storedCenter).OverdueInactiveDays };
}

/**
 * True when the member `userId` (a column or SQL naming the users row's id) has a Mensalidade still
 * open more than `days` days after its due day: such a member counts as inactive for bonuses and
 * ranks until he pays it (DECISIONS "Bonuses"). A correlated probe of invoices_user_status_idx.
 */
export function overdueMonthlyFeeSql(userId: SQLWrapper, today: string, days: number): SQL {
  return sql`EXISTS (SELECT 1 FROM invoices overdue_fee
    WHERE overdue_fee.user_id = ${userId} AND overdue_fee.status = ${InvoiceStatus.Pendente}
      AND overdue_fee.type = ${InvoiceType.Mensalidade} AND overdue_fee.user_subscription_id IS NULL
      AND overdue_fee.due_date < ${today}::date - ${days}::int)`;
}
