import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import {
  adminCancelPaidInvoice,
  adminPostFundPayout,
  adminPostProfitSharing,
  adminPreviewFundPayout,
  adminPreviewProfitSharing,
} from '@clube/contract/bonuses';
import { ok, route } from '../../platform/route';
import * as bulk from './bulk-credits.service';
import { cancelPaidInvoice } from './invoice-cancellation.service';

/** The operators' bonus calls (docs/bonuses.md): cancelling a paid invoice, profit sharing, fund payouts. */
export async function bonusesAdminRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, adminCancelPaidInvoice, async ({ params, body, user, req }) =>
    ok(await cancelPaidInvoice(db(), user, params!.id, body!.Reason, req.ip), messages.paidInvoiceCancelled),
  );

  route(app, adminPreviewProfitSharing, async ({ body }) => ok(await bulk.previewProfitSharing(db(), body!)));
  route(app, adminPostProfitSharing, async ({ body, user, req }) => {
    const { data, message } = await bulk.postProfitSharing(db(), user, body!, req.ip);
    return ok(data, message);
  });

  route(app, adminPreviewFundPayout, async ({ body }) => ok(await bulk.previewFundPayout(db(), body!)));
  route(app, adminPostFundPayout, async ({ body, user, req }) => {
    const { data, message } = await bulk.postFundPayout(db(), user, body!, req.ip);
    return ok(data, message);
  });
}
