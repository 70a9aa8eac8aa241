import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helper';
import { addresses, auditLog, gatewayNotifications, gatewayPayments, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { memberBalanceCents } from '../ledger';
import { insertMember } from '../../seed/builders';
import { insertInvoice, insertPlan, invoiceById, invoicesOf, moneySnapshot, notificationsCount } from './payments.fixtures';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from './mercadopago-stand-in.test-support';

let t: TestApp;
let mp: MercadoPagoStandIn;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
const PAY = '/api/payments/pay/mercadoPagoPayment';
const SECRET = 'segredo-do-webhook';
let ana: Row;
let gold: Awaited<ReturnType<typeof insertPlan>>;

const request = (invoiceId: number, amount: number, extra: Record<string, unknown> = {}) => ({
  PaymentMethod: 1,
  Amount: amount,
  Description: `Pagamento da Fatura (Código ${invoiceId})`,
  Email: 'ana@clube.test',
  DocumentType: 1,
  DocumentNumber: '111.444.777-35',
  InvoiceId: invoiceId,
  Token: null,
  Installments: null,
  Name: 'Ana Souza',
  ...extra,
});

/** Mercado Pago's documented signature, computed here independently of the SDK. */
function signature(dataId: string, requestId: string, secret = SECRET, ts = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex');
  return `ts=${ts},v1=${v1}`;
}

/** A notification as Mercado Pago sends it: no cookie, no XSRF header, signed. */
function notify(dataId: string, opts: { requestId?: string; signatureHeader?: string | null; type?: string } = {}) {
  const requestId = opts.requestId ?? `req-${Math.random().toString(36).slice(2)}`;
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-request-id': requestId };
  const sig = opts.signatureHeader === undefined ? signature(dataId, requestId) : opts.signatureHeader;
  if (sig !== null) headers['x-signature'] = sig;
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/webhooks/mercadopago?data.id=${encodeURIComponent(dataId)}&type=${opts.type ?? 'payment'}`,
    headers,
    payload: { action: 'payment.updated', api_version: 'v1', type: opts.type ?? 'payment', live_mode: false, user_id: 123, data: { id: dataId } },
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
      PUBLIC_URL: 'https://office.clube.test',
    },
  });
  ana = await insertMember(db(), { username: 'ana', planId: null });
  gold = await insertPlan(db(), { name: 'Ouro', priceCents: 19_990, monthlyCents: 4_990 });
  await db()
    .insert(addresses)
    .values({ userId: ana.id, zipCode: '01310100', street: 'Avenida Paulista', number: '1000', district: 'Bela Vista', city: 'São Paulo', state: 'SP' });
});
afterAll(async () => {
  await t.close();
  await mp.close();
});

const row = async (publicId: string) => (await db().select().from(gatewayPayments).where(eq(gatewayPayments.publicId, publicId)))[0]!;
const ledgerOf = async (key: string) => {
  const txs = await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key));
  return txs.length ? db().select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, txs[0]!.id)) : [];
};

describe('Mercado Pago gateway (SDK against a local stand-in)', () => {
  it('creates a Pix with the invoice amount, an idempotency key, our reference and the notification URL', async () => {
    const inv = await insertInvoice(db(), { userId: ana.id, type: 2, valueCents: 10_050, deliverCents: 2_575, planId: gold.id });
    const res = await as(ana).post(PAY, request(inv.id, 126.25, { PaymentMethod: 'pix' }));
    expect(res.statusCode).toBe(200);
    const data = res.json().Data;
    expect(data).toMatchObject({ Status: 2, StatusDetail: 'Aguardando o pagamento do Pix.', ExternalResourceUrl: null });
    expect(data.QrCode).toContain('br.gov.bcb.pix');
    expect(data.QrCodeBase64).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const sent = mp.creations.at(-1)!;
    const r = await row(data.PaymentId);
    expect(sent.headers['x-idempotency-key']).toBe(r.idempotencyKey);
    expect(sent.headers.authorization).toBe(`Bearer ${mp.accessToken}`);
    expect(sent.body).toMatchObject({
      transaction_amount: 126.25,
      payment_method_id: 'pix',
      external_reference: data.PaymentId,
      notification_url: 'https://office.clube.test/api/payments/webhooks/mercadopago',
      description: `Pagamento da Fatura (Código ${inv.id})`,
      payer: { email: 'ana@clube.test', first_name: 'Ana', last_name: 'Souza', identification: { type: 'CPF', number: '11144477735' } },
    });
    expect(r).toMatchObject({ gateway: 'mercadopago', status: 2, amountCents: 12_625 });
    expect(mp.payments.has(Number(r.externalId))).toBe(true);
  });

  it('applies an approval notification delivered 10 times exactly once', async () => {
    const inv = await insertInvoice(db(), { userId: ana.id, type: 2, valueCents: 4_990, planId: gold.id, dueDate: '2026-09-10' });
    const data = (await as(ana).post(PAY, request(inv.id, 49.9))).json().Data;
    const externalId = (await row(data.PaymentId)).externalId!;
    mp.set(Number(externalId), 'approved', 'accredited');
    const notesBefore = await notificationsCount(db());
    const readsBefore = mp.reads.length;

    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(externalId)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers[0]!.json()).toEqual({ IsSuccess: true, Message: null, Data: null });

    expect((await invoiceById(db(), inv.id)).status).toBe(2);
    expect((await row(data.PaymentId)).status).toBe(1);
    const entries = await ledgerOf(`gateway:mercadopago:${externalId}:approved`);
    expect(entries.map((e) => e.amountCents).sort((a, b) => a - b)).toEqual([-4_990, 4_990]);
    expect((await invoicesOf(db(), ana.id)).filter((i) => i.type === 2 && i.status === 1 && i.dueDate === '2026-10-10')).toHaveLength(1);
    expect(await notificationsCount(db())).toBe(notesBefore + 10);
    const outcomes = (await db().select().from(gatewayNotifications).where(eq(gatewayNotifications.externalId, externalId))).map((n) => n.outcome);
    expect(outcomes.filter((o) => o === 'approved')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already_applied')).toHaveLength(9);
    // The notification is only a hint: each one read the payment back from the gateway.
    expect(mp.reads.length - readsBefore).toBe(10);

    const again = await as(ana).post(PAY, request(inv.id, 49.9));
    expect(again.statusCode).toBe(409);
  });

  it('refuses a bad signature with 401, records it and applies nothing', async () => {
    const inv = await insertInvoice(db(), { userId: ana.id, type: 4, valueCents: 3_000 });
    const data = (await as(ana).post(PAY, request(inv.id, 30))).json().Data;
    const externalId = (await row(data.PaymentId)).externalId!;
    mp.set(Number(externalId), 'approved', 'accredited');
    const before = await moneySnapshot(db(), ana.id);
    const notesBefore = await notificationsCount(db());
    const readsBefore = mp.reads.length;
    const bad = [
      notify(externalId, { signatureHeader: signature(externalId, 'req-1', 'outro-segredo'), requestId: 'req-1' }),
      notify(externalId, { signatureHeader: signature('999', 'req-2'), requestId: 'req-2' }),
      notify(externalId, { signatureHeader: signature(externalId, 'req-3'), requestId: 'req-outro' }),
      notify(externalId, { signatureHeader: null }),
      notify(externalId, { signatureHeader: 'lixo' }),
      notify(externalId, { signatureHeader: 'ts=123,v1=' + '0'.repeat(64) }),
    ];
    for (const res of await Promise.all(bad)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ IsSuccess: false, Message: 'Assinatura da notificação inválida.', Data: null });
    }
    expect(await moneySnapshot(db(), ana.id)).toEqual(before);
    expect((await invoiceById(db(), inv.id)).status).toBe(1);
    expect(mp.reads.length).toBe(readsBefore);
    const recorded = await db().select().from(gatewayNotifications).where(eq(gatewayNotifications.externalId, externalId));
    expect(await notificationsCount(db())).toBe(notesBefore + 6);
    expect(recorded.every((n) => n.verified === 0 && n.outcome!.startsWith('bad_signature'))).toBe(true);
    // Of an unverified caller only the id and the reason are kept, never what he sent.
    expect(recorded.map((n) => n.payload)).toEqual(Array(6).fill(null));
    expect(recorded.map((n) => n.outcome).sort()).toEqual(
      [
        'bad_signature:SignatureMismatch',
        'bad_signature:SignatureMismatch',
        'bad_signature:SignatureMismatch',
        'bad_signature:MissingSignatureHeader',
        'bad_signature:MalformedSignatureHeader',
        'bad_signature:SignatureMismatch',
      ].sort(),
    );
    // The genuine one still goes through.
    expect((await notify(externalId)).statusCode).toBe(200);
    expect((await invoiceById(db(), inv.id)).status).toBe(2);
  });

  it('leaves the invoice Pendente when the gateway rejects the payment', async () => {
    const inv = await insertInvoice(db(), { userId: ana.id, type: 4, valueCents: 3_000 });
    const data = (await as(ana).post(PAY, request(inv.id, 30))).json().Data;
    const externalId = (await row(data.PaymentId)).externalId!;
    mp.set(Number(externalId), 'rejected', 'cc_rejected_other_reason');
    expect((await notify(externalId)).statusCode).toBe(200);
    expect((await row(data.PaymentId)).status).toBe(3);
    expect((await invoiceById(db(), inv.id)).status).toBe(1);
  });

  it('acknowledges other topics and unknown payments without applying anything', async () => {
    const before = await moneySnapshot(db(), ana.id);
    expect((await notify('123', { type: 'merchant_order' })).statusCode).toBe(200);
    expect((await notify('77777777777')).statusCode).toBe(200);
    expect(await moneySnapshot(db(), ana.id)).toEqual(before);
    const outcomes = (await db().select().from(gatewayNotifications)).map((n) => n.outcome);
    expect(outcomes).toContain('ignored');
    expect(outcomes).toContain('unknown_payment');
  });

  it('pays at once with an approved card token and sends what the card form made', async () => {
    const inv = await insertInvoice(db(), { userId: ana.id, type: 4, valueCents: 7_000 });
    const res = await as(ana).post(
      PAY,
      request(inv.id, 70, { PaymentMethod: 2, PaymentMethodId: 'master', Token: 'tok-apro', Installments: 3, IssuerId: '24' }),
    );
    expect(res.json()).toMatchObject({ Message: 'Pagamento realizado com Sucesso.', Data: { Status: 1, StatusDetail: 'Pagamento aprovado.' } });
    expect(mp.creations.at(-1)!.body).toMatchObject({ token: 'tok-apro', installments: 3, issuer_id: 24, payment_method_id: 'master' });
    expect((await invoiceById(db(), inv.id)).status).toBe(2);

    const inv2 = await insertInvoice(db(), { userId: ana.id, type: 4, valueCents: 7_000 });
    const refused = await as(ana).post(PAY, request(inv2.id, 70, { PaymentMethod: 3, PaymentMethodId: 'debelo', Token: 'tok-fund' }));
    expect(refused.json().Data).toMatchObject({ Status: 3, StatusDetail: 'O cartão não tem limite suficiente.' });
    expect(mp.creations.at(-1)!.body.installments).toBe(1);
    expect((await invoiceById(db(), inv2.id)).status).toBe(1);
    const noToken = await as(ana).post(PAY, request(inv2.id, 70, { PaymentMethod: 2, PaymentMethodId: 'master' }));
    expect(noToken.statusCode).toBe(422);
    expect(noToken.json().Message).toBe('Dados do cartão incompletos. Preencha o cartão novamente.');
  });

  it("sends the payer's address with a boleto and answers the gateway's slip", async () => {
    const inv = await insertInvoice(db(), { userId: ana.id, type: 4, valueCents: 5_000 });
    const data = (await as(ana).post(PAY, request(inv.id, 50, { PaymentMethod: 4 }))).json().Data;
    expect(data).toMatchObject({ Status: 2, ExternalResourceUrl: expect.stringContaining('/ticket'), DigitableLine: expect.stringMatching(/^\d{47}$/) });
    expect(mp.creations.at(-1)!.body).toMatchObject({
      payment_method_id: 'bolbradesco',
      payer: {
        address: {
          zip_code: '01310100',
          street_name: 'Avenida Paulista',
          street_number: '1000',
          neighborhood: 'Bela Vista',
          city: 'São Paulo',
          federal_unit: 'SP',
        },
      },
    });
  });

  it('turns a gateway refusal or outage into a 422 and leaves the invoice Pendente', async () => {
    const inv = await insertInvoice(db(), { userId: ana.id, type: 4, valueCents: 5_000 });
    mp.failNextCreate(400);
    const refused = await as(ana).post(PAY, request(inv.id, 50));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().Message).toBe('O processador de pagamentos recusou os dados enviados. Confira os dados e tente novamente.');
    mp.failNextCreate(500);
    mp.failNextCreate(500);
    const down = await as(ana).post(PAY, request(inv.id, 50));
    expect(down.statusCode).toBe(422);
    expect(down.json().Message).toBe('Não foi possível processar o pagamento agora. Tente novamente em instantes.');
    // The SDK retried the outage once, with the same idempotency key: a retry can never pay twice.
    const [first, retry] = mp.creations.slice(-2);
    expect(retry!.headers['x-idempotency-key']).toBe(first!.headers['x-idempotency-key']);
    expect((await invoiceById(db(), inv.id)).status).toBe(1);
    const attempts = await db().select().from(gatewayPayments).where(eq(gatewayPayments.invoiceId, inv.id));
    expect(attempts.map((a) => [a.status, a.statusDetail])).toEqual([
      [3, 'gateway_error'],
      [3, 'gateway_error'],
    ]);
  });

  it('has no sandbox and no offline slip, and tells the browser its public key', async () => {
    const inv = await insertInvoice(db(), { userId: ana.id, valueCents: 1_000 });
    const data = (await as(ana).post(PAY, request(inv.id, 10))).json().Data;
    expect((await as(ana).post(`/api/payments/sandbox/${encodeURIComponent(data.PaymentId)}/approve`)).statusCode).toBe(404);
    expect((await as(ana).post(`/api/payments/sandbox/${encodeURIComponent(data.PaymentId)}/reject`)).statusCode).toBe(404);
    expect((await t.client().get(`/api/payments/boleto/${encodeURIComponent(data.PaymentId)}`)).statusCode).toBe(404);
    expect((await invoiceById(db(), inv.id)).status).toBe(1);
    const res = await t.client().get('/api/configurations/getPublicSCIntegrationsConfigs');
    expect(res.json()).toEqual({ IsSuccess: true, Message: null, Data: { MercadoPagoPublicKey: 'TEST-public-key', Gateway: 'mercadopago', DemoMode: false } });
    expect(res.body).not.toContain(mp.accessToken);
    expect(res.body).not.toContain(SECRET);
  });
});

describe('Mercado Pago: money for an invoice already settled goes back through the gateway, never to the wallet', () => {
  const auditOf = async (publicId: string) =>
    (
      await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `payment:${publicId}`))
    ).map((a) => a.action);

  /** An invoice with two open Pix attempts; the first is approved and pays it. */
  async function paidWithASecondPixOpen(valueCents: number) {
    const inv = await insertInvoice(db(), { userId: ana.id, type: 4, valueCents });
    const first = (await as(ana).post(PAY, request(inv.id, valueCents / 100))).json().Data;
    const second = (await as(ana).post(PAY, request(inv.id, valueCents / 100))).json().Data;
    const firstId = (await row(first.PaymentId)).externalId!;
    mp.set(Number(firstId), 'approved', 'accredited');
    expect((await notify(firstId)).statusCode).toBe(200);
    expect((await invoiceById(db(), inv.id)).status).toBe(2);
    expect(await row(second.PaymentId)).toMatchObject({ status: 3, statusDetail: 'superseded_invoice_settled' });
    return { inv, second, secondId: (await row(second.PaymentId)).externalId! };
  }

  it('refunds a second approved Pix at Mercado Pago once, however often it is notified, and credits nobody', async () => {
    const { inv, second, secondId } = await paidWithASecondPixOpen(3_300);
    expect((await invoiceById(db(), inv.id)).settledVia).toBe('mercadopago');
    const balance = await memberBalanceCents(db(), ana.id);
    const ledgerBefore = (await db().select().from(ledgerTransactions)).length;
    // The payer paid the second QR code too: real money arrived twice.
    mp.set(Number(secondId), 'approved', 'accredited');
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await notify(secondId)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200]);

    expect(mp.refundCalls.filter((c) => c.paymentId === Number(secondId))).toEqual([{ paymentId: Number(secondId), idempotencyKey: `refund-${secondId}` }]);
    expect(mp.payments.get(Number(secondId))!.status).toBe('refunded');
    expect(await row(second.PaymentId)).toMatchObject({ status: 3, statusDetail: 'refunded' });
    expect(await memberBalanceCents(db(), ana.id)).toBe(balance);
    expect((await db().select().from(ledgerTransactions)).length).toBe(ledgerBefore);
    expect(await ledgerOf(`gateway:mercadopago:${secondId}:approved`)).toEqual([]);
    expect(await auditOf(second.PaymentId)).toEqual(['payments.refund_requested', 'payments.refunded']);
    const outcomes = (await db().select().from(gatewayNotifications).where(eq(gatewayNotifications.externalId, secondId))).map((n) => n.outcome);
    expect(outcomes).toEqual(['refunded', 'already_applied', 'already_applied', 'already_applied']);
  });

  it('keeps a failed refund recorded for an operator, and a later notification tries again', async () => {
    const { second, secondId } = await paidWithASecondPixOpen(4_400);
    const balance = await memberBalanceCents(db(), ana.id);
    mp.set(Number(secondId), 'approved', 'accredited');
    // The SDK retries a 5xx once: both answers fail.
    mp.failNextRefund(500);
    mp.failNextRefund(500);
    expect((await notify(secondId)).statusCode).toBe(200);
    expect(await row(second.PaymentId)).toMatchObject({ status: 3, statusDetail: 'refund_failed' });
    expect(await auditOf(second.PaymentId)).toEqual(['payments.refund_requested', 'payments.refund_failed']);
    expect(await memberBalanceCents(db(), ana.id)).toBe(balance);

    expect((await notify(secondId)).statusCode).toBe(200);
    expect(await row(second.PaymentId)).toMatchObject({ status: 3, statusDetail: 'refunded' });
    expect(new Set(mp.refundCalls.filter((c) => c.paymentId === Number(secondId)).map((c) => c.idempotencyKey))).toEqual(new Set([`refund-${secondId}`]));
    expect(await memberBalanceCents(db(), ana.id)).toBe(balance);
  });
});
