import { centsToReais } from '@clube/contract';
import { COMPLIANCE_MONTHS, type AdminOverview } from '@clube/contract/admin';
import type { DbOrTx } from '../../db/client';
import { addDays, addMonths } from '../../platform/dates';
import { commissionVolumeByMonth } from './disclosure.repository';
import { percentOf } from './disclosure.service';

/**
 * The compliance panel of the console's first page (docs/transparency.md#the-compliance-panel): the
 * commission volume of each of the last 12 club months (the current one included) by origin, the
 * share from adhesions and fees, and the months where that share passed the club's limit
 * (strictly above: a month exactly at the limit does not warn). Compared in centavos, exactly.
 */
export async function commissionSharesByMonth(db: DbOrTx, today: string, limitPercent: number): Promise<NonNullable<AdminOverview['Compliance']>> {
  const firstMonth = `${addMonths(`${today.slice(0, 7)}-01`, -(COMPLIANCE_MONTHS - 1))}`;
  const volume = await commissionVolumeByMonth(db, firstMonth, addDays(today, 1));
  const months = Array.from({ length: COMPLIANCE_MONTHS }, (_, i) => addMonths(firstMonth, i).slice(0, 7));
  const rows = months.map((month) => {
    const v = volume.get(month) ?? { salesCents: 0, feesCents: 0 };
    const total = v.salesCents + v.feesCents;
    return { month, ...v, total };
  });
  return {
    Months: rows.map((r) => ({
      Month: r.month,
      Sales: centsToReais(r.salesCents),
      AdhesionAndFees: centsToReais(r.feesCents),
      AdhesionAndFeesShare: percentOf(r.feesCents, r.total),
    })),
    Limit: limitPercent,
    MonthsAboveLimit: rows.filter((r) => r.total > 0 && r.feesCents * 100 > limitPercent * r.total).map((r) => r.month),
  };
}
