import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { EarningCategory, messages, UserType } from '@clube/contract';
import type { AccountLinkRequest, SecondaryAccount } from '@clube/contract/network';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helper';
import { accountLinks, auditLog, transfers, users } from '../../db/schema';
import { creditMember, insertMember } from '../../seed/builders';
import { companyPayload, personPayload } from '../registration/registration.fixtures';

const REGISTER = '/api/users/registerUser';
const SECONDARY = '/api/users/network/secondary-accounts';
const REQUESTS = '/api/users/network/secondary-accounts/requests';
const BY_TOKEN = '/api/users/network/secondary-accounts/confirmByToken';
const USERS = '/api/users/getAllUsers';
const confirmUrl = (id: number | string) => `${REQUESTS}/${id}/confirm`;
const refuseUrl = (id: number | string) => `${REQUESTS}/${id}/refuse`;

// Each scenario gets its own CPF, so the scenarios do not see each other's requests.
const CPFS = ['52998224725', '11144477735', '39053344705', '12345678909', '98765432100', '71428793860', '45317828791'];
const masked = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

let t: TestApp;
const db = () => t.database.db;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: { id: number; type: number; tokenVersion: number }) => t.client(t.app.issueAccessToken(u).token);

async function userNamed(username: string) {
  const [row] = await db().select().from(users).where(eq(users.username, username));
  return row!;
}

/** Registers through the real call (no plans: Ativo at once) and answers the raw answer and a client of the new account. */
async function register(username: string, over: Record<string, unknown>) {
  const res = await t.client().post(REGISTER, personPayload({ Username: username, Email: `${username}@novo.test`, Name: `Nome ${username}`, ...over }));
  expect(res.statusCode, res.body).toBe(200);
  const row = await userNamed(username);
  return { res, row, client: as(row) };
}

const usernamesOf = async (c: TestClient) => ((await c.post(SECONDARY, { SecondaryAccount: true })).json().Data as SecondaryAccount[]).map((a) => a.Username);
const requestsOf = async (c: TestClient) => (await c.get(REQUESTS)).json().Data as AccountLinkRequest[];
const linkOf = async (secondaryId: number) => (await db().select().from(accountLinks).where(eq(accountLinks.secondaryId, secondaryId)))[0];
const auditOf = (action: string, secondaryId: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, `user:${secondaryId}`)));
/** The token of the link e-mailed to `to`, the newest first. */
function mailedToken(to: string): string {
  const mail = [...t.mails].reverse().find((m) => m.to === to && m.subject === messages.accountLinkMailSubject);
  expect(mail, `no link e-mail to ${to}`).toBeDefined();
  const match = /\/account-link\?token=([A-Za-z0-9_-]+)/.exec(mail!.text);
  return decodeURIComponent(match![1]!);
}

let sponsor: Row;
beforeAll(async () => {
  t = await createTestApp();
  sponsor = await insertMember(db(), { username: 'patrocinador' });
});
afterAll(() => t.close());

async function holder(cpf: string, username: string) {
  const row = await insertMember(db(), { username, name: `Titular ${username}`, email: `${username}@titular.test`, regionalId: cpf, sponsorId: sponsor.id });
  return { row, client: as(row) };
}

describe('registering with a CPF already in use', () => {
  it('answers exactly as with a new CPF, and neither side sees the other', async () => {
    const victim = await holder(CPFS[0]!, 'vitima');
    const mailsBefore = t.mails.length;
    const intruder = await register('intruso', { RegionalId: masked(CPFS[0]!) });
    const fresh = await register('novato', { RegionalId: masked(CPFS[6]!) });

    // The same answer, field by field, but for the new account's own id and username.
    const strip = (b: { Data: Record<string, unknown> }) => ({ ...b, Data: { ...b.Data, Id: 0, Username: '' } });
    expect(strip(intruder.res.json())).toEqual(strip(fresh.res.json()));
    expect(intruder.res.json()).toEqual({
      IsSuccess: true,
      Message: messages.registrationSuccess,
      Data: { Id: intruder.row.id, Username: 'intruso', InvoiceToken: null },
    });
    expect(Object.keys(intruder.res.headers).sort()).toEqual(Object.keys(fresh.res.headers).sort());

    // The new account: nothing of the holder, in 'Minhas Contas', in the user search or as a request.
    expect(await usernamesOf(intruder.client)).toEqual([]);
    expect((await intruder.client.post(USERS, { PaginationSettings: { Page: 1, RowsPerPage: 50 }, SecondaryAccount: true })).json().Data).toEqual([]);
    expect(await requestsOf(intruder.client)).toEqual([]);
    // The holder: no linked account yet, one pending request naming only the username and the date.
    expect(await usernamesOf(victim.client)).toEqual([]);
    const requests = await requestsOf(victim.client);
    expect(requests).toEqual([{ Id: expect.any(Number), Username: 'intruso', Created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }]);

    // One e-mail, to the holder alone, with a one-use link and no data of the new account but its username.
    await new Promise((r) => setTimeout(r, 10));
    const sent = t.mails.slice(mailsBefore);
    expect(sent.map((m) => [m.to, m.subject])).toEqual([['vitima@titular.test', messages.accountLinkMailSubject]]);
    expect(sent[0]!.text).toContain('http://localhost:3000/account-link?token=');
    expect(sent[0]!.text).toContain('intruso');
    expect(sent[0]!.text).not.toContain('intruso@novo.test');
    expect(sent[0]!.text).not.toContain('Nome intruso');
    expect(await linkOf(fresh.row.id)).toBeUndefined();
  });

  it('asks the primary of a CNPJ the same way', async () => {
    const company = await insertMember(db(), { username: 'empresa.mae', personType: 2, sponsorId: sponsor.id });
    await db().update(users).set({ cnpj: '11222333000181' }).where(eq(users.id, company.id));
    const res = await t.client().post(REGISTER, companyPayload({ Username: 'empresa.filial', Email: 'filial@empresa.test' }));
    expect(res.statusCode).toBe(200);
    expect(await requestsOf(as(company))).toEqual([expect.objectContaining({ Username: 'empresa.filial' })]);
  });
});

