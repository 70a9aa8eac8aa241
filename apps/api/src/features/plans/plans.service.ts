import { centsToReais, PlanStatus } from '@clube/contract';
import type { Plan } from '@clube/contract/entities';
import type { DbOrTx } from '../../db/client';
import * as repo from './plans.repository';

export type { PlanRow } from './plans.repository';

export const toPlanDto = (p: repo.PlanRow): Plan => ({
  Id: p.id,
  Name: p.name,
  Description: p.description,
  Price: centsToReais(p.priceCents),
  MonthlyPayment: centsToReais(p.monthlyPaymentCents),
});

export async function listPlans(db: DbOrTx, q: { page: number; rowsPerPage: number; status?: number; name?: string | null; descending?: boolean }) {
  const { rows, total } = await repo.listPlans(db, {
    status: q.status ?? PlanStatus.Active,
    name: q.name,
    descending: q.descending,
    limit: q.rowsPerPage,
    offset: (q.page - 1) * q.rowsPerPage,
  });
  return { plans: rows.map(toPlanDto), total };
}

/** Whether the club sells plans at all: with none, registration activates at once (docs/club.md#registration). */
export const hasActivePlans = async (db: DbOrTx) => (await repo.countActivePlans(db)) > 0;

export const findActivePlan = repo.findActivePlan;
