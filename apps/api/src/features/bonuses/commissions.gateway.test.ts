import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { InvoiceType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { gatewayPayments, invoices } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { memberBalanceCents } from '../ledger';
import { insertInvoice } from '../payments/payments.fixtures';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '../payments/mercadopago-stand-in.test-support';
import { commissionKey } from './index';
import { insertUnilevel, linesOf, setBonificationCenter, sponsorChain, transactionsOfKey, type Member } from './bonuses.fixtures';

let t: TestApp;
let mp: MercadoPagoStandIn;
const db = () => t.database.db;
const SECRET = 'segredo-do-webhook';
let f: Member[];

/** A notification as Mercado Pago sends it, signed with the webhook secret. */
function notify(dataId: string) {
  const requestId = `req-${Math.random().toString(36).slice(2)}`;
  const ts = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', SECRET).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex');
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/webhooks/mercadopago?data.id=${dataId}&type=payment`,
    headers: { 'content-type': 'application/json', 'x-request-id': requestId, 'x-signature': `ts=${ts},v1=${v1}` },
    payload: { action: 'payment.updated', type: 'payment', data: { id: dataId } },
  });
}

beforeAll(async () => {
  mp = await startMercadoPagoStandIn();
  t = await createTestApp({
    env: {
      MERCADOPAGO_ACCESS_TOKEN: mp.accessToken,
      MERCADOPAGO_PUBLIC_KEY: 'TEST-public-key',
      MERCADOPAGO_WEBHOOK_SECRET: SECRET,
      MERCADOPAGO_API_URL: mp.url,
    },
  });
  await setBonificationCenter(db(), { MonthlyPaymentUnilevelId: await insertUnilevel(db(), 'Mensalidades', [1_000, 500]) });
  f = await sponsorChain(db(), 'f', 2);
});
afterAll(async () => {
  await t.close();
  await mp.close();
});

describe(`a Mercado Pago approval notified many times pays the bonuses once (${TEST_DB})`, () => {
  it('five notifications of one approval: one settlement, one set of lines, one ledger transaction', async () => {
    const source = await insertMember(db(), { username: 'fonte-mp', sponsorId: f[1]!.id });
    const inv = await insertInvoice(db(), { userId: source.id, type: InvoiceType.Mensalidade, valueCents: 8_000 });
    const res = await t.client(t.token(source)).post('/api/payments/pay/mercadoPagoPayment', {
      PaymentMethod: 1,
      Amount: 80,
      Description: `Pagamento da Fatura (Código ${inv.id})`,
      Email: 'fonte@clube.test',
      DocumentType: 1,
      DocumentNumber: '111.444.777-35',
      InvoiceId: inv.id,
      Token: null,
      Installments: null,
      Name: 'Fonte Mercado',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [payment] = await db().select().from(gatewayPayments).where(eq(gatewayPayments.publicId, res.json().Data.PaymentId));
    mp.set(Number(payment!.externalId), 'approved', 'accredited');

    const answers = await Promise.all(Array.from({ length: 5 }, () => notify(payment!.externalId!)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // Replayed once more, after the others.
    expect((await notify(payment!.externalId!)).statusCode).toBe(200);

    expect((await db().select().from(invoices).where(eq(invoices.id, inv.id)))[0]).toMatchObject({ status: 2, settledVia: 'mercadopago' });
    expect((await linesOf(db(), inv.id)).map((l) => [l.beneficiaryId, l.amountCents, l.status])).toEqual([
      [f[1]!.id, 800, 1],
      [f[0]!.id, 400, 1],
    ]);
    expect(await transactionsOfKey(db(), commissionKey(inv.id))).toBe(1);
    expect([await memberBalanceCents(db(), f[1]!.id), await memberBalanceCents(db(), f[0]!.id)]).toEqual([800, 400]);
  });
});
