import type { FastifyInstance } from 'fastify';
import { messages, paginationResponse } from '@clube/contract';
import { cancelChangePlan, changePlan, getAllPlans, getPendingPlanByUserId } from '@clube/contract/plans';
import { ok, okPaged, route } from '../../platform/route';
import { listPlans } from './plans.service';
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

  route(app, cancelChangePlan, async ({ user }) => ok(await planChange.cancelChange(db, user), messages.planChangeCancelled));
}
