import type { FastifyInstance } from 'fastify';
import { messages, OfferStatus } from '@clube/contract';
import {
  adminCreateFund,
  adminDeactivateFund,
  adminGetAllFunds,
  adminReactivateFund,
  adminUpdateFund,
  getAllInvestmentFundQuotas,
} from '@clube/contract/quotas';
import { auditActorOf } from '../../platform/audit';
import { ok, okPaged, route } from '../../platform/route';
import * as funds from './funds-admin.service';
import * as service from './quotas.service';

export async function quotasRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, getAllInvestmentFundQuotas, async ({ body, user }) => {
    const { data, pagination } = await service.listOfUser(db(), user.id, body!);
    return okPaged(data, pagination);
  });

  // The console's investment funds (docs/admin.md#offers): Owner only, each change audited.
  route(app, adminGetAllFunds, async ({ body }) => {
    const { data, pagination } = await funds.list(db(), body!);
    return okPaged(data, pagination);
  });
  route(app, adminCreateFund, async ({ body, user, req }) => ok(await funds.create(db(), auditActorOf(user, req), body!), messages.fundCreated));
  route(app, adminUpdateFund, async ({ body, user, req }) => ok(await funds.update(db(), auditActorOf(user, req), body!), messages.fundUpdated));
  route(app, adminDeactivateFund, async ({ params, user, req }) =>
    ok(await funds.setStatus(db(), auditActorOf(user, req), params!.id, OfferStatus.Inativo), messages.fundDeactivated),
  );
  route(app, adminReactivateFund, async ({ params, user, req }) =>
    ok(await funds.setStatus(db(), auditActorOf(user, req), params!.id, OfferStatus.Ativo), messages.fundReactivated),
  );
}
