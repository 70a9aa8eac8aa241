import type { FastifyInstance } from 'fastify';
import { invoiceStatusInfo, messages } from '@clube/contract';
import {
  BOLETO_PAGE_PATH,
  balancePayment,
  getInvoiceByToken,
  mercadoPagoPayment,
  mercadoPagoWebhook,
  sandboxApprovePayment,
  sandboxRejectPayment,
} from '@clube/contract/payments';
import { createPaymentGateway } from '../../integrations/payments';
import { notFound } from '../../platform/errors';
import { ok, route } from '../../platform/route';
import { toInvoiceDto } from '../invoices/invoices.mapper';
import { payInvoiceWithBalance } from './balance-payment.service';
import { renderBoletoPage } from './boleto-page';
import { payInvoiceWithGateway } from './gateway-payment.service';
import { receiveMercadoPagoNotification, simulatePayer } from './gateway-notification.service';
import { offlineLookup } from './offline-lookup';
import * as repo from './payments.repository';

export async function paymentsRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;
  const config = app.deps.config;
  const gateway = createPaymentGateway(config, (externalId) => offlineLookup(db(), externalId));
  const deps = () => ({ db: db(), gateway, publicUrl: config.PUBLIC_URL });

  route(app, getInvoiceByToken, async ({ params, user }) => {
    const invoice = await repo.findInvoiceOfUserByToken(db(), user.id, params!.invoiceToken);
    if (!invoice) throw notFound(messages.invoiceNotFound);
    return ok(toInvoiceDto(invoice));
  });

  route(app, balancePayment, async ({ body, user }) => {
    const paid = await payInvoiceWithBalance(db(), user.id, body!.InvoiceId);
    return ok(toInvoiceDto(paid), messages.paymentSuccess);
  });

  route(
    app,
    mercadoPagoPayment,
    async ({ body, user }) => {
      const result = await payInvoiceWithGateway(deps(), user.id, body!);
      return ok(result, result.Status === 1 ? messages.paymentSuccess : null);
    },
    { rateLimit: { max: 30, timeWindow: '1 minute' } },
  );

  if (gateway.name === 'mercadopago') {
    route(
      app,
      mercadoPagoWebhook,
      async ({ query, body, req }) => {
        await receiveMercadoPagoNotification(deps(), config.MERCADOPAGO_WEBHOOK_SECRET, { headers: req.headers, query: query!, body: body! });
        return ok(null);
      },
      { xsrf: false },
    );
    return;
  }

  // Offline gateway only: the payer's side and the printable boleto.
  route(app, sandboxApprovePayment, async ({ params, user }) => ok(await simulatePayer(deps(), user.id, params!.paymentId, 'approve')));
  route(app, sandboxRejectPayment, async ({ params, user }) => ok(await simulatePayer(deps(), user.id, params!.paymentId, 'reject')));

  app.get<{ Params: { publicId: string } }>(
    BOLETO_PAGE_PATH,
    { schema: { summary: 'Boleto imprimível do gateway offline (HTML)', tags: ['payments'] } },
    async (req, reply) => {
      const payment = await repo.findGatewayPaymentByPublicId(db(), String(req.params.publicId).slice(0, 100));
      if (!payment || payment.method !== 4 || !payment.digitableLine) throw notFound(messages.paymentNotFound);
      const invoice = (await repo.findInvoice(db(), payment.invoiceId))!;
      const html = renderBoletoPage({
        invoiceId: invoice.id,
        description: invoice.description,
        amountCents: payment.amountCents,
        dueAt: payment.expiresAt ?? new Date(),
        payerName: payment.payerName ?? '',
        documentType: payment.documentType,
        documentNumber: payment.documentNumber,
        digitableLine: payment.digitableLine,
        statusLabel: payment.status === 1 ? 'Pago' : payment.status === 3 ? 'Recusado' : (invoiceStatusInfo[invoice.status]?.label ?? ''),
      });
      return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );
}
