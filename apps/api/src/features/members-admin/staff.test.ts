import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STAFF_ROLE_IDS, StaffRole, UserStatus } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { ledgerAccounts, users } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { verifyPassword } from '../../platform/passwords';
import { auditRowsOf, clientOf, expectOnly, insertStaff, staffTeam, userRow } from './members-admin.test-support';

const LIST = '/api/admin/staff/getAll';
const CREATE = '/api/admin/staff/create';
const ROLE = (id: number | string) => `/api/admin/staff/${id}/role`;
const STATUS = (id: number | string) => `/api/admin/staff/${id}/status`;

let t: TestApp;
let team: Awaited<ReturnType<typeof staffTeam>>;
let member: Awaited<ReturnType<typeof insertMember>>;
const db = () => t.database.db;
const owner = () => clientOf(t, team.owner);
const ownerOnly = [StaffRole.Owner];

beforeAll(async () => {
  t = await createTestApp();
  team = await staffTeam(db());
  member = await insertMember(db(), { username: 'socio.comum' });
});
afterAll(() => t.close());

const newStaff = (o: Record<string, unknown> = {}) => ({
  Name: 'Carla Financeiro',
  Username: 'carla.fin',
  Email: 'carla@clube.test',
  Password: 'senha-forte-da-carla',
  Role: StaffRole.Finance,
  ...o,
});

describe('who may manage the staff', () => {
  it.each([
    ['getAll', (c: ReturnType<TestApp['client']>) => c.post(LIST, {})],
    ['create', (c: ReturnType<TestApp['client']>) => c.post(CREATE, {})],
    ['role', (c: ReturnType<TestApp['client']>) => c.post(ROLE(999_999), {})],
    ['status', (c: ReturnType<TestApp['client']>) => c.post(STATUS(999_999), {})],
  ])('%s: Owner only', async (_name, request) => {
    const { seen, expected } = await expectOnly(t, ownerOnly, team, member, request);
    expect(seen).toEqual(expected);
  });
});

describe('POST /api/admin/staff/getAll', () => {
  it('lists administrators only, with their role', async () => {
    const res = await owner().post(LIST, {});
    expect(res.statusCode).toBe(200);
    const rows = res.json().Data as Array<{ Username: string; Role: string; RoleFormatted: string }>;
    expect(rows.map((r) => r.Username)).not.toContain('socio.comum');
    expect(rows.find((r) => r.Username === 'staff.support')).toMatchObject({ Role: 'Support', RoleFormatted: 'Suporte', StatusFormatted: 'Ativo' });
    expect(rows.find((r) => r.Username === 'staff.owner')).toMatchObject({ Role: 'Owner', Email: 'staff.owner@clube.test' });
  });
});

