import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EarningCategory, Permission, STAFF_ROLE_IDS, UserType } from '@clube/contract';
import { buildApp } from '../../app';
import { createTestApp, TEST_DB, type TestApp, type TestClient } from '../../../test/helper';
import { creditMember, insertMember } from '../../seed/builders';
import { bankAccounts, gatewayPayments, sessions, users, userTokens } from '../../db/schema';
import { insertInvoice, invoicesOf } from '../payments/payments.fixtures';
import { insertBankAccount, moneySnapshot, setWithdrawalConfig } from '../withdrawals/withdrawals.fixtures';

const ME = '/api/accounts/authUser/getAuthUserData';
const REFUSED = 'Sessão de operador (entrar como sócio): movimentações financeiras não são permitidas. O próprio sócio deve realizá-las.';
let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
let admin: Row, edu: Row, bia: Row;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  admin = await insertMember(db(), { username: 'operador', type: UserType.Administrator, password: 'senha-do-operador' });
  edu = await insertMember(db(), { username: 'edu', password: 'senha-do-edu' });
  bia = await insertMember(db(), { username: 'bia' });
  await creditMember(db(), edu.id, 50_000, EarningCategory.Adesao, 'Bônus');
  await setWithdrawalConfig(db(), { WithdrawTaxAmount: 5, MinimalWithdraw: 10, WithdrawIsActive: 1, WithdrawDay: 0 });
});
afterAll(() => t.close());

/** "Entrar como sócio": the administrator issues a one-use token and the token login opens the session. */
async function operatorSessionAs(member: Row): Promise<TestClient> {
  const operator = await t.loginStaff('operador', 'senha-do-operador');
  const issued = await operator.post(`/api/admin/users/${member.id}/accessToken`);
  expect(issued.statusCode).toBe(200);
  const login = await t
    .client()
    .post('/api/accounts/token/getAuthToken', { AccessToken: issued.json().Data.AccessToken, Username: member.username, UserType: 2 });
  expect(login.statusCode).toBe(200);
  return t.client(login.json().Data.AccessToken);
}

