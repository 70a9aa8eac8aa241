import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { UserType } from '@clube/contract';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helper';
import { creditMember, insertMember } from '../../seed/builders';
import { addresses, auditLog, bankAccounts, consents, invoices, ledgerEntries, ledgerAccounts, users } from '../../db/schema';
import { verifyLedger } from '../ledger';
import { personPayload } from '../registration/registration.fixtures';
import { runPrivacyHousekeeping } from './privacy.job';

const BASE = '/api/privacy';
let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
let sponsor: Row, ana: Row, bob: Row, carla: Row, admin: Row;
let staff: TestClient;
const db = () => t.database.db;

async function addAddress(userId: number, street: string) {
  await db().insert(addresses).values({ userId, zipCode: '01001-000', street, number: '1', district: 'Sé', city: 'São Paulo', state: 'SP' });
}
async function addBank(userId: number, holder: string, cpf: string) {
  await db()
    .insert(bankAccounts)
    .values({ userId, type: 1, bankCode: '001', bankName: 'Banco do Brasil', holderName: holder, holderCpf: cpf, agency: '1234', accountNumber: '99887766' });
}
async function addInvoice(userId: number, description: string) {
  await db()
    .insert(invoices)
    .values({ userId, type: 1, description, valueCents: 10000, dueDate: '2026-12-01', token: `tok-${description}` });
}

async function readyExport(c: TestClient): Promise<{ Id: number; ExpiresOn: string }> {
  const asked = await c.post(`${BASE}/requestDataExport`, {});
  expect(asked.statusCode).toBe(200);
  expect(asked.json().Message).toBe('Pedido de exportação recebido. O arquivo fica pronto em instantes.');
  // The route builds it right after answering (in this process, maybe still under way); the job
  // builds whatever is still waiting.
  for (let attempt = 0; attempt < 100; attempt++) {
    await runPrivacyHousekeeping(db());
    const mine = (await c.get(`${BASE}/getMyPrivacy`)).json().Data;
    if (mine.LatestExport.State !== 'preparing') {
      expect(mine.LatestExport.State).toBe('ready');
      return mine.LatestExport;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the export was never built');
}

function unzip(body: Buffer) {
  const files = unzipSync(new Uint8Array(body));
  return Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strFromU8(v)]));
}

beforeAll(async () => {
  t = await createTestApp();
  sponsor = await insertMember(db(), { username: 'patrocinador', password: 'senha-do-patro', regionalId: '11144477735' });
  ana = await insertMember(db(), { username: 'ana.dados', name: 'Ana Privada', password: 'senha-da-ana', sponsorId: sponsor.id, regionalId: '52998224725' });
  bob = await insertMember(db(), { username: 'bob.vizinho', name: 'Bob Vizinho', password: 'senha-do-bob', sponsorId: ana.id, regionalId: '39053344705' });
  carla = await insertMember(db(), { username: 'carla.rica', name: 'Carla Rica', password: 'senha-da-carla', sponsorId: ana.id });
  admin = await insertMember(db(), { username: 'chefe', type: UserType.Administrator, password: 'senha-do-chefe' });
  await addAddress(ana.id, 'Rua da Ana');
  await addAddress(bob.id, 'Rua do Bob');
  await addBank(ana.id, 'Ana Privada', '52998224725');
  await addBank(bob.id, 'Bob Vizinho', '39053344705');
  await addInvoice(ana.id, 'Fatura-da-Ana');
  await addInvoice(bob.id, 'Fatura-do-Bob');
  await creditMember(db(), ana.id, 1500, 1, 'Bônus-da-Ana');
  await creditMember(db(), bob.id, 2500, 1, 'Bônus-do-Bob');
  // Ana spends her balance so that her deletion can go through at once later.
  await creditMember(db(), carla.id, 9900, 1, 'Bônus-da-Carla');
  staff = await t.loginStaff('chefe', 'senha-do-chefe');
});
afterAll(() => t.close());

