import type { FastifyInstance } from 'fastify';
import { messages, PaymentStatus } from '@clube/contract';
import {
  BOLETO_PAGE_PATH,
  balancePayment,
  getInvoiceByToken,
  mercadoPagoPayment,
  mercadoPagoWebhook,
  sandboxApprovePayment,
  sandboxRejectPayment,
} from '@clube/contract/payments';
import { ok, plainRouteSchema, route } from '../../platform/route';
import { toInvoiceDto } from '../invoices';
import { payInvoiceWithBalance } from './balance-payment.service';
import { boletoPageHtml } from './boleto-page.service';
import { payInvoiceWithGateway } from './gateway-payment.service';
import { receiveMercadoPagoNotification, simulatePayer } from './gateway-notification.service';
import { invoiceOfUserByToken } from './invoice-by-token.service';

/** Mercado Pago's notifications are small; an anonymous caller gets no room (docs/payments.md). */
export const WEBHOOK_BODY_LIMIT = 16 * 1024;
export const WEBHOOK_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

export async function paymentsRoutes(app: FastifyInstance) {
  const { database, config, paymentGateway: gateway } = app.deps;
  const deps = () => ({ db: database.db, gateway, publicUrl: config.PUBLIC_URL });

  route(app, getInvoiceByToken, async ({ params, user }) => ok(await invoiceOfUserByToken(database.db, user, params!.invoiceToken)));

  route(app, balancePayment, async ({ body, user }) =>
    ok(toInvoiceDto(await payInvoiceWithBalance(database.db, user.id, body!.InvoiceId)), messages.paymentSuccess),
  );

  route(
    app,
    mercadoPagoPayment,
    async ({ body, user }) => {
      const result = await payInvoiceWithGateway(deps(), user.id, body!);
      return ok(result, result.Status === PaymentStatus.Approved ? messages.paymentSuccess : null);
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
      { xsrf: false, bodyLimit: WEBHOOK_BODY_LIMIT, rateLimit: WEBHOOK_RATE_LIMIT },
    );
    return;
  }

  // Offline (demonstration) gateway only: the payer's side and the printable boleto.
  route(app, sandboxApprovePayment, async ({ params, user }) => ok(await simulatePayer(deps(), user.id, params!.paymentId, 'approve')));
  route(app, sandboxRejectPayment, async ({ params, user }) => ok(await simulatePayer(deps(), user.id, params!.paymentId, 'reject')));
  app.get<{ Params: { publicId: string } }>(
    BOLETO_PAGE_PATH,
    { schema: plainRouteSchema({ summary: 'Boleto imprimível do gateway offline (HTML)', tags: ['payments'], success: 'A página do boleto (text/html).' }) },
    async (req, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(await boletoPageHtml(database.db, String(req.params.publicId))),
  );
}