const sidOf = (c: TestClient) => (JSON.parse(Buffer.from(c.token!.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
const bankAccountsOf = async (userId: number) => (await db().select().from(bankAccounts).where(eq(bankAccounts.userId, userId))).map((b) => JSON.stringify(b));
const paymentsCount = async () => Number((await db().select({ n: count() }).from(gatewayPayments))[0]!.n);

const bankBody = (over: Record<string, unknown> = {}) => ({
  Type: 1,
  BankCode: '001',
  HolderName: 'Operador Intruso',
  HolderCPF: '111.444.777-35',
  Agency: '9999',
  AgencyDigit: '1',
  AccountNumber: '11111',
  AccountNumberDigit: '1',
  AccountVariation: null,
  Notes: null,
  UserPix: [],
  ...over,
});
const pixBody = (invoiceId: number, amount: number) => ({
  PaymentMethod: 1,
  Amount: amount,
  Description: `Pagamento da Fatura (Código ${invoiceId})`,
  Email: 'edu@clube.test',
  DocumentType: 1,
  DocumentNumber: '111.444.777-35',
  InvoiceId: invoiceId,
  Token: null,
  Installments: null,
  Name: 'Edu Souza',
});

describe('operator sessions ("entrar como sócio")', () => {
  it("the token login opens a session that remembers the operator and reads the member's data", async () => {
    const c = await operatorSessionAs(edu);
    const me = await c.get(ME);
    expect(me.statusCode).toBe(200);
    expect(me.json().Data.User.Id).toBe(edu.id);
    expect((await c.get('/api/users/bankAccount/getAllUserBankAccounts')).statusCode).not.toBe(403);
    const [row] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.id, sidOf(c)));
    expect(row).toMatchObject({ userId: edu.id, impersonatorId: admin.id, revokedAt: null });
    const [token] = await db().select().from(userTokens).where(eq(userTokens.userId, edu.id));
    expect(token!.issuedBy).toBe(admin.id);
  });

  it('every money endpoint answers 403 in pt-BR and nothing changes; the member himself may', async () => {
    const bank = await insertBankAccount(db(), edu.id);
    const invoice = await insertInvoice(db(), { userId: edu.id, type: 4, valueCents: 2_000 });
    // A Pix attempt the member opened himself, for the operator to try to approve.
    const own = await t.login('edu', 'senha-do-edu');
    const pix = await own.post('/api/payments/pay/mercadoPagoPayment', pixBody(invoice.id, 20));
    expect(pix.statusCode).toBe(200);
    const paymentId = pix.json().Data.PaymentId as string;

    const c = await operatorSessionAs(edu);
    const before = {
      money: await moneySnapshot(db(), [edu.id, bia.id]),
      invoices: (await invoicesOf(db(), edu.id)).map((i) => `${i.id}:${i.status}`),
      banks: await bankAccountsOf(edu.id),
      payments: await paymentsCount(),
    };
    const attempts: Array<[string, () => ReturnType<TestClient['post']>]> = [
      ['balancePayment', () => c.post('/api/payments/pay/balancePayment', { InvoiceId: invoice.id })],
      ['mercadoPagoPayment', () => c.post('/api/payments/pay/mercadoPagoPayment', pixBody(invoice.id, 20))],
      ['sandbox approve', () => c.post(`/api/payments/sandbox/${paymentId}/approve`)],
      ['createNewUserTransfer', () => c.post('/api/users/transfers/createNewUserTransfer', { ToUserId: bia.id, Value: 100, WalletType: 1 })],
      ['createNewWithdrawn', () => c.post('/api/users/withdrawn/createNewWithdrawn', { UserBankAccountId: bank.id, Value: 100 })],
      ['createNewUserBankAccount', () => c.post('/api/users/bankAccount/createNewUserBankAccount', bankBody())],
      ['updateUserBankAccount', () => c.put('/api/users/bankAccount/updateUserBankAccount', bankBody({ Id: bank.id }))],
    ];
    for (const [name, attempt] of attempts) {
      const res = await attempt();
      expect(res.statusCode, name).toBe(403);
      expect(res.json(), name).toEqual({ IsSuccess: false, Message: REFUSED, Data: null });
    }
    expect({
      money: await moneySnapshot(db(), [edu.id, bia.id]),
      invoices: (await invoicesOf(db(), edu.id)).map((i) => `${i.id}:${i.status}`),
      banks: await bankAccountsOf(edu.id),
      payments: await paymentsCount(),
    }).toEqual(before);
    // Still a working session for reading.
    expect((await c.get(ME)).statusCode).toBe(200);

    // The same requests from the member's own session move money: the refusal is the operator's alone.
    const transfer = await own.post('/api/users/transfers/createNewUserTransfer', { ToUserId: bia.id, Value: 100, WalletType: 1 });
    expect(transfer.statusCode).toBe(200);
    expect((await own.post('/api/payments/pay/balancePayment', { InvoiceId: invoice.id })).statusCode).toBe(200);
    expect((await moneySnapshot(db(), [edu.id, bia.id])).balances).toEqual([before.money.balances[0]! - 10_000 - 2_275, before.money.balances[1]! + 10_000]);
  });

  it("a password change made in an operator session answers a session that is still the operator's", async () => {
    const c = await operatorSessionAs(edu);
    const form = { Name: 'Edu Souza', Birthday: '1985-06-20', Gender: 1, PhoneOne: '11 91111-2222', PhoneTwo: '', Language: 'pt-BR' };
    const res = await c.put('/api/accounts/authUser/updateUser', { ...form, Password: 'nova-senha-do-edu', CurrentPassword: 'senha-do-edu' });
    expect(res.statusCode).toBe(200);
    const fresh = t.client(res.json().Data.AccessToken);
    expect((await fresh.get(ME)).statusCode).toBe(200);
    const [row] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.id, sidOf(fresh)));
    expect(row!.impersonatorId).toBe(admin.id);
    const transfer = await fresh.post('/api/users/transfers/createNewUserTransfer', { ToUserId: bia.id, Value: 1, WalletType: 1 });
    expect(transfer.statusCode).toBe(403);
    expect(transfer.json().Message).toBe(REFUSED);
  });

  it('refuses before reading the body: a malformed money request from an operator is still 403, not 400', async () => {
    const c = await operatorSessionAs(edu);
    const res = await c.post('/api/users/transfers/createNewUserTransfer', { Nada: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe(REFUSED);
  });
});

describe(`an operator session ends with its operator's hold on it (${TEST_DB})`, () => {
  const EXPIRED = 'Sessão expirada ou inválida. Entre novamente.';
  const TOKEN_REFUSED = 'Token de acesso inválido ou expirado.';
  let lia: Row;
  let other: FastifyInstance;

  beforeAll(async () => {
    lia = await insertMember(db(), { username: 'lia', password: 'senha-da-lia' });
    await insertMember(db(), { username: 'dona', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Owner, password: 'senha-da-dona' });
    // A second API instance on the same database, with its own auth cache: what the first one
    // changes must reach it too (docs/security.md, "The auth cache").
    other = await buildApp({ database: t.database, config: t.config, logger: false });
    await other.ready();
  });
  afterAll(() => other.close());

  const onOther = (c: TestClient) => other.inject({ method: 'GET', url: ME, headers: { authorization: `Bearer ${c.token}` } });
  const exchange = (accessToken: string, member: Row) =>
    t.client().post('/api/accounts/token/getAuthToken', { AccessToken: accessToken, Username: member.username, UserType: 2 });

  /**
   * A Support operator with a member session opened through his one-use token (read on both
   * instances, so each has it cached) and a second token issued but not yet exchanged.
   */
  async function supportWithSession(username: string) {
    const operator = await insertMember(db(), { username, type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Support, password: 'senha-do-suporte' });
    const console = await t.loginStaff(username, 'senha-do-suporte');
    const issue = async () => {
      const res = await console.post(`/api/admin/users/${lia.id}/accessToken`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().Data.AccessToken as string;
    };
    const login = await exchange(await issue(), lia);
    expect(login.statusCode, login.body).toBe(200);
    const session = t.client(login.json().Data.AccessToken);
    for (let i = 0; i < 2; i++) {
      expect((await session.get(ME)).statusCode).toBe(200);
      expect((await onOther(session)).statusCode).toBe(200);
    }
    return { operator, session, pending: await issue() };
  }

  async function expectEnded(session: TestClient, pending: string) {
    // The other instance judges on what it heard: wait until it has heard everything committed.
    await other.authSettled();
    for (const res of [await session.get(ME), await onOther(session)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ IsSuccess: false, Message: EXPIRED, Data: null });
    }
    const late = await exchange(pending, lia);
    expect([late.statusCode, late.json().Message]).toEqual([401, TOKEN_REFUSED]);
  }

  it('blocking the operator ends his member session on every instance and his pending token; unblocking him revives neither', async () => {
    const { operator, session, pending } = await supportWithSession('suporte.bloqueado');
    const ownerConsole = await t.loginStaff('dona', 'senha-da-dona');
    const block = await ownerConsole.post(`/api/admin/staff/${operator.id}/status`, { Status: 3, Reason: 'Desligado da equipe.' });
    expect(block.statusCode, block.body).toBe(200);
    await expectEnded(session, pending);
    // The member's own sessions are not the operator's: they go on.
    expect((await (await t.login('lia', 'senha-da-lia')).get(ME)).statusCode).toBe(200);

    const unblock = await ownerConsole.post(`/api/admin/staff/${operator.id}/status`, { Status: 1 });
    expect(unblock.statusCode, unblock.body).toBe(200);
    await expectEnded(session, pending);
  });

  it("a role change that takes 'entrar como sócio' away ends them the same way", async () => {
    const { operator, session, pending } = await supportWithSession('suporte.financeiro');
    const ownerConsole = await t.loginStaff('dona', 'senha-da-dona');
    const change = await ownerConsole.post(`/api/admin/staff/${operator.id}/role`, { Role: 'Finance', Reason: 'Mudou de área.' });
    expect(change.statusCode, change.body).toBe(200);
    await expectEnded(session, pending);
  });

  it('so does a change made straight in the database (no token version moved): the permission removed, or the operator blocked', async () => {
    const first = await supportWithSession('suporte.sql.a');
    await db()
      .update(users)
      .set({ rolesIds: sql`array_remove(${users.rolesIds}, ${Permission.CONSOLE_SUPPORT})` })
      .where(eq(users.id, first.operator.id));
    await t.app.authSettled();
    await expectEnded(first.session, first.pending);

    const second = await supportWithSession('suporte.sql.b');
    await db().update(users).set({ status: 3 }).where(eq(users.id, second.operator.id));
    await t.app.authSettled();
    await expectEnded(second.session, second.pending);
  });

  it("the operator's own 'sair de todos os dispositivos' ends the sessions he opened as well", async () => {
    const { session, pending } = await supportWithSession('suporte.saiu');
    const console = await t.loginStaff('suporte.saiu', 'senha-do-suporte');
    expect((await console.post('/api/accounts/authUser/logoutAllDevices')).statusCode).toBe(200);
    await expectEnded(session, pending);
  });

  it('an operator who keeps his hold keeps his session, and his pending token still opens one', async () => {
    const { session, pending } = await supportWithSession('suporte.fica');
    // Another administrator's block changes nothing for him.
    const ownerConsole = await t.loginStaff('dona', 'senha-da-dona');
    const bystander = await insertMember(db(), { username: 'suporte.outro', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Support });
    expect((await ownerConsole.post(`/api/admin/staff/${bystander.id}/status`, { Status: 3, Reason: 'Outro caso.' })).statusCode).toBe(200);
    await other.authSettled();
    expect((await session.get(ME)).statusCode).toBe(200);
    expect((await onOther(session)).statusCode).toBe(200);
    expect((await exchange(pending, lia)).statusCode).toBe(200);
  });
});