describe('the primary confirms', () => {
  it('from his office: both sides see each other, audited, the e-mail link dies, the transfer to the primary is category 10', async () => {
    const primary = await holder(CPFS[1]!, 'principal');
    const second = await register('segunda', { RegionalId: CPFS[1] });
    await creditMember(db(), second.row.id, 10_000, EarningCategory.Adesao, 'bônus');
    const token = mailedToken('principal@titular.test');
    const [request] = await requestsOf(primary.client);

    // Not linked yet: an ordinary transfer.
    const early = await second.client.post('/api/users/transfers/createNewUserTransfer', { ToUserId: primary.row.id, Value: 1, WalletType: 1 });
    expect((await db().select().from(transfers).where(eq(transfers.id, early.json().Data.Id)))[0]!.category).toBe(EarningCategory.Transferencia);

    const res = await primary.client.post(confirmUrl(request!.Id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ IsSuccess: true, Message: messages.accountLinkConfirmed, Data: null });

    expect(await usernamesOf(primary.client)).toEqual(['segunda']);
    const fromSecond = (await second.client.post(SECONDARY, {})).json().Data as SecondaryAccount[];
    expect(fromSecond).toEqual([
      expect.objectContaining({ Username: 'principal', Name: 'Titular principal', Email: 'principal@titular.test', IsPrimary: true }),
    ]);
    expect(await requestsOf(primary.client)).toEqual([]);
    const [audit] = await auditOf('accountLinks.confirm', second.row.id);
    expect(audit).toMatchObject({ actorId: primary.row.id, after: { PrimaryId: primary.row.id, SecondaryId: second.row.id, Status: 2 } });

    // Answered: the e-mailed link and a second answer do nothing more.
    expect((await t.client().post(BY_TOKEN, { Token: token })).json()).toMatchObject({ IsSuccess: false, Message: messages.accountLinkTokenInvalid });
    expect((await primary.client.post(refuseUrl(request!.Id))).statusCode).toBe(404);
    expect((await linkOf(second.row.id))!.status).toBe(2);

    const linked = await second.client.post('/api/users/transfers/createNewUserTransfer', { ToUserId: primary.row.id, Value: 2, WalletType: 1 });
    expect(linked.statusCode).toBe(200);
    expect((await db().select().from(transfers).where(eq(transfers.id, linked.json().Data.Id)))[0]!.category).toBe(EarningCategory.SecondaryToPrimary);
  });

  it('by the e-mailed link, once, without signing in', async () => {
    const primary = await holder(CPFS[2]!, 'dono.email');
    const second = await register('pelo.email', { RegionalId: CPFS[2] });
    const token = mailedToken('dono.email@titular.test');

    const res = await t.client().post(BY_TOKEN, { Token: token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ IsSuccess: true, Message: messages.accountLinkConfirmed, Data: null });
    expect(await usernamesOf(primary.client)).toEqual(['pelo.email']);
    expect(await usernamesOf(second.client)).toEqual(['dono.email']);
    const [audit] = await auditOf('accountLinks.confirm', second.row.id);
    expect(audit).toMatchObject({ actorId: primary.row.id, data: { Via: 'email' } });

    const again = await t.client().post(BY_TOKEN, { Token: token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ IsSuccess: false, Message: messages.accountLinkTokenInvalid });
    expect(await auditOf('accountLinks.confirm', second.row.id)).toHaveLength(1);
  });

  it('an expired link confirms nothing; the request still waits in the office', async () => {
    const primary = await holder(CPFS[3]!, 'dono.atrasado');
    const second = await register('link.vencido', { RegionalId: CPFS[3] });
    const token = mailedToken('dono.atrasado@titular.test');
    await db()
      .update(accountLinks)
      .set({ tokenExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountLinks.secondaryId, second.row.id));

    const res = await t.client().post(BY_TOKEN, { Token: token });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(messages.accountLinkTokenInvalid);
    expect((await linkOf(second.row.id))!.status).toBe(1);
    expect(await usernamesOf(second.client)).toEqual([]);
    expect(await requestsOf(primary.client)).toHaveLength(1);
  });

  it('refuses a made-up or malformed token with the same message', async () => {
    for (const Token of ['x'.repeat(43), 'abc']) {
      const res = await t.client().post(BY_TOKEN, { Token });
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe(messages.accountLinkTokenInvalid);
    }
    for (const body of [{}, { Token: '' }, { Token: 42 }, { Token: 'a\u0000b' }, { Token: 'x', Extra: 1 }]) {
      const res = await t.client().post(BY_TOKEN, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().IsSuccess).toBe(false);
    }
  });

  it('an answer from the office and the link at once: exactly one wins', async () => {
    const primary = await holder(CPFS[4]!, 'dono.corrida');
    const second = await register('corrida', { RegionalId: CPFS[4] });
    const token = mailedToken('dono.corrida@titular.test');
    const [request] = await requestsOf(primary.client);
    const answers = await Promise.all([
      primary.client.post(refuseUrl(request!.Id)),
      t.client().post(BY_TOKEN, { Token: token }),
      primary.client.post(confirmUrl(request!.Id)),
    ]);
    expect(answers.map((a) => a.statusCode).filter((s) => s === 200)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    const audits = [...(await auditOf('accountLinks.confirm', second.row.id)), ...(await auditOf('accountLinks.refuse', second.row.id))];
    expect(audits).toHaveLength(1);
  });
});

describe('the primary refuses', () => {
  it('leaves the new account standalone: neither side sees the other, audited', async () => {
    const primary = await holder(CPFS[5]!, 'dono.recusa');
    const second = await register('recusada', { RegionalId: CPFS[5] });
    const token = mailedToken('dono.recusa@titular.test');
    const [request] = await requestsOf(primary.client);

    const res = await primary.client.post(refuseUrl(request!.Id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ IsSuccess: true, Message: messages.accountLinkRefused, Data: null });
    expect(await usernamesOf(primary.client)).toEqual([]);
    expect(await usernamesOf(second.client)).toEqual([]);
    expect(await requestsOf(primary.client)).toEqual([]);
    expect((await linkOf(second.row.id))!.status).toBe(0);
    const [audit] = await auditOf('accountLinks.refuse', second.row.id);
    expect(audit).toMatchObject({ actorId: primary.row.id, data: { Via: 'office' } });
    // The link e-mailed before the refusal no longer confirms.
    expect((await t.client().post(BY_TOKEN, { Token: token })).statusCode).toBe(400);
    expect(await usernamesOf(second.client)).toEqual([]);
  });
});

describe('someone else', () => {
  it('cannot see, confirm or refuse a request that is not his: 404, nothing changes', async () => {
    const primary = await holder('86288366757', 'dono.idor');
    const second = await register('alvo.idor', { RegionalId: '86288366757' });
    const stranger = await insertMember(db(), { username: 'estranho', regionalId: '52998224725' });
    const [request] = await requestsOf(primary.client);
    expect(await requestsOf(as(stranger))).toEqual([]);

    for (const c of [as(stranger), second.client]) {
      for (const url of [confirmUrl(request!.Id), refuseUrl(request!.Id), confirmUrl(2_000_000)]) {
        const res = await c.post(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ IsSuccess: false, Message: messages.accountLinkNotFound });
      }
    }
    expect((await linkOf(second.row.id))!.status).toBe(1);
    expect(await usernamesOf(second.client)).toEqual([]);

    for (const id of ['abc', '0', '-1', '99999999999']) {
      const res = await primary.client.post(confirmUrl(id));
      expect(res.statusCode, id).toBe(400);
      expect(res.json().Message).toBe(messages.accountLinkIdInvalid);
    }
    expect((await t.client().get(REQUESTS)).statusCode).toBe(401);
    expect((await t.client().post(confirmUrl(request!.Id))).statusCode).toBe(401);
    const storeClient = await insertMember(db(), { username: 'cliente.idor', type: UserType.UserStore, rolesIds: [-1, -3, 7] });
    expect((await as(storeClient).get(REQUESTS)).statusCode).toBe(403);
  });
});
