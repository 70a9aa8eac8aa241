import type { FastifyInstance } from 'fastify';
import { messages, OfferStatus, paginationResponse } from '@clube/contract';
import {
  adminCreatePlan,
  adminDeactivatePlan,
  adminGetAllPlans,
  adminReactivatePlan,
  adminUpdatePlan,
  cancelChangePlan,
  changePlan,
  getAllPlans,
  getAdhesionWithdrawal,
  getPendingPlanByUserId,
  withdrawAdhesion,
} from '@clube/contract/plans';
import { auditActorOf } from '../../platform/audit';
import { ok, okPaged, route } from '../../platform/route';
import * as admin from './plans-admin.service';
import { listPlans } from './plans.service';
import { adhesionWithdrawalOf, withdrawAdhesion as withdrawFromAdhesion } from './adhesion-withdrawal.service';
import * as planChange from './plan-change.service';

export async function plansRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;

  route(app, getAllPlans, async ({ body: b }) => {
    const body = b!;
    const { Page, RowsPerPage } = body.PaginationSettings;
    const { plans, total } = await listPlans(db, {
      page: Page,
      rowsPerPage: RowsPerPage,
      status: body.Status,
      name: body.Filters?.Name,
      descending: body.PaginationFilter?.OrderByDescending,
    });
    return okPaged(plans, paginationResponse(Page, RowsPerPage, total));
  });

  route(app, getPendingPlanByUserId, async ({ user }) => ok(await planChange.pendingChange(db, user.id)));

  route(app, changePlan, async ({ params, user }) => ok(await planChange.requestChange(db, user, params!.id), messages.planChangeRequested));

  // The new member's 7 days (CDC art. 49, docs/club.md#withdrawal-of-the-adhesion).
  route(app, getAdhesionWithdrawal, async ({ user }) => ok(await adhesionWithdrawalOf(db, user.id)));
  route(app, withdrawAdhesion, async ({ user, req }) =>
    ok(await withdrawFromAdhesion(db, app.deps.paymentGateway, auditActorOf(user, req)), messages.adhesionWithdrawn),
  );

  route(app, cancelChangePlan, async ({ user }) => ok(await planChange.cancelChange(db, user), messages.planChangeCancelled));

  // The console's plans (docs/admin.md#offers): Owner only, each change audited.
  route(app, adminGetAllPlans, async ({ body }) => {
    const { data, pagination } = await admin.list(db, body!);
    return okPaged(data, pagination);
  });
  route(app, adminCreatePlan, async ({ body, user, req }) => ok(await admin.create(db, auditActorOf(user, req), body!), messages.planCreated));
  route(app, adminUpdatePlan, async ({ body, user, req }) => ok(await admin.update(db, auditActorOf(user, req), body!), messages.planUpdated));
  route(app, adminDeactivatePlan, async ({ params, user, req }) =>
    ok(await admin.setStatus(db, auditActorOf(user, req), params!.id, OfferStatus.Inativo), messages.planDeactivated),
  );
  route(app, adminReactivatePlan, async ({ params, user, req }) =>
    ok(await admin.setStatus(db, auditActorOf(user, req), params!.id, OfferStatus.Ativo), messages.planReactivated),
  );
}
