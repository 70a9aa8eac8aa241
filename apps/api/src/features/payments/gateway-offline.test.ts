import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { hasError, parsePix } from 'pix-utils';
import { MEMBER_ROLE_IDS, Permission } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { gatewayNotifications, gatewayPayments, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { decodeQrPng } from '../../integrations/payments/offline/qr-decode.test-support';
import { creditMember, insertMember } from '../../seed/builders';
import { memberBalanceCents } from '../ledger';
import { insertInvoice, insertPlan, invoiceById, invoicesOf, moneySnapshot } from './payments.fixtures';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
const PAY = '/api/payments/pay/mercadoPagoPayment';
const sandbox = (id: string, outcome: 'approve' | 'reject') => `/api/payments/sandbox/${encodeURIComponent(id)}/${outcome}`;
let ana: Row, bia: Row;
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
const card = (holder: string, method = 2) => ({
  PaymentMethod: method,
  PaymentMethodId: method === 3 ? 'debelo' : 'master',
  CardLastFourDigits: '6351',
  Installments: method === 2 ? 3 : null,
  Name: holder,
});

beforeAll(async () => {
  t = await createTestApp();
  ana = await insertMember(db(), { username: 'ana' });
  bia = await insertMember(db(), { username: 'bia' });
  gold = await insertPlan(db(), { name: 'Ouro', priceCents: 19_990, monthlyCents: 4_990 });
});
afterAll(() => t.close());

const ledgerOf = async (key: string) => {
  const [tx] = await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key));
  return tx ? db().select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, tx.id)) : [];
};
const paymentRow = async (publicId: string) => (await db().select().from(gatewayPayments).where(eq(gatewayPayments.publicId, publicId)))[0]!;

