import type { FastifyInstance } from 'fastify';
import { paginationResponse } from '@clube/contract';
import { getAllPlans } from '@clube/contract/plans';
import { okPaged, route } from '../../platform/route';
import { listPlans } from './plans.service';

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
}
