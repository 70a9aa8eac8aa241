import type { FastifyInstance } from 'fastify';
import { getAllInvoices } from '@clube/contract/invoices';
import { okPaged, route } from '../../platform/route';
import { listInvoicesOfUser } from './invoice-list.service';

export async function invoicesRoutes(app: FastifyInstance) {
  route(app, getAllInvoices, async ({ body, user }) => {
    const { data, pagination } = await listInvoicesOfUser(app.deps.database.db, user.id, body!);
    return okPaged(data, pagination);
  });
}