describe('offline gateway: Pix', () => {
  it('answers a valid BR Code for the invoice amount and its QR image; the invoice waits', async () => {
    const inv = await insertInvoice(db(), { userId: ana.id, type: 2, valueCents: 10_050, deliverCents: 2_575, planId: gold.id });
    const res = await as(ana).post(PAY, request(inv.id, 126.25));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ IsSuccess: true, Message: null });
    expect(Object.keys(body.Data).sort()).toEqual(['DigitableLine', 'ExternalResourceUrl', 'PaymentId', 'QrCode', 'QrCodeBase64', 'Status', 'StatusDetail']);
    expect(body.Data).toMatchObject({ Status: 2, StatusDetail: 'Aguardando o pagamento do Pix.', ExternalResourceUrl: null, DigitableLine: null });
    const pix = parsePix(body.Data.QrCode);
    expect(hasError(pix)).toBe(false);
    expect(pix).toMatchObject({ type: 'STATIC', transactionAmount: 126.25, merchantName: 'CLUBE OFFICE', merchantCity: 'SAO PAULO' });
    expect(body.Data.QrCodeBase64).not.toMatch(/^data:/);
    expect(decodeQrPng(body.Data.QrCodeBase64)).toBe(body.Data.QrCode);
    expect((await invoiceById(db(), inv.id)).status).toBe(1);
    const row = await paymentRow(body.Data.PaymentId);
    expect(row).toMatchObject({
      gateway: 'offline',
      method: 1,
      status: 2,
      amountCents: 12_625,
      invoiceId: inv.id,
      userId: ana.id,
      documentNumber: '11144477735',
    });
    expect(row.externalId).toMatch(/^OFF[0-9A-F]{20}$/);
    expect(row.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is paid when the payer approves (sandbox): one settlement, one ledger movement, the next fee, a recorded notification', async () => {
    const inv = await insertInvoice(db(), { userId: ana.id, type: 2, valueCents: 4_990, planId: gold.id, dueDate: '2026-07-15' });
    const created = (await as(ana).post(PAY, request(inv.id, 49.9))).json().Data;
    const res = await as(ana).post(sandbox(created.PaymentId, 'approve'));
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({ PaymentId: created.PaymentId, Status: 1, StatusDetail: 'Pagamento aprovado.' });
    expect((await invoiceById(db(), inv.id)).status).toBe(2);
    const row = await paymentRow(created.PaymentId);
    const entries = await ledgerOf(`gateway:offline:${row.externalId}:approved`);
    expect(entries.map((e) => e.amountCents).sort((a, b) => a - b)).toEqual([-4_990, 4_990]);
    expect((await invoicesOf(db(), ana.id)).filter((i) => i.dueDate === '2026-08-15' && i.type === 2 && i.status === 1)).toHaveLength(1);
    const notes = await db().select().from(gatewayNotifications).where(eq(gatewayNotifications.externalId, row.externalId!));
    expect(notes.map((n) => [n.verified, n.outcome])).toEqual([[1, 'approved']]);

    const again = await as(ana).post(sandbox(created.PaymentId, 'approve'));
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe('Este pagamento já foi processado.');
    const second = await as(ana).post(PAY, request(inv.id, 49.9));
    expect(second.statusCode).toBe(409);
    expect(second.json().Message).toBe('Esta fatura já foi paga.');
  });

  it("stays Pendente when the payer's Pix is rejected, and can be paid another way after", async () => {
    const inv = await insertInvoice(db(), { userId: ana.id, type: 4, valueCents: 3_000 });
    const created = (await as(ana).post(PAY, request(inv.id, 30))).json().Data;
    const res = await as(ana).post(sandbox(created.PaymentId, 'reject'));
    expect(res.json().Data).toMatchObject({ Status: 3, StatusDetail: 'Pagamento recusado na simulação.' });
    expect((await invoiceById(db(), inv.id)).status).toBe(1);
    expect((await paymentRow(created.PaymentId)).status).toBe(3);
    const byCard = await as(ana).post(PAY, request(inv.id, 30, card('APRO')));
    expect(byCard.json().Data.Status).toBe(1);
    expect((await invoiceById(db(), inv.id)).status).toBe(2);
  });

  it('rejects the other open attempts when the invoice is paid: approving one later answers 409 and credits nobody', async () => {
    const m = await insertMember(db(), { username: 'duplo' });
    await creditMember(db(), m.id, 10_000, 1, 'Bônus');
    const inv = await insertInvoice(db(), { userId: m.id, type: 4, valueCents: 2_000 });
    const pix = (await as(m).post(PAY, request(inv.id, 20))).json().Data;
    expect((await as(m).post('/api/payments/pay/balancePayment', { InvoiceId: inv.id })).statusCode).toBe(200);
    expect(await paymentRow(pix.PaymentId)).toMatchObject({ status: 3, statusDetail: 'superseded_invoice_settled' });
    expect((await invoiceById(db(), inv.id)).settledVia).toBe('balance');
    const res = await as(m).post(sandbox(pix.PaymentId, 'approve'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ IsSuccess: false, Message: 'Este pagamento já foi processado.', Data: null });
    expect(await memberBalanceCents(db(), m.id)).toBe(10_000 - 2_275);
    expect(await ledgerOf(`gateway:offline:${(await paymentRow(pix.PaymentId)).externalId}:approved`)).toEqual([]);
  });

  it("keeps the sandbox to the payment's owner", async () => {
    const inv = await insertInvoice(db(), { userId: ana.id, valueCents: 1_000 });
    const created = (await as(ana).post(PAY, request(inv.id, 10))).json().Data;
    for (const [who, id] of [
      [bia, created.PaymentId],
      [ana, 'desconhecido'],
    ] as const) {
      const res = await as(who).post(sandbox(id, 'approve'));
      expect(res.statusCode).toBe(404);
      expect(res.json().Message).toBe('Pagamento não encontrado.');
    }
    expect((await t.client().post(sandbox(created.PaymentId, 'approve'))).statusCode).toBe(401);
    expect((await invoiceById(db(), inv.id)).status).toBe(1);
  });
});

