import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { gatewayNotifications } from '../../db/schema';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from './mercadopago-stand-in.test-support';
import { WEBHOOK_RATE_LIMIT } from './payments.routes';

/** The webhook's own rules: what an anonymous caller can make us keep, how much he may send, how often. */

let t: TestApp;
let mp: MercadoPagoStandIn;
const SECRET = 'segredo-do-webhook';
const db = () => t.database.db;
const URL_OF = (id: string) => `/api/payments/webhooks/mercadopago?data.id=${encodeURIComponent(id)}&type=payment`;

const sign = (dataId: string, requestId: string, ts: number) =>
  `ts=${ts},v1=${createHmac('sha256', SECRET).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex')}`;

function notify(dataId: string, headers: Record<string, string>, payload: unknown = { type: 'payment', data: { id: dataId } }) {
  return t.app.inject({ method: 'POST', url: URL_OF(dataId), headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(payload) });
}
const notesOf = (id: string) => db().select().from(gatewayNotifications).where(eq(gatewayNotifications.externalId, id));
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  mp = await startMercadoPagoStandIn();
  t = await createTestApp({
    env: {
      PAYMENT_GATEWAY: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: mp.accessToken,
      MERCADOPAGO_WEBHOOK_SECRET: SECRET,
      MERCADOPAGO_API_URL: mp.url,
      RATE_LIMITS: 'on',
    },
  });
});
afterAll(async () => {
  await t.close();
  await mp.close();
});

describe(`Mercado Pago webhook rules (${TEST_DB})`, () => {
  it('keeps only the id and the reason of an unsigned or badly signed call, never its body', async () => {
    const secretish = { type: 'payment', data: { id: '555' }, cpf: '111.444.777-35', card: '5031433215406351', filler: 'x'.repeat(2_000) };
    const answers = await Promise.all([
      notify('555', { 'x-request-id': 'r1' }, secretish),
      notify('555', { 'x-request-id': 'r2', 'x-signature': `ts=${now()},v1=${'0'.repeat(64)}` }, secretish),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ IsSuccess: false, Message: 'Assinatura da notificação inválida.', Data: null });
    }
    const notes = await notesOf('555');
    expect(notes.map((n) => [n.verified, n.payload, n.outcome]).sort()).toEqual([
      [0, null, 'bad_signature:MissingSignatureHeader'],
      [0, null, 'bad_signature:SignatureMismatch'],
    ]);
  });

  it('refuses a genuine signature older or newer than five minutes (a replay), and records why', async () => {
    for (const [id, ts] of [
      ['601', now() - 6 * 60],
      ['602', now() + 6 * 60],
    ] as const) {
      const res = await notify(id, { 'x-request-id': `req-${id}`, 'x-signature': sign(id, `req-${id}`, ts) });
      expect(res.statusCode).toBe(401);
      expect((await notesOf(id)).map((n) => [n.payload, n.outcome])).toEqual([[null, 'bad_signature:TimestampOutOfTolerance']]);
    }
    // Within the tolerance it is taken (an unknown payment: acknowledged, nothing applied).
    const fresh = await notify('603', { 'x-request-id': 'req-603', 'x-signature': sign('603', 'req-603', now() - 4 * 60) });
    expect(fresh.statusCode).toBe(200);
    expect((await notesOf('603')).map((n) => [n.verified, n.outcome])).toEqual([[1, 'unknown_payment']]);
  });

  it('refuses a body above 16 KB with 413 in the envelope, before anything is read or kept', async () => {
    const before = (await db().select().from(gatewayNotifications)).length;
    const res = await notify(
      '700',
      { 'x-request-id': 'req-700', 'x-signature': sign('700', 'req-700', now()) },
      { type: 'payment', data: { id: '700' }, filler: 'x'.repeat(17 * 1024) },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ IsSuccess: false, Message: 'O corpo da requisição é grande demais.', Data: null });
    expect((await db().select().from(gatewayNotifications)).length).toBe(before);
  });

  it('limits how often one address may call it (429 in the envelope)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < WEBHOOK_RATE_LIMIT.max + 1; i++) {
      statuses.push(
        (await t.app.inject({ method: 'POST', url: URL_OF('800'), headers: { 'content-type': 'application/json', 'x-request-id': `r${i}` }, payload: '{}' }))
          .statusCode,
      );
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.at(-1)).toBe(429);
    const limited = await t.app.inject({ method: 'POST', url: URL_OF('800'), headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(limited.json()).toMatchObject({ IsSuccess: false, Data: null });
  });
});
