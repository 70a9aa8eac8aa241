import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PersonType, StaffRole, UserStatus, UserType } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { users, userTokens } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { linkAccounts } from '../network/network.fixtures';
import { auditRowsOf, clientOf, expectOnly, staffTeam, userRow } from './members-admin.test-support';

const RESET = (id: number | string) => `/api/admin/members/${id}/passwordReset`;
const DOCUMENT = (id: number | string) => `/api/admin/members/${id}/document`;

let t: TestApp;
let team: Awaited<ReturnType<typeof staffTeam>>;
const db = () => t.database.db;
const support = () => clientOf(t, team.support);
let seq = 0;
const member = (o: Partial<Parameters<typeof insertMember>[1]> = {}) => insertMember(db(), { username: `socio${++seq}`, password: 'senha-antiga', ...o });

beforeAll(async () => {
  t = await createTestApp();
  team = await staffTeam(db());
});
afterAll(() => t.close());

describe('POST /api/admin/members/:id/passwordReset', () => {
  it('Support and Owner only', async () => {
    const m = await member();
    const { seen, expected } = await expectOnly(t, [StaffRole.Support, StaffRole.Owner], team, m, (c) => c.post(RESET(999_999)));
    expect(seen).toEqual(expected);
    expect(t.mails.filter((x) => x.to === m.email)).toEqual([]);
  });

  it('e-mails the one-use, one-hour link of the recovery prompt; the audit row keeps no token', async () => {
    const m = await member();
    const res = await support().post(RESET(m.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ IsSuccess: true, Message: 'Link de redefinição de senha enviado ao e-mail do sócio.', Data: null });
    await new Promise((r) => setTimeout(r, 20));
    const mail = t.mails.filter((x) => x.to === m.email).at(-1)!;
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail.text)![1]!);
    const [stored] = await db().select().from(userTokens).where(eq(userTokens.userId, m.id));
    const life = stored!.expiresAt.getTime() - Date.now();
    expect(life).toBeGreaterThan(59 * 60_000);
    expect(life).toBeLessThanOrEqual(60 * 60_000);

    const audits = await auditRowsOf(db(), m.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'members.sendPasswordReset', actorId: team.support.id, ip: '127.0.0.1', data: { Email: m.email } });
    expect(JSON.stringify(audits[0])).not.toContain(token);

    const reset = await t.client().post('/api/users/passwords/resetPassword', { Token: token, Password: 'senha-nova-123' });
    expect(reset.statusCode).toBe(200);
    await t.login(m.username, 'senha-nova-123');
    const again = await t.client().post('/api/users/passwords/resetPassword', { Token: token, Password: 'outra-senha-123' });
    expect(again.statusCode).toBe(400);
  });

  it('says why it did not send: blocked member (422), three links in 15 minutes (429); 404 for others', async () => {
    const blocked = await member({ status: UserStatus.Bloqueado });
    const res = await support().post(RESET(blocked.id));
    expect(res.statusCode).toBe(422);
    expect(res.json().Message).toBe('Sócio bloqueado não recebe link de redefinição de senha.');
    expect(await auditRowsOf(db(), blocked.id)).toEqual([]);

    const m = await member();
    for (let i = 0; i < 3; i++) expect((await support().post(RESET(m.id))).statusCode).toBe(200);
    const fourth = await support().post(RESET(m.id));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().Message).toBe('Limite de links de redefinição atingido: tente novamente em 15 minutos.');
    expect(await auditRowsOf(db(), m.id)).toHaveLength(3);

    expect((await support().post(RESET(999_999))).statusCode).toBe(404);
    expect((await support().post(RESET(team.owner.id))).statusCode).toBe(404);
  });
});

