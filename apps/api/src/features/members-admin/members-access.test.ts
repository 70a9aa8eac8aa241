import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ROLE_IDS, StaffRole, UserStatus, UserType } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { insertMember } from '../../seed/builders';
import { auditRowsOf, clientOf, expectOnly, staffTeam, userRow } from './members-admin.test-support';

const STATUS = (id: number | string) => `/api/admin/members/${id}/status`;
const ROLES = (id: number | string) => `/api/admin/members/${id}/roles`;
const ME = '/api/accounts/authUser/getAuthUserData';
const RELOGIN = '/api/accounts/authUser/verifyIfUserNeedsRelogin';

let t: TestApp;
let team: Awaited<ReturnType<typeof staffTeam>>;
const db = () => t.database.db;
const support = () => clientOf(t, team.support);
let seq = 0;
const member = (o: Partial<Parameters<typeof insertMember>[1]> = {}) => insertMember(db(), { username: `socio${++seq}`, password: 'senha-do-socio', ...o });

beforeAll(async () => {
  t = await createTestApp();
  team = await staffTeam(db());
});
afterAll(() => t.close());

describe('POST /api/admin/members/:id/status', () => {
  it('Support and Owner only (an invalid body shows who gets past the guard)', async () => {
    const m = await member();
    const { seen, expected } = await expectOnly(t, [StaffRole.Support, StaffRole.Owner], team, m, (c) => c.post(STATUS(m.id), {}));
    expect(seen).toEqual(expected);
    expect(await auditRowsOf(db(), m.id)).toEqual([]);
  });

  it("blocking ends the member's sessions at once, sets the relogin flag and writes one audit row", async () => {
    const m = await member();
    const office = await t.login(m.username, 'senha-do-socio');
    expect((await office.get(ME)).statusCode).toBe(200);
    const before = await userRow(db(), m.id);

    const res = await support().post(STATUS(m.id), { Status: UserStatus.Bloqueado, Reason: 'Fraude em boletos' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Message: 'Situação do sócio alterada.',
      Data: { Id: m.id, Status: 3, StatusFormatted: 'Bloqueado', StatusColor: 'gray', UserNeedsRelogin: true, SessionsCount: 0 },
    });
    const after = await userRow(db(), m.id);
    expect(after.tokenVersion).toBe(before.tokenVersion + 1);
    expect(after.userNeedsRelogin).toBe(true);

    const next = await office.get(RELOGIN);
    expect(next.statusCode).toBe(401);
    const login = await t.client().post('/api/accounts/token/getAuthToken', { Username: m.username, Password: 'senha-do-socio', UserType: 2 });
    expect(login.statusCode).toBe(403);
    expect(login.json().Message).toBe('Usuário bloqueado. Entre em contato com o suporte.');

    const audits = await auditRowsOf(db(), m.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: team.support.id,
      action: 'members.block',
      before: { Status: 1, StatusFormatted: 'Ativo' },
      after: { Status: 3, StatusFormatted: 'Bloqueado' },
      reason: 'Fraude em boletos',
      ip: '127.0.0.1',
    });
  });

  it('unblocking and deactivating: one audit row each, relogin flag set, tokens kept unless blocked', async () => {
    const m = await member({ status: UserStatus.Bloqueado, activatedOn: new Date() });
    const unblock = await support().post(STATUS(m.id), { Status: UserStatus.Ativo });
    expect(unblock.statusCode).toBe(200);
    const office = await t.login(m.username, 'senha-do-socio');
    const version = (await userRow(db(), m.id)).tokenVersion;
    expect((await clientOf(t, team.owner).post(STATUS(m.id), { Status: UserStatus.Inativo, Reason: 'Pedido do sócio' })).statusCode).toBe(200);
    expect((await userRow(db(), m.id)).tokenVersion).toBe(version);
    expect((await office.get(RELOGIN)).json().Data).toEqual({ NeedsRelogin: true, NeedsUpdate: true });
    const audits = await auditRowsOf(db(), m.id);
    expect(audits.map((a) => [a.action, (a.after as { Status: number }).Status, a.reason])).toEqual([
      ['members.unblock', 1, null],
      ['members.changeStatus', 0, 'Pedido do sócio'],
    ]);
    expect(audits[1]!.actorId).toBe(team.owner.id);
  });

  it('refuses what would change nothing or break the adhesion rule, with pt-BR messages and no audit row', async () => {
    const m = await member();
    const noReason = await support().post(STATUS(m.id), { Status: UserStatus.Bloqueado });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().Message).toBe('Informe o motivo do bloqueio.');
    const blank = await support().post(STATUS(m.id), { Status: UserStatus.Bloqueado, Reason: '   ' });
    expect(blank.json().Message).toBe('Informe o motivo do bloqueio.');
    const same = await support().post(STATUS(m.id), { Status: UserStatus.Ativo });
    expect(same.statusCode).toBe(422);
    expect(same.json().Message).toBe('O sócio já está nessa situação.');
    const toPending = await support().post(STATUS(m.id), { Status: UserStatus.Pendente });
    expect(toPending.json().Message).toBe('Somente um sócio que ainda não pagou a adesão pode voltar a Pendente.');
    const bad = await support().post(STATUS(m.id), { Status: 7 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toBe('Situação inválida: use 0 Inativo, 1 Ativo, 2 Pendente ou 3 Bloqueado.');
    expect((await support().post(STATUS(m.id), { Status: 1, Other: true })).statusCode).toBe(400);
    expect((await support().post(STATUS(m.id), { Status: 3, Reason: 'x'.repeat(501) })).json().Message).toBe('Texto longo demais.');

    const unpaid = await member({ status: UserStatus.Pendente });
    const activate = await support().post(STATUS(unpaid.id), { Status: UserStatus.Ativo });
    expect(activate.statusCode).toBe(422);
    expect(activate.json().Message).toBe('Este sócio ainda não pagou a adesão: ele não pode ser ativado.');
    expect((await support().post(STATUS(unpaid.id), { Status: UserStatus.Bloqueado, Reason: 'Cadastro falso' })).statusCode).toBe(200);
    expect((await support().post(STATUS(unpaid.id), { Status: UserStatus.Pendente })).statusCode).toBe(200);

    expect(await auditRowsOf(db(), m.id)).toEqual([]);
    expect((await userRow(db(), m.id)).status).toBe(UserStatus.Ativo);
  });

  it('answers 404 for an unknown id or an administrator', async () => {
    const unknown = await support().post(STATUS(999_999), { Status: 0 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toBe('Usuário não encontrado.');
    expect((await support().post(STATUS(team.finance.id), { Status: 3, Reason: 'teste' })).statusCode).toBe(404);
    expect((await userRow(db(), team.finance.id)).status).toBe(UserStatus.Ativo);
  });

  it('a store client can be blocked too', async () => {
    const store = await member({ type: UserType.UserStore });
    expect((await support().post(STATUS(store.id), { Status: 3, Reason: 'Chargeback' })).statusCode).toBe(200);
  });
});

describe('POST /api/admin/members/:id/roles', () => {
  const withoutSaque = MEMBER_ROLE_IDS.filter((r) => r !== 6);

  it('Support and Owner only', async () => {
    const m = await member();
    const { seen, expected } = await expectOnly(t, [StaffRole.Support, StaffRole.Owner], team, m, (c) => c.post(ROLES(m.id), {}));
    expect(seen).toEqual(expected);
  });

  it("replaces the member's ids, ends his tokens, sets the relogin flag, one audit row with what changed", async () => {
    const m = await member();
    const office = await t.login(m.username, 'senha-do-socio');
    const res = await support().post(ROLES(m.id), { RolesIds: [...withoutSaque, 1, 1], Reason: 'Saque suspenso até conferência' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Message: 'Permissões do sócio alteradas.',
      Data: { RolesIds: [...withoutSaque].sort((a, b) => a - b), UserNeedsRelogin: true },
    });
    expect((await office.get(ME)).statusCode).toBe(401);

    const again = await t.login(m.username, 'senha-do-socio');
    const saque = await again.get('/api/users/withdrawn/getWithdrawalConfiguration');
    expect(saque.statusCode).toBe(403);

    const audits = await auditRowsOf(db(), m.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'members.changeRoles',
      before: { RolesIds: [...MEMBER_ROLE_IDS].sort((a, b) => a - b) },
      after: { RolesIds: [...withoutSaque].sort((a, b) => a - b) },
      data: { Granted: [], Revoked: [6] },
      reason: 'Saque suspenso até conferência',
      ip: '127.0.0.1',
    });
  });

  it('refuses staff ids (console, -6, 10) and unknown ids; an unchanged set; nothing changes', async () => {
    const m = await member();
    for (const staffId of [100, 101, 102, 103, -6, 10]) {
      const res = await support().post(ROLES(m.id), { RolesIds: [...MEMBER_ROLE_IDS, staffId] });
      expect(res.statusCode, String(staffId)).toBe(422);
      expect(res.json().Message).toBe('Permissões da equipe (Configurações, Suportes e console) não podem ser dadas a sócios.');
    }
    const unknown = await support().post(ROLES(m.id), { RolesIds: [55] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Message).toBe('Permissão inválida.');
    const same = await support().post(ROLES(m.id), { RolesIds: [...MEMBER_ROLE_IDS].reverse() });
    expect(same.statusCode).toBe(422);
    expect(same.json().Message).toBe('O sócio já tem exatamente essas permissões.');
    expect((await support().post(ROLES(m.id), { RolesIds: ['x'] })).statusCode).toBe(400);
    expect((await support().post(ROLES(m.id), {})).statusCode).toBe(400);
    expect(await auditRowsOf(db(), m.id)).toEqual([]);
    expect((await userRow(db(), m.id)).tokenVersion).toBe(0);
  });

  it('answers 404 for an unknown id or an administrator', async () => {
    expect((await support().post(ROLES(999_999), { RolesIds: [] })).statusCode).toBe(404);
    expect((await support().post(ROLES(team.catalog.id), { RolesIds: [-1] })).statusCode).toBe(404);
  });
});