describe('export (docs/privacy.md#export)', () => {
  it("holds the member's data and nobody else's, as JSON and CSV, bank accounts masked", async () => {
    const c = await t.login('ana.dados', 'senha-da-ana');
    const exp = await readyExport(c);
    const res = await c.get(`${BASE}/dataExports/${exp.Id}/zip`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzip(res.rawPayload);
    for (const name of [
      'profile',
      'addresses',
      'bank_accounts',
      'invoices',
      'ledger_entries',
      'commission_lines',
      'orders_as_buyer',
      'orders_as_seller',
      'sessions',
      'consents',
      'notifications',
    ]) {
      expect(files[`${name}.json`], name).toBeDefined();
      expect(files[`${name}.csv`], name).toBeDefined();
    }
    const profile = JSON.parse(files['profile.json']!);
    expect(profile).toHaveLength(1);
    expect(profile[0]).toMatchObject({ username: 'ana.dados', name: 'Ana Privada', cpf: '52998224725', sponsor_username: 'patrocinador' });
    expect(JSON.parse(files['addresses.json']!).map((a: { street: string }) => a.street)).toEqual(['Rua da Ana']);
    const bank = JSON.parse(files['bank_accounts.json']!)[0];
    expect(bank.account_number).toBe('•••••766');
    expect(bank.holder_cpf).not.toContain('529982247');
    expect(files['invoices.csv']).toContain('Fatura-da-Ana');
    expect(files['ledger_entries.csv']).toContain('Bônus-da-Ana');
    expect(files['sessions.json']).toContain('created_at');
    // Nobody else's data: not the downline's, not the sponsor's beyond his username.
    const everything = Object.values(files).join('\n');
    for (const foreign of [
      'bob.vizinho',
      'Bob Vizinho',
      'Rua do Bob',
      '39053344705',
      'Fatura-do-Bob',
      'Bônus-do-Bob',
      'carla.rica',
      'Bônus-da-Carla',
      '11144477735',
      'senha',
    ]) {
      expect(everything, foreign).not.toContain(foreign);
    }
  });

  it('the link is his alone, and ends after 24 hours', async () => {
    const c = await t.login('bob.vizinho', 'senha-do-bob');
    const exp = await readyExport(c);
    const other = await t.login('carla.rica', 'senha-da-carla');
    const refused = await other.get(`${BASE}/dataExports/${exp.Id}/zip`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().Message).toBe('Exportação não encontrada.');
    expect((await t.client().get(`${BASE}/dataExports/${exp.Id}/zip`)).statusCode).toBe(401);

    vi.useFakeTimers({ toFake: ['Date'], now: new Date(exp.ExpiresOn).getTime() + 1_000 });
    try {
      // A session opened at the new time: only the export's clock is under test.
      const later = t.client(t.token(bob));
      const late = await later.get(`${BASE}/dataExports/${exp.Id}/zip`);
      expect(late.statusCode).toBe(410);
      expect(late.json().Message).toBe('O link desta exportação expirou. Peça uma nova exportação.');
      expect((await later.get(`${BASE}/getMyPrivacy`)).json().Data.LatestExport.State).toBe('expired');
      expect((await runPrivacyHousekeeping(db())).purgedFiles).toBeGreaterThanOrEqual(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('bad ids are a 4xx', async () => {
    const c = await t.login('bob.vizinho', 'senha-do-bob');
    expect((await c.get(`${BASE}/dataExports/abc/zip`)).statusCode).toBe(400);
    expect((await c.get(`${BASE}/dataExports/999999/zip`)).statusCode).toBe(404);
  });
});

describe('consents (docs/privacy.md#consents)', () => {
  it('registration records the contract version, time, IP, user agent and the SHA-256 of its text', async () => {
    const contract = (await t.client().get('/api/configurations/getContract')).json().Data;
    expect(contract.Version).toBe(1);
    expect(contract.Hash).toMatch(/^[0-9a-f]{64}$/);
    const res = await t.client().request({
      method: 'POST',
      url: '/api/users/registerUser',
      payload: personPayload({ Username: 'nova.socia', Email: 'nova@clube.test', RegionalId: '987.654.321-00', SponsorUsername: 'patrocinador' }),
      headers: { 'user-agent': 'Navegador de Teste 1.0' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().Data.Id;
    const [row] = await db().select().from(consents).where(eq(consents.userId, id));
    expect(row).toMatchObject({ kind: 'contract', granted: true, version: 1, textHash: contract.Hash, userAgent: 'Navegador de Teste 1.0', ip: '127.0.0.1' });
    expect(row!.createdAt).toBeInstanceOf(Date);
    // The text is kept by version, readable later.
    expect((await t.client().get(`${BASE}/contract?version=1`)).json().Data).toEqual({ Version: 1, Text: contract.Text, Hash: contract.Hash });
  });

  it('a changed contract text gets the next version; the old text stays readable', async () => {
    const general = (await staff.get('/api/configurations/getSCGeneral')).json().Data;
    const old = general.ContractText;
    const saved = await staff.put('/api/configurations/updateSCGeneral', {
      ...general,
      ContractText: 'Contrato novo.',
      ContractVersion: 99,
      DpoName: 'Dra. Encarregada',
      DpoContact: 'dpo@clube.test',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().Data).toMatchObject({ ContractVersion: 2, DpoName: 'Dra. Encarregada', DpoContact: 'dpo@clube.test' });
    expect((await t.client().get(`${BASE}/contract`)).json().Data.Version).toBe(2);
    expect((await t.client().get(`${BASE}/contract?version=1`)).json().Data.Text).toBe(old);
    expect((await t.client().get(`${BASE}/contract?version=7`)).statusCode).toBe(404);
    const again = await staff.put('/api/configurations/updateSCGeneral', { ...saved.json().Data });
    expect(again.json().Data.ContractVersion).toBe(2);
  });

  it('marketing channels are separate opt-ins with a history; a revoked push opt-in sends no push', async () => {
    const c = await t.login('carla.rica', 'senha-da-carla');
    expect((await c.get(`${BASE}/getMyPrivacy`)).json().Data.Marketing).toEqual({ Push: true, Email: false, WhatsApp: false });
    const on = await c.post(`${BASE}/setMarketingConsent`, { Channel: 'email', Granted: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().Data.Marketing).toEqual({ Push: true, Email: true, WhatsApp: false });
    await c.post(`${BASE}/setMarketingConsent`, { Channel: 'email', Granted: false });
    await c.post(`${BASE}/setMarketingConsent`, { Channel: 'email', Granted: false });
    const off = await c.post(`${BASE}/setMarketingConsent`, { Channel: 'push', Granted: false });
    expect(off.json().Data.Marketing).toEqual({ Push: false, Email: false, WhatsApp: false });
    const history = off.json().Data.Consents.map((x: { Kind: string; Granted: boolean }) => `${x.Kind}:${x.Granted}`);
    expect(history).toEqual(['push:false', 'email:false', 'email:true']);

    const bad = await c.post(`${BASE}/setMarketingConsent`, { Channel: 'sms', Granted: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toBe('Canal inválido.');

    const { ofUsers } = await import('../notifications/push.repository');
    await db().execute(
      sql`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES (${carla.id}, 'https://push.test/carla', 'k', 'a'), (${bob.id}, 'https://push.test/bob', 'k', 'a')`,
    );
    expect((await ofUsers(db(), [carla.id, bob.id])).map((s) => s.userId)).toEqual([bob.id]);
  });
});

describe('other rights (docs/privacy.md#requests)', () => {
  it('are filed in words with a 15-day deadline; bad input is a 400 that records nothing', async () => {
    const c = await t.login('bob.vizinho', 'senha-do-bob');
    const empty = await c.post(`${BASE}/requestOtherRight`, { Kind: 'access', Detail: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Message).toBe('Descreva o seu pedido.');
    expect((await c.post(`${BASE}/requestOtherRight`, { Kind: 'deletion', Detail: 'x' })).statusCode).toBe(400);
    expect((await c.post(`${BASE}/requestOtherRight`, { Kind: 'access', Detail: 'x', Extra: 1 })).statusCode).toBe(400);
    const before = (await c.get(`${BASE}/getMyPrivacy`)).json().Data.Requests.length;
    const res = await c.post(`${BASE}/requestOtherRight`, { Kind: 'information', Detail: 'Com quem meus dados são compartilhados?' });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({
      Kind: 'information',
      KindFormatted: 'Informação sobre compartilhamento',
      Status: 'open',
      StatusFormatted: 'Aberto',
    });
    expect(new Date(res.json().Data.DueOn).getTime() - new Date(res.json().Data.CreatedOn).getTime()).toBe(15 * 24 * 3600 * 1000);
    expect((await c.get(`${BASE}/getMyPrivacy`)).json().Data.Requests.length).toBe(before + 1);
    const queued = (await staff.get('/api/admin/privacy/requests?Status=open')).json().Data;
    expect(queued.some((r: { Id: number }) => r.Id === res.json().Data.Id)).toBe(true);
    expect((await staff.get('/api/admin/privacy/requests?Status=nada')).statusCode).toBe(400);
  });
});

describe('deletion (docs/privacy.md#deletion)', () => {
  it("an operator's 'entrar como sócio' session cannot ask for the member's deletion", async () => {
    const issued = (await staff.post(`/api/admin/users/${bob.id}/accessToken`)).json().Data;
    const login = await t.client().post('/api/accounts/token/getAuthToken', { Username: 'bob.vizinho', AccessToken: issued.AccessToken, UserType: 2 });
    expect(login.statusCode, login.body).toBe(200);
    const asOperator = t.client(login.json().Data.AccessToken);
    const res = await asOperator.post(`${BASE}/requestDeletion`, { Confirm: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe('A exclusão dos dados só pode ser pedida pelo próprio titular.');
    expect((await db().select().from(users).where(eq(users.id, bob.id)))[0]!.anonymizedAt).toBeNull();
  });

  it('with money pending the request goes to the operator queue, with its 15-day deadline; refusing needs a reason; all audited', async () => {
    const c = await t.login('carla.rica', 'senha-da-carla');
    expect((await c.post(`${BASE}/requestDeletion`, {})).statusCode).toBe(400);
    const res = await c.post(`${BASE}/requestDeletion`, { Confirm: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Message: 'Pedido de exclusão registrado. O Encarregado de dados o atende em até 15 dias.',
      Data: { Anonymized: false },
    });
    expect((await c.post(`${BASE}/requestDeletion`, { Confirm: true })).statusCode).toBe(409);
    expect((await c.get('/api/accounts/authUser/getAuthUserData')).statusCode).toBe(200);

    const queue = (await staff.get('/api/admin/privacy/requests')).json().Data;
    const item = queue.find((r: { Username: string; Kind: string }) => r.Username === 'carla.rica' && r.Kind === 'deletion');
    expect(item).toMatchObject({ Status: 'open', StatusFormatted: 'Aberto', Overdue: false });
    expect(new Date(item.DueOn).getTime() - new Date(item.CreatedOn).getTime()).toBe(15 * 24 * 3600 * 1000);
    // A member cannot reach the queue.
    expect((await c.get('/api/admin/privacy/requests')).statusCode).toBe(403);

    vi.useFakeTimers({ toFake: ['Date'], now: new Date(item.DueOn).getTime() + 60_000 });
    try {
      const late = (await t.client(t.token(admin)).get('/api/admin/privacy/requests?Status=open')).json().Data;
      expect(late.find((r: { Id: number }) => r.Id === item.Id).Overdue).toBe(true);
    } finally {
      vi.useRealTimers();
    }

    const url = `/api/admin/privacy/requests/${item.Id}/handle`;
    expect((await staff.post(url, { Action: 'conclude' })).json().Message).toBe(
      'O titular ainda tem saldo ou saque pendente: pague ou recuse antes de concluir a exclusão.',
    );
    expect((await staff.post(url, { Action: 'refuse' })).statusCode).toBe(400);
    expect((await staff.post(url, { Action: 'start' })).json().Data.Status).toBe('in_progress');
    const refused = await staff.post(url, { Action: 'refuse', Reason: 'Saldo a sacar antes da exclusão.' });
    expect(refused.json().Data).toMatchObject({ Status: 'refused', RefusalReason: 'Saldo a sacar antes da exclusão.', HandledBy: 'chefe' });
    expect((await staff.post(url, { Action: 'start' })).statusCode).toBe(409);
    expect((await staff.post('/api/admin/privacy/requests/999999/handle', { Action: 'start' })).statusCode).toBe(404);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `privacyRequest:${item.Id}`));
    expect(audit.map((a) => a.action)).toEqual(['privacy.requestDeletion', 'privacy.requests.start', 'privacy.requests.refuse']);
    expect(audit[2]).toMatchObject({ actorId: admin.id, reason: 'Saldo a sacar antes da exclusão.' });
  });

  it('without money: anonymized at once, no sign-in works, records and network stay, the ledger verifies', async () => {
    // Ana's balance leaves her wallet first (a withdrawal paid, as far as the ledger goes).
    const [acct] = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, ana.id));
    await db().transaction(async (tx) => {
      const { post, SystemAccount } = await import('../ledger');
      await post(tx, {
        kind: 'withdrawal',
        idempotencyKey: `test:payout:${ana.id}`,
        description: 'Saque pago',
        legs: [
          { member: ana.id, amountCents: -acct!.balanceCents },
          { system: SystemAccount.BonusExpense, amountCents: acct!.balanceCents },
        ],
      });
    });
    // An operator's one-use "entrar como sócio" token issued before the deletion dies with it.
    const issued = await staff.post(`/api/admin/users/${ana.id}/accessToken`);
    expect(issued.statusCode, issued.body).toBe(200);
    const token = issued.json().Data;
    const c = await t.login('ana.dados', 'senha-da-ana');
    const other = await t.login('ana.dados', 'senha-da-ana');
    const res = await c.post(`${BASE}/requestDeletion`, { Confirm: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ Message: 'Seus dados foram anonimizados. Sua sessão foi encerrada.', Data: { Anonymized: true } });

    expect((await c.get('/api/accounts/authUser/getAuthUserData')).statusCode).toBe(401);
    expect((await other.get('/api/accounts/authUser/getAuthUserData')).statusCode).toBe(401);
    const login = await t.client().post('/api/accounts/token/getAuthToken', { Username: 'ana.dados', Password: 'senha-da-ana', UserType: 2 });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expect(login.statusCode).toBeLessThan(500);
    const byEmail = await t.client().post('/api/accounts/token/getAuthToken', { Email: 'ana.dados@clube.test', Password: 'senha-da-ana', UserType: 2 });
    expect(byEmail.statusCode).toBeGreaterThanOrEqual(400);
    const tokenLogin = await t.client().post('/api/accounts/token/getAuthToken', { Username: 'ana.dados', AccessToken: token.AccessToken, UserType: 2 });
    expect(tokenLogin.statusCode).toBeGreaterThanOrEqual(400);

    const [u] = await db().select().from(users).where(eq(users.id, ana.id));
    expect(u).toMatchObject({
      name: `Titular anonimizado #${ana.id}`,
      passwordHash: null,
      regionalId: null,
      cnpj: null,
      phoneOne: null,
      birthday: null,
      sponsorId: sponsor.id,
    });
    expect(u!.username).not.toContain('ana');
    expect(u!.email).toMatch(/@anonimizado\.invalid$/);
    expect(await db().select().from(addresses).where(eq(addresses.userId, ana.id))).toEqual([]);
    const [bank] = await db().select().from(bankAccounts).where(eq(bankAccounts.userId, ana.id));
    expect(bank).toMatchObject({ holderName: `Titular anonimizado #${ana.id}`, holderCpf: '', accountNumber: null, agency: null });
    // Kept for 5 years: invoices and ledger entries, under the same id; the downline keeps its sponsor.
    // Her unpaid invoice is cancelled (nobody can pay it now), and kept.
    expect((await db().select().from(invoices).where(eq(invoices.userId, ana.id))).map((i) => [i.description, i.status])).toEqual([['Fatura-da-Ana', 0]]);
    expect((await db().select().from(ledgerEntries).where(eq(ledgerEntries.accountId, acct!.id))).length).toBeGreaterThan(0);
    expect((await db().select({ s: users.sponsorId }).from(users).where(eq(users.id, bob.id)))[0]!.s).toBe(ana.id);
    expect(await verifyLedger(db())).toEqual([]);
    // Bob's data untouched.
    expect((await db().select().from(addresses).where(eq(addresses.userId, bob.id))).length).toBe(1);
  });

  it('the 5-year term ends on 1 January of the sixth year: the consents and notifications go, the money records stay', async () => {
    const [u] = await db().select().from(users).where(eq(users.id, ana.id));
    const year = u!.anonymizedAt!.getUTCFullYear();
    expect((await runPrivacyHousekeeping(db(), () => new Date(Date.UTC(year + 5, 11, 30)))).erasedMembers).toBe(0);
    expect((await runPrivacyHousekeeping(db(), () => new Date(Date.UTC(year + 6, 0, 2, 12)))).erasedMembers).toBe(1);
    expect(await db().select().from(consents).where(eq(consents.userId, ana.id))).toEqual([]);
    expect((await db().select().from(invoices).where(eq(invoices.userId, ana.id))).length).toBe(1);
    expect(await verifyLedger(db())).toEqual([]);
  });
});
