import type { FastifyInstance } from 'fastify';
import { getAllInvestmentFundQuotas } from '@clube/contract/quotas';
import { okPaged, route } from '../../platform/route';
import * as service from './quotas.service';

export async function quotasRoutes(app: FastifyInstance) {
  route(app, getAllInvestmentFundQuotas, async ({ body, user }) => {
    const { data, pagination } = await service.listOfUser(app.deps.database.db, user.id, body!);
    return okPaged(data, pagination);
  });
}
