import type { FastifyInstance } from 'fastify';
import {
  adminCancelWithdrawal,
  adminGetAllWithdrawals,
  adminPayWithdrawal,
  createNewWithdrawn,
  getAllWithdrawals,
  getWithdrawalConfiguration,
  withdrawnValidation,
} from '@clube/contract/withdrawals';
import { messages } from '@clube/contract';
import { ok, okPaged, route } from '../../platform/route';
import * as admin from './withdrawals-admin.service';
import * as service from './withdrawals.service';

export async function withdrawalsRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, getWithdrawalConfiguration, async () => ok(await service.configuration(db())));

  route(app, withdrawnValidation, async ({ user }) => ok(await service.validate(db(), user)));

  route(app, createNewWithdrawn, async ({ body, user }) => ok(await service.requestWithdrawal(db(), user, body!), messages.withdrawSuccess));

  route(app, getAllWithdrawals, async ({ body, user }) => {
    const { data, pagination } = await service.listOfUser(db(), user.id, body!);
    return okPaged(data, pagination);
  });

  route(app, adminGetAllWithdrawals, async ({ body }) => {
    const { data, pagination } = await admin.listAll(db(), body!);
    return okPaged(data, pagination);
  });

  route(app, adminPayWithdrawal, async ({ params, user }) => ok(await admin.pay(db(), user, params!.id), messages.withdrawalPaid));

  route(app, adminCancelWithdrawal, async ({ params, body, user }) =>
    ok(await admin.cancel(db(), user, params!.id, body!.CancelReason), messages.withdrawalCancelled),
  );
}