describe('offline gateway: boleto', () => {
  it('answers a digitable line with valid check digits and a printable slip served by the app', async () => {
    const inv = await insertInvoice(db(), { userId: ana.id, type: 4, valueCents: 10_050, deliverCents: 2_575, description: 'Pedido <b>B2B</b>' });
    const res = await as(ana).post(PAY, request(inv.id, 126.25, { PaymentMethod: 'bolbradesco', Name: 'Ana <script>x</script>' }));
    expect(res.statusCode).toBe(200);
    const data = res.json().Data;
    expect(data).toMatchObject({ Status: 2, StatusDetail: 'Aguardando o pagamento do boleto. A aprovação leva de 24 a 48 horas.', QrCode: null });
    expect(data.DigitableLine).toMatch(/^237\d{44}$/);
    expect(isValidBoleto(data.DigitableLine)).toBe(true);
    expect(getBoletoInfo(data.DigitableLine)).toMatchObject({ amount: 12_625, bankCode: '237' });
    expect(data.ExternalResourceUrl).toBe(`/api/payments/boleto/${encodeURIComponent(data.PaymentId)}`);

    const page = await t.client().get(data.ExternalResourceUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('126,25');
    expect(page.body).toContain(`${data.DigitableLine.slice(0, 5)}.${data.DigitableLine.slice(5, 10)}`);
    expect(page.body).toContain('Ana &lt;script&gt;x&lt;/script&gt;');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('111.444.777-35');
    expect(page.body).toContain('24 a 48 horas');
    expect((await t.client().get('/api/payments/boleto/nao-existe')).statusCode).toBe(404);

    expect((await as(ana).post(sandbox(data.PaymentId, 'approve'))).json().Data.Status).toBe(1);
    expect((await invoiceById(db(), inv.id)).status).toBe(2);
  });
});

describe('offline gateway: cards', () => {
  it('approves APRO at once: the invoice is paid in the same call', async () => {
    const inv = await insertInvoice(db(), { userId: ana.id, type: 4, valueCents: 7_000 });
    const res = await as(ana).post(PAY, request(inv.id, 70, card('APRO')));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Message: 'Pagamento realizado com Sucesso.', Data: { Status: 1, StatusDetail: 'Pagamento aprovado.', QrCode: null } });
    expect((await invoiceById(db(), inv.id)).status).toBe(2);
    const row = await paymentRow(res.json().Data.PaymentId);
    expect(row).toMatchObject({ method: 2, status: 1, statusDetail: 'accredited', payerName: 'APRO' });
    expect(await ledgerOf(`gateway:offline:${row.externalId}:approved`)).toHaveLength(2);
    // A debit card the same way.
    const inv2 = await insertInvoice(db(), { userId: ana.id, type: 4, valueCents: 1_500 });
    expect((await as(ana).post(PAY, request(inv2.id, 15, card('APRO', 3)))).json().Data.Status).toBe(1);
  });

  it('rejects by holder name with the detail, leaving the invoice Pendente; CONT waits', async () => {
    const inv = await insertInvoice(db(), { userId: ana.id, type: 4, valueCents: 7_000 });
    const cases: Array<[string, number, string]> = [
      ['FUND', 3, 'O cartão não tem limite suficiente.'],
      ['OTHE', 3, 'O emissor do cartão recusou o pagamento.'],
      ['SECU', 3, 'Código de segurança do cartão inválido.'],
      ['EXPI', 3, 'Data de validade do cartão inválida.'],
      ['FORM', 3, 'Confira os dados do cartão.'],
      ['CALL', 3, 'Autorize o pagamento junto ao emissor do cartão.'],
      ['CONT', 2, 'Estamos processando o pagamento. Em até 2 dias úteis informaremos por e-mail se foi aprovado.'],
    ];
    for (const [holder, status, detail] of cases) {
      const res = await as(ana).post(PAY, request(inv.id, 70, card(holder)));
      expect(res.json().Data, holder).toMatchObject({ Status: status, StatusDetail: detail });
      expect((await invoiceById(db(), inv.id)).status).toBe(1);
    }
  });

  it('never receives the card number, and needs the last four digits', async () => {
    const inv = await insertInvoice(db(), { userId: ana.id, type: 4, valueCents: 7_000 });
    const before = await moneySnapshot(db(), ana.id);
    const withNumber = await as(ana).post(PAY, request(inv.id, 70, { ...card('APRO'), CardNumber: '5031433215406351' }));
    expect(withNumber.statusCode).toBe(400);
    const withoutDigits = await as(ana).post(PAY, request(inv.id, 70, { ...card('APRO'), CardLastFourDigits: null }));
    expect(withoutDigits.statusCode).toBe(422);
    expect(withoutDigits.json().Message).toBe('Dados do cartão incompletos. Preencha o cartão novamente.');
    expect(await moneySnapshot(db(), ana.id)).toEqual(before);
  });
});

