import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MEMBER_ROLE_IDS, StaffRole, UserStatus, UserType } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { auditLog, invoices, ledgerAccounts, networkTree, users } from '../../db/schema';
import { personPayload } from '../registration/registration.fixtures';
import { clientOf, expectOnly, staffTeam, userRow, type UserRow } from './members-admin.test-support';

const CREATE = '/api/admin/members/createRoot';
const LOGIN = '/api/accounts/token/getAuthToken';

let t: TestApp;
let team: Awaited<ReturnType<typeof staffTeam>>;
const db = () => t.database.db;
const owner = () => clientOf(t, team.owner);

const root = (over: Record<string, unknown> = {}) => ({
  Name: 'Helena Duarte',
  Username: 'fundadora',
  Email: 'helena@clube.test',
  PersonType: 1,
  Document: '111.444.777-35',
  Password: 'fundadora123',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  team = await staffTeam(db(), 'root');
});
afterAll(() => t.close());

describe('POST /api/admin/members/createRoot', () => {
  it('refuses bad input with the registration messages, and creates nobody', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [root({ Name: ' ' }), 400, 'Nome é obrigatório.'],
      [root({ Username: 'com espaço' }), 400, 'Usuário Inválido.'],
      [root({ Email: 'sem-arroba' }), 400, 'Email Inválido.'],
      [root({ Document: '' }), 400, 'CPF ou CNPJ é obrigatório.'],
      [root({ Document: '111.444.777-36' }), 400, 'CPF Inválido.'],
      [root({ PersonType: 2, Document: '11.222.333/0001-82' }), 400, 'CNPJ Inválido.'],
      [root({ PersonType: 3 }), 400, 'Tipo de Pessoa inválido.'],
      [root({ Password: 'curta12' }), 400, 'Senha deve ter ao menos 8 caracteres.'],
      [root({ Username: 'root.owner' }), 409, 'Usuário já cadastrado.'],
      [{ ...root(), SponsorUsername: 'alguem' }, 400, expect.any(String) as unknown as string],
    ];
    for (const [body, status, message] of cases) {
      const res = await owner().post(CREATE, body);
      expect({ body, status: res.statusCode, message: res.json().Message }).toEqual({ body, status, message });
    }
    expect(await db().select().from(users).where(eq(users.type, UserType.User))).toHaveLength(0);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'members.createRoot'))).toHaveLength(0);
  });

  it('the Owner creates the first member: Ativo, no sponsor, no invoice, his account and tree row, one audit row', async () => {
    const res = await owner().post(CREATE, root({ Email: 'Helena@Clube.test' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ IsSuccess: true, Message: 'Primeiro sócio criado.', Data: { Username: 'fundadora', Status: UserStatus.Ativo } });
    const id = res.json().Data.Id as number;
    const row = await userRow(db(), id);
    expect(row).toMatchObject({
      type: UserType.User,
      status: UserStatus.Ativo,
      sponsorId: null,
      regionalId: '11144477735',
      cnpj: null,
      personType: 1,
      rolesIds: MEMBER_ROLE_IDS,
    });
    expect(row.activatedOn).not.toBeNull();
    expect(await db().select().from(invoices).where(eq(invoices.userId, id))).toHaveLength(0);
    expect(await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, id))).toHaveLength(1);
    expect(await db().select().from(networkTree).where(eq(networkTree.descendantId, id))).toEqual([{ ancestorId: id, depth: 0, descendantId: id }]);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${id}`));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'members.createRoot',
      actorId: team.owner.id,
      ip: '127.0.0.1',
      before: null,
      after: { Name: 'Helena Duarte', Username: 'fundadora', Email: 'Helena@Clube.test', PersonType: 1, Document: '111.444.777-35', Status: UserStatus.Ativo },
    });
    expect(JSON.stringify(audits[0])).not.toContain('fundadora123');
  });

  it('the root signs in as a member, and his registration link works: a member registers under him', async () => {
    const login = await t.client().post(LOGIN, { Username: 'fundadora', Password: 'fundadora123', UserType: 2 });
    expect(login.statusCode).toBe(200);
    expect(login.json().Data).toMatchObject({ IsAuth: true, RolesIds: MEMBER_ROLE_IDS });
    const sponsor = await t.client().get('/api/users/verifySponsorByUsername/fundadora');
    expect(sponsor.statusCode).toBe(200);
    expect(sponsor.json().Data).toMatchObject({ Username: 'fundadora', Name: 'Helena Duarte' });
    const reg = await t
      .client()
      .post('/api/users/registerUser', personPayload({ SponsorUsername: 'fundadora', Username: 'primeiro.socio', Email: 'primeiro@clube.test' }));
    expect(reg.statusCode).toBe(200);
    const partnerId = reg.json().Data.Id as number;
    const [rootRow] = await db().select({ id: users.id }).from(users).where(eq(users.username, 'fundadora'));
    expect((await userRow(db(), partnerId)).sponsorId).toBe(rootRow!.id);
    const link = await db()
      .select()
      .from(networkTree)
      .where(and(eq(networkTree.descendantId, partnerId), eq(networkTree.depth, 1)));
    expect(link).toEqual([{ ancestorId: rootRow!.id, depth: 1, descendantId: partnerId }]);
  });

  it('is refused (409) once a member exists, and changes nothing', async () => {
    const before = await db().select({ id: users.id }).from(users);
    const res = await owner().post(CREATE, root({ Username: 'outra.raiz', Email: 'outra@clube.test' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe('O clube já tem sócios: o primeiro sócio só pode ser criado enquanto não houver nenhum.');
    expect(await db().select({ id: users.id }).from(users)).toHaveLength(before.length);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'members.createRoot'))).toHaveLength(1);
  });

  it('only the Owner: anonymous 401, a member, Finance, Catalog and Support 403', async () => {
    const [member] = await db().select().from(users).where(eq(users.username, 'primeiro.socio'));
    const { seen, expected } = await expectOnly(t, [StaffRole.Owner], team, member as UserRow, (c) =>
      c.post(CREATE, root({ Username: 'x.y', Email: 'xy@clube.test' })),
    );
    expect(seen).toEqual(expected);
  });
});