describe('POST /api/admin/staff/create', () => {
  it('creates a type-1 user with the role ids and a current account; one audit row, no password in it', async () => {
    const res = await owner().post(CREATE, newStaff());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Message: 'Administrador criado.', Data: { Username: 'carla.fin', Role: 'Finance', Status: 1 } });
    const id = res.json().Data.Id as number;
    const row = await userRow(db(), id);
    expect(row).toMatchObject({ type: 1, status: 1, rolesIds: STAFF_ROLE_IDS.Finance });
    expect(await verifyPassword(row.passwordHash!, 'senha-forte-da-carla')).toBe(true);
    expect(await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, id))).toHaveLength(1);
    const audits = await auditRowsOf(db(), id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'staff.create', actorId: team.owner.id, ip: '127.0.0.1', after: { Username: 'carla.fin', Role: 'Finance' } });
    expect(JSON.stringify(audits[0])).not.toContain('senha-forte');

    // Her first sign-in sets up her second factor, as the console demands (docs/security.md#two-factors-totp).
    const asCarla = await t.loginStaff('carla.fin', 'senha-forte-da-carla');
    expect((await asCarla.post('/api/admin/withdrawals/getAll', {})).statusCode).toBe(200);
    expect((await asCarla.post('/api/admin/members/getAll', {})).statusCode).toBe(403);
  });

  it('refuses a short password, an unknown role, a taken username or e-mail, a bad username', async () => {
    const short = await owner().post(CREATE, newStaff({ Username: 'curta', Email: 'curta@clube.test', Password: 'curta12345' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().Message).toBe('Senha deve ter ao menos 12 caracteres.');
    const role = await owner().post(CREATE, newStaff({ Username: 'papel', Email: 'papel@clube.test', Role: 'Chefe' }));
    expect(role.statusCode).toBe(400);
    expect(role.json().Message).toBe('Papel inválido: use Owner, Finance, Catalog ou Support.');
    const taken = await owner().post(CREATE, newStaff({ Username: 'SOCIO.COMUM', Email: 'novo@clube.test' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().Message).toBe('Usuário já cadastrado.');
    const email = await owner().post(CREATE, newStaff({ Username: 'novo.nome', Email: 'Socio.Comum@clube.test' }));
    expect(email.statusCode).toBe(409);
    expect(email.json().Message).toBe('Email já cadastrado.');
    const bad = await owner().post(CREATE, newStaff({ Username: 'com espaço', Email: 'espaco@clube.test' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toBe('Usuário Inválido.');
    const noName = await owner().post(CREATE, newStaff({ Name: ' ', Username: 'sem.nome', Email: 'semnome@clube.test' }));
    expect(noName.json().Message).toBe('Nome é obrigatório.');
    const count = await db().select().from(users).where(eq(users.username, 'curta'));
    expect(count).toEqual([]);
  });
});

describe('POST /api/admin/staff/:id/role', () => {
  it("changes the role: new ids, the administrator's tokens end, relogin flag, one audit row", async () => {
    const who = await insertStaff(db(), 'ana.catalogo', StaffRole.Catalog, 'senha-da-ana-123');
    const session = clientOf(t, who);
    expect((await session.get('/api/accounts/authUser/getAuthUserData')).statusCode).toBe(200);
    const res = await owner().post(ROLE(who.id), { Role: StaffRole.Support, Reason: 'Mudou de equipe' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Message: 'Papel do administrador alterado.', Data: { Role: 'Support' } });
    expect((await session.get('/api/accounts/authUser/getAuthUserData')).statusCode).toBe(401);
    const row = await userRow(db(), who.id);
    expect(row.rolesIds).toEqual(STAFF_ROLE_IDS.Support);
    expect(row.userNeedsRelogin).toBe(true);
    const audits = await auditRowsOf(db(), who.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'staff.changeRole',
      before: { Role: 'Catalog' },
      after: { Role: 'Support' },
      reason: 'Mudou de equipe',
      ip: '127.0.0.1',
    });
  });

  it('needs a reason and a different role; 404 for a member or an unknown id', async () => {
    const who = await insertStaff(db(), 'bia.catalogo', StaffRole.Catalog);
    const noReason = await owner().post(ROLE(who.id), { Role: StaffRole.Finance });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().Message).toBe('Informe o motivo.');
    const same = await owner().post(ROLE(who.id), { Role: StaffRole.Catalog, Reason: 'x' });
    expect(same.statusCode).toBe(422);
    expect(same.json().Message).toBe('O administrador já tem esse papel.');
    const notStaff = await owner().post(ROLE(member.id), { Role: StaffRole.Finance, Reason: 'x' });
    expect(notStaff.statusCode).toBe(404);
    expect(notStaff.json().Message).toBe('Administrador não encontrado.');
    expect((await owner().post(ROLE(999_999), { Role: StaffRole.Finance, Reason: 'x' })).statusCode).toBe(404);
    expect(await auditRowsOf(db(), who.id)).toEqual([]);
  });
});

describe('POST /api/admin/staff/:id/status', () => {
  it('blocks with a reason (sessions end, sign-in refused) and unblocks; one audit row each', async () => {
    const who = await insertStaff(db(), 'caio.suporte', StaffRole.Support, 'senha-do-caio-123');
    const session = clientOf(t, who);
    const noReason = await owner().post(STATUS(who.id), { Status: UserStatus.Bloqueado });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().Message).toBe('Informe o motivo do bloqueio.');
    const block = await owner().post(STATUS(who.id), { Status: UserStatus.Bloqueado, Reason: 'Desligado da empresa' });
    expect(block.statusCode).toBe(200);
    expect(block.json().Data).toMatchObject({ Status: 3, StatusFormatted: 'Bloqueado' });
    expect((await session.get('/api/accounts/authUser/getAuthUserData')).statusCode).toBe(401);
    const login = await t.client().post('/api/accounts/token/getAuthToken', { Username: 'caio.suporte', Password: 'senha-do-caio-123', UserType: 1 });
    expect(login.json().Message).toBe('Usuário bloqueado. Entre em contato com o suporte.');
    expect((await owner().post(STATUS(who.id), { Status: UserStatus.Ativo })).statusCode).toBe(200);
    const audits = await auditRowsOf(db(), who.id);
    expect(audits.map((a) => [a.action, a.reason])).toEqual([
      ['staff.block', 'Desligado da empresa'],
      ['staff.unblock', null],
    ]);
    const bad = await owner().post(STATUS(who.id), { Status: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toBe('Situação inválida: use 1 Ativo ou 3 Bloqueado.');
  });

  it('an Owner cannot block or demote himself', async () => {
    const self = await owner().post(STATUS(team.owner.id), { Status: UserStatus.Bloqueado, Reason: 'x' });
    expect(self.statusCode).toBe(403);
    expect(self.json().Message).toBe('Você não pode bloquear nem rebaixar a si mesmo.');
    const demote = await owner().post(ROLE(team.owner.id), { Role: StaffRole.Support, Reason: 'x' });
    expect(demote.statusCode).toBe(403);
    expect(await auditRowsOf(db(), team.owner.id)).toEqual([]);
  });
});

describe('the last active Owner', () => {
  it('is neither demoted nor blocked (an inactive Owner still signs in and tries)', async () => {
    const idle = await insertStaff(db(), 'dono.inativo', StaffRole.Owner);
    await db().update(users).set({ status: UserStatus.Inativo }).where(eq(users.id, idle.id));
    const block = await clientOf(t, idle).post(STATUS(team.owner.id), { Status: UserStatus.Bloqueado, Reason: 'x' });
    expect(block.statusCode).toBe(422);
    expect(block.json().Message).toBe('O último Owner ativo não pode ser rebaixado nem bloqueado.');
    const demote = await clientOf(t, idle).post(ROLE(team.owner.id), { Role: StaffRole.Finance, Reason: 'x' });
    expect(demote.statusCode).toBe(422);
    expect(await auditRowsOf(db(), team.owner.id)).toEqual([]);
  });

  it('two Owners demoting each other at once: one wins, one active Owner is left', async () => {
    const other = await insertStaff(db(), 'dono.dois', StaffRole.Owner);
    const [a, b] = await Promise.all([
      owner().post(ROLE(other.id), { Role: StaffRole.Finance, Reason: 'corrida' }),
      clientOf(t, other).post(ROLE(team.owner.id), { Role: StaffRole.Finance, Reason: 'corrida' }),
    ]);
    expect([a.statusCode, b.statusCode].filter((s) => s === 200)).toHaveLength(1);
    const owners = (await db().select().from(users).where(eq(users.type, 1))).filter((u) => u.status === UserStatus.Ativo && u.rolesIds.includes(100));
    expect(owners).toHaveLength(1);
  });
});
