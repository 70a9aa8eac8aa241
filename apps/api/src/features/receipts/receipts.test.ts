import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { EarningCategory, UserType } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { ledgerTransactions, transfers, withdrawals } from '../../db/schema';
import { creditMember, insertMember } from '../../seed/builders';
import { insertInvoice } from '../payments/payments.fixtures';
import { DEMO_WITHDRAWAL_CONFIG, insertBankAccount, setWithdrawalConfig } from '../withdrawals/withdrawals.fixtures';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
const receipt = (kind: string, id: number | string) => `/api/users/receipts/${kind}/${id}`;
const CODE = /^[0-9A-F]{4}(-[0-9A-F]{4}){5}$/;
const NOT_FOUND = { IsSuccess: false, Message: 'Comprovante não encontrado.' };

let ana: Row, bia: Row, caio: Row, operator: Row, client: Row;

beforeAll(async () => {
  t = await createTestApp();
  ana = await insertMember(db(), { username: 'ana.rc', name: 'Ana Recibo', regionalId: '52998224725' });
  bia = await insertMember(db(), { username: 'bia.rc', name: 'Bia Recibo', regionalId: '11144477735' });
  caio = await insertMember(db(), { username: 'caio.rc', name: 'Caio Recibo' });
  operator = await insertMember(db(), { username: 'operador.rc', type: UserType.Administrator });
  client = await insertMember(db(), {
    username: 'cliente.rc',
    name: 'Cliente da Loja',
    type: UserType.UserStore,
    sponsorId: ana.id,
    regionalId: '39053344705',
  });
  await creditMember(db(), ana.id, 100_000, EarningCategory.Adesao, 'bônus');
  await setWithdrawalConfig(db(), DEMO_WITHDRAWAL_CONFIG);
});
afterAll(() => t.close());

async function transferOf(from: Row, to: Row, value: number): Promise<number> {
  const res = await as(from).post('/api/users/transfers/createNewUserTransfer', { ToUserId: to.id, Value: value, WalletType: 1 });
  expect(res.statusCode).toBe(200);
  return res.json().Data.Id;
}

describe('GET /api/users/receipts/transfer/:id', () => {
  it('gives the sender and the recipient the same receipt, each with his side, and the same code', async () => {
    const id = await transferOf(ana, bia, 12.34);
    const sent = await as(ana).get(receipt('transfer', id));
    expect(sent.statusCode).toBe(200);
    const data = sent.json().Data;
    expect(data).toMatchObject({
      Kind: 'transfer',
      Id: id,
      Title: 'Comprovante de Transferência',
      Amount: 12.34,
      Fee: 0,
      Total: 12.34,
      Method: 'Transferência entre sócios',
      StatusFormatted: 'Concluída',
      Direction: 'Sent',
      Payer: { Name: 'Ana Recibo', Username: 'ana.rc', Document: '***.982.247-**' },
      Payee: { Name: 'Bia Recibo', Username: 'bia.rc', Document: '***.444.777-**' },
      BankAccount: null,
    });
    expect(data.AuthenticationCode).toMatch(CODE);
    expect(data.FileName).toBe(`comprovante-${data.AuthenticationCode}.pdf`);
    const [row] = await db().select().from(transfers).where(eq(transfers.id, id));
    const [tx] = await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.id, row!.transactionId));
    expect(new Date(data.OccurredAt).getTime()).toBe(tx!.createdAt.getTime());

    const received = (await as(bia).get(receipt('transfer', id))).json().Data;
    expect(received).toEqual({ ...data, Direction: 'Received' });
  });

  it('is stable: read again it gives the same code; a changed ledger transaction gives another', async () => {
    const id = await transferOf(ana, bia, 1.5);
    const first = (await as(ana).get(receipt('transfer', id))).json().Data.AuthenticationCode;
    expect((await as(ana).get(receipt('transfer', id))).json().Data.AuthenticationCode).toBe(first);

    const [row] = await db().select().from(transfers).where(eq(transfers.id, id));
    await db()
      .update(ledgerTransactions)
      .set({ createdAt: sql`${ledgerTransactions.createdAt} + interval '1 microsecond'` })
      .where(eq(ledgerTransactions.id, row!.transactionId));
    const moved = (await as(ana).get(receipt('transfer', id))).json().Data.AuthenticationCode;
    expect(moved).toMatch(CODE);
    expect(moved).not.toBe(first);
    await db().update(ledgerTransactions).set({ kind: 'transfer_edited' }).where(eq(ledgerTransactions.id, row!.transactionId));
    expect((await as(ana).get(receipt('transfer', id))).json().Data.AuthenticationCode).not.toBe(moved);
  });

  it('answers 404 to anyone but its two parties (another member, an operator, a store client) and 401 without a session', async () => {
    const id = await transferOf(ana, bia, 2);
    for (const who of [caio, operator, client]) {
      const res = await as(who).get(receipt('transfer', id));
      expect(res.statusCode, who.username).toBe(404);
      expect(res.json()).toMatchObject(NOT_FOUND);
    }
    expect((await t.client().get(receipt('transfer', id))).statusCode).toBe(401);
    expect((await t.client().get(`${receipt('transfer', id)}/pdf`)).statusCode).toBe(401);
    expect((await as(ana).get(receipt('transfer', 999_999))).statusCode).toBe(404);
  });

  it('refuses a malformed kind or id with a 400, never a 500', async () => {
    for (const path of [receipt('boleto', 1), receipt('transfer', 'abc'), receipt('transfer', 0), receipt('transfer', '99999999999')]) {
      const res = await as(ana).get(path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().IsSuccess).toBe(false);
    }
  });
});

