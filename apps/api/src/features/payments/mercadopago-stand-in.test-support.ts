import type { IncomingMessage } from 'node:http';
import QRCode from 'qrcode';
import { readBody, sendJson, startStandInServer } from '../../../test/stand-in-server';

/** A local stand-in for Mercado Pago's payments API (POST /v1/payments, GET /v1/payments/:id, POST /v1/payments/:id/refunds), for tests. */
export interface StandInPayment {
  id: number;
  status: string;
  status_detail: string;
  transaction_amount: number;
  external_reference: string;
  payment_method_id: string;
  [k: string]: unknown;
}

export interface MercadoPagoStandIn {
  url: string;
  accessToken: string;
  payments: Map<number, StandInPayment>;
  creations: Array<{ headers: IncomingMessage['headers']; body: Record<string, any> }>;
  reads: number[];
  /** Refund calls as received (a retried call repeats its idempotency key). */
  refundCalls: Array<{ paymentId: number; idempotencyKey: string }>;
  /** Answers the next creation with this HTTP status (refusals and outages); each call queues one. */
  failNextCreate(status: number): void;
  /** Answers the next refund call with this HTTP status; each call queues one. */
  failNextRefund(status: number): void;
  set(id: number, status: string, detail: string): void;
  close(): Promise<void>;
}

export async function startMercadoPagoStandIn(accessToken = 'TEST-access-token'): Promise<MercadoPagoStandIn> {
  const payments = new Map<number, StandInPayment>();
  const byIdempotencyKey = new Map<string, number>();
  const creations: MercadoPagoStandIn['creations'] = [];
  const reads: number[] = [];
  const refundCalls: MercadoPagoStandIn['refundCalls'] = [];
  const refundsByKey = new Map<string, Record<string, unknown>>();
  let nextId = 91_000_000_001;
  let nextRefundId = 7_000_001;
  const failures: number[] = [];
  const refundFailures: number[] = [];

  const server = await startStandInServer(async (req, res) => {
    const send = (status: number, body: unknown) => sendJson(res, status, body);
    if (req.headers.authorization !== `Bearer ${accessToken}`) return send(401, { message: 'invalid access token', error: 'unauthorized', status: 401 });
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'POST' && url.pathname === '/v1/payments') {
      const body = JSON.parse(await readBody(req)) as Record<string, any>;
      creations.push({ headers: req.headers, body });
      const status = failures.shift();
      if (status !== undefined) {
        return send(status, { message: status >= 500 ? 'internal error' : 'invalid parameters', error: 'bad_request', status, cause: [] });
      }
      const key = String(req.headers['x-idempotency-key'] ?? '');
      const existing = byIdempotencyKey.get(key);
      if (existing) return send(200, payments.get(existing));
      const id = nextId++;
      const method = body.payment_method_id as string;
      const p: StandInPayment = {
        id,
        status: 'pending',
        status_detail: 'pending_waiting_transfer',
        transaction_amount: body.transaction_amount,
        external_reference: body.external_reference,
        payment_method_id: method,
      };
      if (method === 'pix') {
        const qr = `00020126580014br.gov.bcb.pix0136standin-${id}5204000053039865802BR5913MERCADO PAGO6009SAO PAULO62070503***6304ABCD`;
        p.point_of_interaction = { transaction_data: { qr_code: qr, qr_code_base64: (await QRCode.toDataURL(qr)).split(',')[1] } };
      } else if (method === 'bolbradesco') {
        p.status_detail = 'pending_waiting_payment';
        p.transaction_details = {
          external_resource_url: `https://www.mercadopago.com.br/payments/${id}/ticket`,
          digitable_line: '23790000000000000000000000000000000000000000000',
        };
      } else {
        const outcome: Record<string, [string, string]> = {
          'tok-apro': ['approved', 'accredited'],
          'tok-fund': ['rejected', 'cc_rejected_insufficient_amount'],
          'tok-cont': ['in_process', 'pending_contingency'],
        };
        [p.status, p.status_detail] = outcome[body.token as string] ?? ['rejected', 'cc_rejected_other_reason'];
      }
      payments.set(id, p);
      byIdempotencyKey.set(key, id);
      return send(201, p);
    }
    const refund = /^\/v1\/payments\/(\d+)\/refunds$/.exec(url.pathname);
    if (req.method === 'POST' && refund) {
      const paymentId = Number(refund[1]);
      const key = String(req.headers['x-idempotency-key'] ?? '');
      refundCalls.push({ paymentId, idempotencyKey: key });
      const status = refundFailures.shift();
      if (status !== undefined) return send(status, { message: 'refund failed', error: 'internal_error', status, cause: [] });
      const done = refundsByKey.get(key);
      if (done) return send(201, done);
      const p = payments.get(paymentId);
      if (!p) return send(404, { message: 'Payment not found', error: 'not_found', status: 404 });
      if (p.status !== 'approved') return send(400, { message: 'Invalid payment status', error: 'bad_request', status: 400, cause: [] });
      p.status = 'refunded';
      p.status_detail = 'refunded';
      const body = { id: nextRefundId++, payment_id: paymentId, amount: p.transaction_amount, status: 'approved' };
      refundsByKey.set(key, body);
      return send(201, body);
    }
    const m = /^\/v1\/payments\/(\d+)$/.exec(url.pathname);
    if (req.method === 'GET' && m) {
      reads.push(Number(m[1]));
      const p = payments.get(Number(m[1]));
      return p ? send(200, p) : send(404, { message: 'Payment not found', error: 'not_found', status: 404 });
    }
    send(404, { message: 'not found', error: 'not_found', status: 404 });
  });
  return {
    url: server.url,
    accessToken,
    payments,
    creations,
    reads,
    refundCalls,
    failNextCreate: (status) => void failures.push(status),
    failNextRefund: (status) => void refundFailures.push(status),
    set(id, status, detail) {
      const p = payments.get(id)!;
      p.status = status;
      p.status_detail = detail;
    },
    close: server.close,
  };
}
