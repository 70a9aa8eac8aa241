import type { FastifyInstance } from 'fastify';
import {
  adminCancelWithdrawal,
  adminExportPaidWithdrawals,
  adminGetAllWithdrawals,
  adminPayWithdrawal,
  createNewWithdrawn,
  getAllWithdrawals,
  getWithdrawalConfiguration,
  paidWithdrawalsFileName,
  withdrawnValidation,
} from '@clube/contract/withdrawals';
import { messages } from '@clube/contract';
import { auditActorOf } from '../../platform/audit';
import { ok, okPaged, route } from '../../platform/route';
import * as admin from './withdrawals-admin.service';
import { paidWithdrawalsCsv } from './withdrawals-export.service';
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

  route(app, adminPayWithdrawal, async ({ params, user, req }) => ok(await admin.pay(db(), auditActorOf(user, req), params!.id), messages.withdrawalPaid));

  route(app, adminCancelWithdrawal, async ({ params, body, user, req }) =>
    ok(await admin.cancel(db(), auditActorOf(user, req), params!.id, body!.CancelReason), messages.withdrawalCancelled),
  );

  // The file itself, not the envelope: with its own type set, Fastify sends the text as it is.
  route(app, adminExportPaidWithdrawals, async ({ query, reply }) => {
    const csv = await paidWithdrawalsCsv(db(), query!.Date);
    reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${paidWithdrawalsFileName(query!.Date)}"`);
    return csv;
  });
}
