import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import {
  adminApproveMoneyApproval,
  adminCancelPaidInvoice,
  adminGetAllMoneyApprovals,
  adminGetBulkCreditOptions,
  adminPostFundPayout,
  adminPostProfitSharing,
  adminPreviewFundPayout,
  adminPreviewProfitSharing,
  adminRejectMoneyApproval,
} from '@clube/contract/bonuses';
import { auditActorOf } from '../../platform/audit';
import { ok, okPaged, route } from '../../platform/route';
import * as bulk from './bulk-credits.service';
import { cancelPaidInvoice } from '../invoices';
import * as money from './money-operations.service';

/**
 * The operators' bonus calls (docs/bonuses.md): cancelling a paid invoice, profit sharing, fund
 * payouts, and the second administrator's approval of the large ones (docs/admin.md#two-administrator-approval).
 */
export async function bonusesAdminRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, adminCancelPaidInvoice, async ({ params, body, user, req }) =>
    ok(await cancelPaidInvoice(db(), auditActorOf(user, req), params!.id, body!.Reason), messages.paidInvoiceCancelled),
  );

  route(app, adminGetBulkCreditOptions, async () => ok(await bulk.bulkCreditOptions(db())));

  route(app, adminPreviewProfitSharing, async ({ body }) => ok(await bulk.previewProfitSharing(db(), body!)));
  route(app, adminPostProfitSharing, async ({ body, user, req }) => {
    const { data, message } = await money.postProfitSharing(db(), auditActorOf(user, req), body!);
    return ok(data, message);
  });

  route(app, adminPreviewFundPayout, async ({ body }) => ok(await bulk.previewFundPayout(db(), body!)));
  route(app, adminPostFundPayout, async ({ body, user, req }) => {
    const { data, message } = await money.postFundPayout(db(), auditActorOf(user, req), body!);
    return ok(data, message);
  });

  route(app, adminGetAllMoneyApprovals, async ({ body, user }) => {
    const { data, pagination } = await money.listApprovals(db(), user.id, body!);
    return okPaged(data, pagination);
  });
  route(app, adminApproveMoneyApproval, async ({ params, user, req }) =>
    ok(await money.approve(db(), auditActorOf(user, req), params!.id), messages.approvalApproved),
  );
  route(app, adminRejectMoneyApproval, async ({ params, body, user, req }) =>
    ok(await money.reject(db(), auditActorOf(user, req), params!.id, body!.Reason), messages.approvalRejected),
  );
}
