import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import { adminCancelPendingInvoice, getAllInvoices } from '@clube/contract/invoices';
import { auditActorOf } from '../../platform/audit';
import { ok, okPaged, route } from '../../platform/route';
import { cancelPendingInvoiceByOperator } from './invoice-cancel-pending-admin.service';
import { listInvoicesOfUser } from './invoice-list.service';

export async function invoicesRoutes(app: FastifyInstance) {
  route(app, getAllInvoices, async ({ body, user }) => {
    const { data, pagination } = await listInvoicesOfUser(app.deps.database.db, user.id, body!);
    return okPaged(data, pagination);
  });

  // Operators (Finance): a pending invoice cancelled with a reason (docs/payments.md#cancelling-a-pending-invoice).
  route(app, adminCancelPendingInvoice, async ({ params, body, user, req }) =>
    ok(await cancelPendingInvoiceByOperator(app.deps.database.db, auditActorOf(user, req), params!.id, body!.Reason), messages.pendingInvoiceCancelled),
  );
}
