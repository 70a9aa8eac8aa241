import { messages, PaymentStatus } from '@clube/contract';
import type { PaymentResponse } from '@clube/contract/payments';
import type { Db } from '../../db/client';
import { isOfflineGateway, type PaymentGateway, verifyMercadoPagoSignature } from '../../integrations/payments';
import { conflict, notFound, unauthorized } from '../../platform/errors';
import { applyGatewayOutcome, type ApplyOutcome } from './gateway-apply.service';
import { toPaymentResponse } from './gateway-payment.mapper';
import * as repo from './payments.repository';
import type { GatewayPaymentRow } from './payments.repository';

export interface NotificationDeps {
  db: Db;
  gateway: PaymentGateway;
}

type Outcome = ApplyOutcome | 'unknown_payment' | 'ignored' | 'error' | `bad_signature:${string}`;

/** Mercado Pago's `ts` in x-signature may differ from our clock by this much (replays are refused). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/**
 * One notification about one payment: the payment is read back from the gateway (the notification
 * itself is never trusted for its content) and applied once. Every notification is recorded.
 */
export async function receivePaymentNotification(
  deps: NotificationDeps,
  n: { externalId: string; payload: unknown },
): Promise<{ outcome: Outcome; row?: GatewayPaymentRow }> {
  const { db, gateway } = deps;
  let result: { outcome: Outcome; row?: GatewayPaymentRow } = { outcome: 'error' };
  try {
    const state = await gateway.getPayment(n.externalId);
    if (!state) {
      result = { outcome: 'unknown_payment' };
    } else {
      let row = state.externalReference ? await repo.findGatewayPaymentByPublicId(db, state.externalReference) : undefined;
      row ??= await repo.findGatewayPaymentByExternalId(db, gateway.name, state.externalId);
      result = !row || row.gateway !== gateway.name ? { outcome: 'unknown_payment' } : await applyGatewayOutcome(db, gateway, row.id, state);
    }
    return result;
  } finally {
    await repo.recordNotification(db, { gateway: gateway.name, externalId: n.externalId, verified: true, payload: n.payload, outcome: result.outcome });
  }
}

export interface MercadoPagoNotification {
  headers: Record<string, string | string[] | undefined>;
  query: { 'data.id'?: string; type?: string };
  body: { type?: string; action?: string; data?: { id?: string | number } };
}

/**
 * Mercado Pago's webhook: verified by its x-signature within WEBHOOK_TOLERANCE_SECONDS (401 and
 * nothing applied otherwise). Of a refused one only the notification id and the reason are kept:
 * an anonymous caller must not fill the database with what he sends (docs/payments.md).
 */
export async function receiveMercadoPagoNotification(deps: NotificationDeps, secret: string | undefined, n: MercadoPagoNotification): Promise<Outcome> {
  const bodyId = n.body.data?.id;
  const dataId = n.query['data.id'] ?? (bodyId === undefined ? undefined : String(bodyId));
  const type = n.query.type ?? n.body.type;
  const check = verifyMercadoPagoSignature(
    { xSignature: n.headers['x-signature'], xRequestId: n.headers['x-request-id'], dataId },
    secret,
    WEBHOOK_TOLERANCE_SECONDS,
  );
  if (!check.ok) {
    await repo.recordNotification(deps.db, {
      gateway: 'mercadopago',
      externalId: dataId ?? null,
      verified: false,
      payload: null,
      outcome: `bad_signature:${check.reason}`,
    });
    throw unauthorized(messages.webhookSignatureInvalid);
  }
  const payload = { query: n.query, body: n.body, requestId: n.headers['x-request-id'] ?? null };
  if (type !== 'payment' || !dataId) {
    await repo.recordNotification(deps.db, { gateway: 'mercadopago', externalId: dataId ?? null, verified: true, payload, outcome: 'ignored' });
    return 'ignored';
  }
  return (await receivePaymentNotification(deps, { externalId: dataId, payload })).outcome;
}

/**
 * The offline gateway's payer side: the owner approves or rejects his processing payment, and the
 * outcome travels the notification path like a real gateway's. A closed attempt (rejected, or
 * superseded when its invoice was settled) answers 409 and changes nothing.
 */
export async function simulatePayer(deps: NotificationDeps, userId: number, publicId: string, outcome: 'approve' | 'reject'): Promise<PaymentResponse> {
  const { db, gateway } = deps;
  if (!isOfflineGateway(gateway)) throw notFound(messages.paymentNotFound);
  const row = await repo.findGatewayPaymentByPublicId(db, publicId);
  if (!row || row.userId !== userId || row.gateway !== 'offline' || !row.externalId) throw notFound(messages.paymentNotFound);
  if (row.status !== PaymentStatus.Processing) throw conflict(messages.paymentAlreadyProcessed);
  gateway.simulate(row.externalId, outcome);
  await receivePaymentNotification(deps, { externalId: row.externalId, payload: { source: 'sandbox', action: outcome, paymentId: publicId } });
  return toPaymentResponse((await repo.findGatewayPaymentByPublicId(db, publicId))!);
}