describe('GET /api/users/receipts/withdrawal/:id', () => {
  it('shows value, fee, total, the masked bank account; once paid, when; the code stays', async () => {
    const bank = await insertBankAccount(db(), ana.id);
    const res = await as(ana).post('/api/users/withdrawn/createNewWithdrawn', { UserBankAccountId: bank.id, Value: 100 });
    expect(res.statusCode).toBe(200);
    const id = res.json().Data.Id;

    const asked = await as(ana).get(receipt('withdrawal', id));
    expect(asked.statusCode).toBe(200);
    const data = asked.json().Data;
    expect(data).toMatchObject({
      Kind: 'withdrawal',
      Title: 'Comprovante de Saque',
      Amount: 100,
      Fee: 5,
      Total: 105,
      Method: 'Saque para conta bancária',
      StatusFormatted: 'Em análise',
      Payer: { Name: 'Ana Recibo', Username: 'ana.rc', Document: '***.982.247-**' },
      Payee: { Name: 'Titular Teste', Username: null, Document: '***.982.247-**' },
      BankAccount: {
        BankCode: '001',
        BankName: 'Banco do Brasil S.A.',
        Agency: '**34-5',
        Account: '***456-7',
        HolderName: 'Titular Teste',
        HolderDocument: '***.982.247-**',
      },
      PaidAt: null,
      CancelReason: null,
    });
    const shown = JSON.stringify([data.Payer, data.Payee, data.BankAccount]);
    expect(shown).not.toContain('52998224725');
    expect(shown).not.toContain('123456');

    for (const who of [bia, operator, client]) expect((await as(who).get(receipt('withdrawal', id))).statusCode, who.username).toBe(404);

    expect((await as(operator).post(`/api/admin/withdrawals/${id}/pay`)).statusCode).toBe(200);
    const paid = (await as(ana).get(receipt('withdrawal', id))).json().Data;
    expect(paid).toMatchObject({ StatusFormatted: 'Pago', StatusColor: 'green', AuthenticationCode: data.AuthenticationCode });
    const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(paid.PaidAt).toBe(row!.processedAt!.toISOString());
  });
});

describe('GET /api/users/receipts/invoice/:id', () => {
  it('paid with the balance: the invoice, the R$ 2,75 fee the ledger took, the club as payee', async () => {
    const inv = await insertInvoice(db(), { userId: ana.id, valueCents: 4_990, deliverCents: 1_000, description: 'Mensalidade de teste' });
    expect((await as(ana).get(receipt('invoice', inv.id))).statusCode).toBe(404);
    expect((await as(ana).post('/api/payments/pay/balancePayment', { InvoiceId: inv.id })).statusCode).toBe(200);

    const res = await as(ana).get(receipt('invoice', inv.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({
      Kind: 'invoice',
      Id: inv.id,
      Title: 'Comprovante de Pagamento',
      Amount: 59.9,
      Fee: 2.75,
      Total: 62.65,
      Method: 'Saldo da Conta',
      Description: 'Mensalidade de teste',
      StatusFormatted: 'Pago',
      Payer: { Name: 'Ana Recibo', Document: '***.982.247-**' },
      Payee: { Name: expect.any(String), Username: null, Document: null },
    });
    expect(res.json().Data.AuthenticationCode).toMatch(CODE);
    expect((await as(bia).get(receipt('invoice', inv.id))).statusCode).toBe(404);
  });

  it('paid by Pix: the payer the payment form named, no fee; a store client reads his own and no one else', async () => {
    const inv = await insertInvoice(db(), { userId: client.id, type: 5, valueCents: 3_790, description: 'Pedido da loja' });
    const pix = await as(client).post('/api/payments/pay/mercadoPagoPayment', {
      PaymentMethod: 1,
      Amount: 37.9,
      Description: `Pagamento da Fatura (Código ${inv.id})`,
      Email: 'cliente.rc@clube.test',
      DocumentType: 1,
      DocumentNumber: '390.533.447-05',
      InvoiceId: inv.id,
      Token: null,
      Installments: null,
      Name: 'Cliente Pagador',
    });
    expect(pix.statusCode).toBe(200);
    expect((await as(client).get(receipt('invoice', inv.id))).statusCode).toBe(404);
    const approve = await as(client).post(`/api/payments/sandbox/${encodeURIComponent(pix.json().Data.PaymentId)}/approve`);
    expect(approve.statusCode).toBe(200);

    const res = await as(client).get(receipt('invoice', inv.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({
      Amount: 37.9,
      Fee: 0,
      Total: 37.9,
      Method: 'Pix',
      Payer: { Name: 'Cliente Pagador', Username: 'cliente.rc', Document: '***.533.447-**' },
    });
    for (const who of [ana, operator]) expect((await as(who).get(receipt('invoice', inv.id))).statusCode, who.username).toBe(404);
  });
});

describe('GET /api/users/receipts/:kind/:id/pdf', () => {
  it('answers the PDF itself, named after the code; another member gets the 404 envelope', async () => {
    const id = await transferOf(ana, bia, 7.25);
    const code = (await as(ana).get(receipt('transfer', id))).json().Data.AuthenticationCode;
    const res = await as(bia).get(`${receipt('transfer', id)}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="comprovante-${code}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(1_000);

    const other = await as(caio).get(`${receipt('transfer', id)}/pdf`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject(NOT_FOUND);
  });
});
