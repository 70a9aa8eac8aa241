import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { text } from '../common/text';

/** Mercado Pago signs `data.id` from the query string; the body carries many fields we ignore. */
export const MercadoPagoWebhookQuery = z.looseObject({
  'data.id': text().max(64).optional(),
  type: text().max(64).optional(),
});

export const MercadoPagoWebhookBody = z.looseObject({
  type: text().max(64).optional(),
  action: text().max(64).optional(),
  data: z.looseObject({ id: z.union([text().max(64), z.number()]).optional() }).optional(),
});

/** Mercado Pago's notifications (open, no XSRF; verified by the x-signature HMAC). */
export const mercadoPagoWebhook = defineEndpoint({
  method: 'POST',
  path: '/api/payments/webhooks/mercadopago',
  summary: 'Notificações do Mercado Pago (assinadas)',
  tags: ['payments'],
  auth: false,
  query: MercadoPagoWebhookQuery,
  body: MercadoPagoWebhookBody,
  response: envelope(z.null()),
});

/** The offline gateway's printable boleto (HTML, open: the link is unguessable). */
export const BOLETO_PAGE_PATH = '/api/payments/boleto/:publicId';
export const boletoPageUrl = (publicId: string) => `/api/payments/boleto/${encodeURIComponent(publicId)}`;