describe('POST /api/payments/pay/mercadoPagoPayment: what is refused', () => {
  it("charges the invoice's amount, never the client's: a different Amount is 422 and nothing is created", async () => {
    const inv = await insertInvoice(db(), { userId: ana.id, valueCents: 10_050, deliverCents: 2_575 });
    const before = await moneySnapshot(db(), ana.id);
    for (const amount of [126.24, 126.26, 100.5, 0.01, 1_000_000]) {
      const res = await as(ana).post(PAY, request(inv.id, amount, card('APRO')));
      expect(res.statusCode, String(amount)).toBe(422);
      expect(res.json()).toMatchObject({ IsSuccess: false, Message: 'O valor informado não confere com o valor da fatura.' });
    }
    expect(await moneySnapshot(db(), ana.id)).toEqual(before);
  });

  it("refuses paid and cancelled invoices (409) and someone else's (404)", async () => {
    const paid = await insertInvoice(db(), { userId: ana.id, valueCents: 1_000, status: 2 });
    const cancelled = await insertInvoice(db(), { userId: ana.id, valueCents: 1_000, status: 0 });
    const others = await insertInvoice(db(), { userId: bia.id, valueCents: 1_000 });
    const before = await moneySnapshot(db(), ana.id);
    const cases: Array<[number, number, string]> = [
      [paid.id, 409, 'Esta fatura já foi paga.'],
      [cancelled.id, 409, 'Esta fatura foi cancelada e não pode ser paga.'],
      [others.id, 404, 'Fatura não encontrada.'],
    ];
    for (const [id, status, message] of cases) {
      const res = await as(ana).post(PAY, request(id, 10, card('APRO')));
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ IsSuccess: false, Message: message, Data: null });
    }
    expect(await moneySnapshot(db(), ana.id)).toEqual(before);
    expect((await invoiceById(db(), others.id)).status).toBe(1);
  });

  it("answers another member's invoice of any status exactly like a missing one, and records no attempt", async () => {
    const missing = await as(ana).post(PAY, request(2_000_000_001, 10, card('APRO')));
    expect(missing.statusCode).toBe(404);
    for (const status of [0, 1, 2]) {
      const others = await insertInvoice(db(), { userId: bia.id, valueCents: 1_000, status });
      const res = await as(ana).post(PAY, request(others.id, 10, card('APRO')));
      expect(res.statusCode, String(status)).toBe(404);
      expect(res.body, String(status)).toBe(missing.body);
      expect(await db().select().from(gatewayPayments).where(eq(gatewayPayments.invoiceId, others.id))).toEqual([]);
    }
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const inv = await insertInvoice(db(), { userId: ana.id, valueCents: 1_000 });
    const before = await moneySnapshot(db(), ana.id);
    const cases: Array<[Record<string, unknown>, string | null]> = [
      [{ PaymentMethod: 0 }, 'Forma de pagamento inválida.'],
      [{ PaymentMethod: 'credit' }, 'Forma de pagamento inválida.'],
      [{ PaymentMethod: 5 }, 'Forma de pagamento inválida.'],
      [{ Amount: 0 }, null],
      [{ Amount: -10 }, null],
      [{ Amount: 10.001 }, null],
      [{ Amount: 1e15 }, null],
      [{ Amount: '10' }, null],
      [{ DocumentType: 3 }, 'Tipo do Documento é obrigatório.'],
      [{ DocumentNumber: '' }, 'Número do Documento é obrigatório.'],
      [{ DocumentNumber: '111.444.777-36' }, 'CPF Inválido.'],
      [{ DocumentType: 2, DocumentNumber: '111.444.777-35' }, 'CNPJ Inválido.'],
      [{ Name: '' }, 'Nome é obrigatório.'],
      [{ Name: 'x'.repeat(5_000) }, null],
      [{ Email: 'nao-e-email' }, 'Email Inválido.'],
      [{ InvoiceId: '1' }, null],
      [{ InvoiceId: undefined }, null],
      [{ UserId: bia.id }, null],
      [{ Installments: 99 }, null],
    ];
    for (const [patch, message] of cases) {
      const res = await as(ana).post(PAY, request(inv.id, 10, patch));
      expect(res.statusCode, JSON.stringify(patch).slice(0, 80)).toBe(400);
      if (message) expect(res.json().Message, JSON.stringify(patch)).toBe(message);
    }
    expect(await moneySnapshot(db(), ana.id)).toEqual(before);
  });

  it('accepts a CNPJ payer', async () => {
    const inv = await insertInvoice(db(), { userId: ana.id, valueCents: 1_000 });
    const res = await as(ana).post(PAY, request(inv.id, 10, { DocumentType: 2, DocumentNumber: '11.222.333/0001-81' }));
    expect(res.statusCode).toBe(200);
  });

  it('needs a session and FATURAS', async () => {
    const noInvoices = await insertMember(db(), { username: 'semfat', rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== Permission.FATURAS) });
    const inv = await insertInvoice(db(), { userId: noInvoices.id, valueCents: 1_000 });
    expect((await t.client().post(PAY, request(inv.id, 10))).statusCode).toBe(401);
    expect((await as(noInvoices).post(PAY, request(inv.id, 10))).statusCode).toBe(403);
  });

  it('has no Mercado Pago webhook with the offline gateway, and says so to the browser', async () => {
    expect((await t.client().post('/api/payments/webhooks/mercadopago?data.id=1&type=payment', { type: 'payment', data: { id: '1' } })).statusCode).toBe(404);
    const res = await t.client().get('/api/configurations/getPublicSCIntegrationsConfigs');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ IsSuccess: true, Message: null, Data: { MercadoPagoPublicKey: null, Gateway: 'offline', DemoMode: true } });
  });
});