describe('POST /api/admin/members/:id/document', () => {
  it('Support and Owner only', async () => {
    const m = await member();
    const { seen, expected } = await expectOnly(t, [StaffRole.Support, StaffRole.Owner], team, m, (c) => c.post(DOCUMENT(m.id), {}));
    expect(seen).toEqual(expected);
  });

  it('corrects a CPF or a CNPJ with a reason, stored unmasked, one audit row with the masked values', async () => {
    const m = await member({ regionalId: '52998224725' });
    const res = await support().post(DOCUMENT(m.id), { Document: '111.444.777-35', Reason: 'Digitado errado no cadastro' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Message: 'CPF/CNPJ do sócio corrigido.', Data: { Document: '111.444.777-35' } });
    expect((await userRow(db(), m.id)).regionalId).toBe('11144477735');
    const audits = await auditRowsOf(db(), m.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'members.correctDocument',
      before: { Document: '529.982.247-25' },
      after: { Document: '111.444.777-35' },
      reason: 'Digitado errado no cadastro',
    });

    const company = await member({ personType: PersonType.Company, type: UserType.User });
    await db().update(users).set({ cnpj: '11222333000181' }).where(eq(users.id, company.id));
    const cnpj = await support().post(DOCUMENT(company.id), { Document: '11444777000161', Reason: 'CNPJ da matriz' });
    expect(cnpj.statusCode).toBe(200);
    expect(cnpj.json().Data.Document).toBe('11.444.777/0001-61');
  });

  it('refuses an invalid document, a missing reason, the same document; nothing changes', async () => {
    const m = await member({ regionalId: '52998224725' });
    const invalid = await support().post(DOCUMENT(m.id), { Document: '111.111.111-11', Reason: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().Message).toBe('CPF Inválido.');
    const noReason = await support().post(DOCUMENT(m.id), { Document: '111.444.777-35' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().Message).toBe('Informe o motivo.');
    const same = await support().post(DOCUMENT(m.id), { Document: '529.982.247-25', Reason: 'x' });
    expect(same.statusCode).toBe(422);
    expect(same.json().Message).toBe('O sócio já tem esse CPF/CNPJ.');
    expect((await userRow(db(), m.id)).regionalId).toBe('52998224725');
    expect(await auditRowsOf(db(), m.id)).toEqual([]);
    expect((await support().post(DOCUMENT(999_999), { Document: '111.444.777-35', Reason: 'x' })).statusCode).toBe(404);
  });

  it("takes the member out of his links: his old document's accounts and he no longer see each other", async () => {
    const primary = await member({ regionalId: '39053344705' });
    const secondary = await member({ regionalId: '39053344705' });
    await linkAccounts(db(), primary, secondary);
    const listOf = async (u: typeof primary) =>
      ((await clientOf(t, u).post('/api/users/network/secondary-accounts', {})).json().Data as { Username: string }[]).map((a) => a.Username);
    expect(await listOf(primary)).toEqual([secondary.username]);

    const res = await support().post(DOCUMENT(secondary.id), { Document: '123.456.789-09', Reason: 'CPF de outra pessoa' });
    expect(res.statusCode).toBe(200);
    expect(await listOf(primary)).toEqual([]);
    expect(await listOf(secondary)).toEqual([]);
    expect((await auditRowsOf(db(), secondary.id))[0]).toMatchObject({ action: 'members.correctDocument', data: { AccountLinksRemoved: 1 } });
  });
});

describe('POST /api/admin/users/:userId/accessToken (entrar como sócio)', () => {
  it('writes one audit row with the operator, his address and the expiry, never the token', async () => {
    const m = await member();
    const res = await support().post(`/api/admin/users/${m.id}/accessToken`);
    expect(res.statusCode).toBe(200);
    const audits = await auditRowsOf(db(), m.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'accounts.access_token_issued',
      actorId: team.support.id,
      ip: '127.0.0.1',
      data: { expiresOn: res.json().Data.ExpiresOn },
    });
    expect(JSON.stringify(audits[0])).not.toContain(res.json().Data.AccessToken);
  });

  it('Support and Owner only', async () => {
    const m = await member();
    const { seen, expected } = await expectOnly(t, [StaffRole.Support, StaffRole.Owner], team, m, (c) => c.post(`/api/admin/users/999999/accessToken`));
    expect(seen).toEqual(expected);
  });
});
