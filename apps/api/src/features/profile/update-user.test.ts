import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PersonType } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { insertMember } from '../../seed/builders';
import { users } from '../../db/schema';

const UPDATE = '/api/accounts/authUser/updateUser';
let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
let ivo: Row, empresa: Row, dono: Row;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ivo = await insertMember(db, { username: 'ivo', email: 'ivo@clube.test', password: 'senha-do-ivo', regionalId: '11144477735' });
  dono = await insertMember(db, { username: 'dono', email: 'dono@clube.test', password: 'senha-do-dono', regionalId: '52998224725' });
  empresa = await insertMember(db, { username: 'empresa', password: 'senha-empresa', personType: PersonType.Company });
  await db
    .update(users)
    .set({ cnpj: '11222333000181', stateInscription: '123', municipalInscription: '456', birthday: null, gender: null })
    .where(eq(users.id, empresa.id));
});
afterAll(() => t.close());

const form = (extra: Record<string, unknown> = {}) => ({
  Name: 'Ivo Nogueira',
  Birthday: '1985-06-20',
  Gender: 3,
  RegionalId: '529.982.247-25',
  PhoneOne: '11 91111-2222',
  PhoneTwo: '',
  Language: 'pt-BR',
  ...extra,
});

const row = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('PUT /api/accounts/authUser/updateUser', () => {
  it('saves the form and answers the updated user with the spec message', async () => {
    const c = await t.login('ivo', 'senha-do-ivo');
    const res = await c.put(UPDATE, form({ PhoneTwo: '1133334444' }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ IsSuccess: true, Message: 'Dados atualizados com sucesso.' });
    expect(body.Data).toMatchObject({
      Id: ivo.id,
      Name: 'Ivo Nogueira',
      Birthday: '1985-06-20',
      Gender: 3,
      RegionalId: '11144477735',
      PhoneOne: '11 91111-2222',
      PhoneTwo: '11 3333-4444',
      Username: 'ivo',
      Email: 'ivo@clube.test',
    });
    expect(body.Data).not.toHaveProperty('AccessToken');
    // Without a new password the session goes on.
    expect((await c.get('/api/accounts/authUser/getAuthUserData')).json().Data.User.Name).toBe('Ivo Nogueira');
  });

  it('accepts the birthday as typed (dd/MM/yyyy)', async () => {
    const c = await t.login('ivo', 'senha-do-ivo');
    const res = await c.put(UPDATE, form({ Birthday: '01/02/1980' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.Birthday).toBe('1980-02-01');
  });

  it('ignores the read-only fields when sent (username, e-mail, CNPJ, inscriptions)', async () => {
    const c = await t.login('ivo', 'senha-do-ivo');
    const res = await c.put(
      UPDATE,
      form({
        Id: 9999,
        Username: 'outro-nome',
        Email: 'hacker@x.test',
        CNPJ: '11222333000181',
        StateInscription: 'x',
        MunicipalInscription: 'y',
        PersonType: 2,
      }),
    );
    expect(res.statusCode).toBe(200);
    const r = await row(ivo.id);
    expect(r).toMatchObject({ username: 'ivo', email: 'ivo@clube.test', cnpj: null, stateInscription: null, municipalInscription: null, personType: 1 });
  });

  it("never changes the CPF: another member's CPF sent here does not open his accounts", async () => {
    // A member once set the demo member's CPF and saw his accounts under 'Minhas Contas'.
    const c = await t.login('ivo', 'senha-do-ivo');
    for (const RegionalId of [dono.regionalId, '529.982.247-25', '', null, '111.444.777-36']) {
      const res = await c.put(UPDATE, form({ RegionalId }));
      expect(res.statusCode, String(RegionalId)).toBe(200);
      expect(res.json().Data.RegionalId).toBe('11144477735');
    }
    expect((await row(ivo.id)).regionalId).toBe('11144477735');
  });

  it("takes the spec's payload user (every field of part 1, section 3) and applies only the profile fields", async () => {
    const c = await t.login('ivo', 'senha-do-ivo');
    const before = await row(ivo.id);
    const specPayloadUser = {
      Id: dono.id,
      Name: 'Ivo do Spec',
      Email: 'dono@clube.test',
      Birthday: '20/06/1985',
      Gender: 1,
      GroupId: 7,
      Username: 'dono',
      Status: 3,
      RegionalId: dono.regionalId,
      CNPJ: '11222333000181',
      StateInscription: '123',
      MunicipalInscription: '456',
      PhoneOne: '11 92222-3333',
      PhoneTwo: null,
      Activated2FA: true,
      AccessCount: 999,
      LastAccessOn: '2020-01-01T00:00:00.000Z',
      Language: 'pt-BR',
      UserNeedsRelogin: true,
      Password: null,
      PersonType: 2,
    };
    const res = await c.put(UPDATE, specPayloadUser);
    expect(res.statusCode, res.body).toBe(200);
    const after = await row(ivo.id);
    expect(after).toMatchObject({ name: 'Ivo do Spec', birthday: '1985-06-20', gender: 1, phoneOne: '11 92222-3333', phoneTwo: null });
    const owned = [
      'id',
      'username',
      'email',
      'regionalId',
      'cnpj',
      'stateInscription',
      'municipalInscription',
      'personType',
      'groupId',
      'status',
      'accessCount',
      'lastAccessOn',
      'userNeedsRelogin',
      'rolesIds',
      'type',
      'passwordHash',
      'tokenVersion',
      'sponsorId',
    ] as const;
    for (const k of owned) expect(after[k], k).toEqual(before[k]);
    // The session goes on: nothing server-owned moved.
    expect((await c.get('/api/accounts/authUser/getAuthUserData')).statusCode).toBe(200);
  });

  it('takes back the User that getAuthUserData answered, edited, and ignores what the server owns', async () => {
    const c = await t.login('ivo', 'senha-do-ivo');
    const user = (await c.get('/api/accounts/authUser/getAuthUserData')).json().Data.User;
    expect(user).toHaveProperty('StatusFormatted');
    const before = await row(ivo.id);
    const res = await c.put(UPDATE, {
      ...user,
      Name: 'Ivo Editado',
      Status: 0,
      GroupId: 3,
      AccessCount: 0,
      UserNeedsRelogin: true,
      Activated2FA: true,
      RegionalId: dono.regionalId,
      Username: 'dono',
      Email: 'dono@clube.test',
      UserType: 1,
      Sponsor: { Name: 'X', Username: 'x', PhoneOne: null, Email: 'x@x.test' },
      CareerPlanRank: { Name: 'Diamante', Color: '#fff', CareerPlanRankImage: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({
      Name: 'Ivo Editado',
      Status: user.Status,
      GroupId: user.GroupId,
      Username: 'ivo',
      Email: 'ivo@clube.test',
      RegionalId: '11144477735',
      UserNeedsRelogin: false,
      UserType: 2,
    });
    const after = await row(ivo.id);
    expect(after.name).toBe('Ivo Editado');
    for (const k of [
      'status',
      'groupId',
      'accessCount',
      'userNeedsRelogin',
      'regionalId',
      'username',
      'email',
      'type',
      'rolesIds',
      'sponsorId',
      'careerPlanRankId',
    ] as const) {
      expect(after[k], k).toEqual(before[k]);
    }
  });

  it('validates in pt-BR and changes nothing', async () => {
    const c = await t.login('ivo', 'senha-do-ivo');
    const before = await row(ivo.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [form({ Name: '' }), 'Nome é obrigatório.'],
      [form({ Name: '   ' }), 'Nome é obrigatório.'],
      [form({ Name: undefined }), 'Nome é obrigatório.'],
      [form({ Birthday: null }), 'Data de Nascimento é obrigatório.'],
      [form({ Birthday: '' }), 'Data de Nascimento é obrigatório.'],
      [form({ Birthday: '31/02/1990' }), 'Data de Nascimento Inválida.'],
      [form({ Birthday: '2099-01-01' }), 'Data de Nascimento Inválida.'],
      [form({ Gender: null }), 'Gênero é obrigatório.'],
      [form({ Gender: 7 }), 'Gênero inválido.'],
      [form({ PhoneOne: '' }), 'Telefone é obrigatório.'],
      [form({ PhoneOne: undefined }), 'Telefone é obrigatório.'],
      [form({ Password: 'curta' }), 'Senha deve ter ao menos 8 caracteres.'],
      [form({ Name: 'n'.repeat(5000) }), 'Texto longo demais.'],
    ];
    for (const [body, message] of cases) {
      const res = await c.put(UPDATE, body);
      expect(res.statusCode, `${JSON.stringify(body).slice(0, 90)}`).toBe(400);
      expect(res.json()).toMatchObject({ IsSuccess: false, Message: message, Data: null });
    }
    const wrongTypes = [
      form({ Gender: '3' }),
      form({ Name: 42 }),
      form({ PhoneOne: 11912345678 }),
      form({ Birthday: 19850620 }),
      form({ Password: 12345678, CurrentPassword: 'senha-do-ivo' }),
      form({ Unknown: true }),
      form({ RolesIds: [-6] }),
    ];
    for (const body of wrongTypes) {
      const res = await c.put(UPDATE, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 90)).toBe(400);
      expect(res.json()).toMatchObject({ IsSuccess: false, Data: null, errors: expect.any(Object) });
    }
    expect(await row(ivo.id)).toEqual(before);
  });

  it('a new password needs the current one: missing or wrong, 400 in pt-BR and nothing changes', async () => {
    const c = await t.login('ivo', 'senha-do-ivo');
    const before = await row(ivo.id);
    t.mails.length = 0;
    const cases: Array<[Record<string, unknown>, string]> = [
      [form({ Password: 'nova-senha-do-ivo', Name: 'Outro Nome' }), 'Senha atual é obrigatória.'],
      [form({ Password: 'nova-senha-do-ivo', CurrentPassword: '' }), 'Senha atual é obrigatória.'],
      [form({ Password: 'nova-senha-do-ivo', CurrentPassword: null }), 'Senha atual é obrigatória.'],
      [form({ Password: 'nova-senha-do-ivo', CurrentPassword: 'senha-errada', Name: 'Outro Nome' }), 'Senha atual incorreta.'],
    ];
    for (const [body, message] of cases) {
      const res = await c.put(UPDATE, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ IsSuccess: false, Message: message, Data: null, errors: { CurrentPassword: [message] } });
    }
    expect(await row(ivo.id)).toEqual(before);
    expect(t.mails).toEqual([]);
    // The session and the password are as they were.
    expect((await c.get('/api/accounts/authUser/getAuthUserData')).statusCode).toBe(200);
    await t.login('ivo', 'senha-do-ivo');
  });

  it('a new password revokes the other sessions, answers a fresh one and e-mails the member (no password in it)', async () => {
    const other = await t.login('ivo', 'senha-do-ivo');
    const c = await t.login('ivo', 'senha-do-ivo');
    const versionBefore = (await row(ivo.id)).tokenVersion;
    t.mails.length = 0;
    const res = await c.put(UPDATE, form({ Password: 'nova-senha-do-ivo', CurrentPassword: 'senha-do-ivo' }));
    expect(res.statusCode).toBe(200);
    await expect.poll(() => t.mails.length).toBe(1);
    const mail = t.mails[0]!;
    expect(mail.to).toBe('ivo@clube.test');
    expect(mail.subject).toBe('Sua senha do Clube Office foi alterada');
    expect(mail.text).toContain('Ivo Nogueira');
    expect(mail.text).not.toContain('nova-senha-do-ivo');
    expect(mail.text).not.toContain('senha-do-ivo');
    const data = res.json().Data;
    expect(data).toMatchObject({ AccessToken: expect.any(String), ExpiresOn: expect.any(String), RolesIds: expect.any(Array), Username: 'ivo' });
    expect((await row(ivo.id)).tokenVersion).toBe(versionBefore + 1);

    expect((await other.get('/api/accounts/authUser/getAuthUserData')).statusCode).toBe(401);
    expect((await c.get('/api/accounts/authUser/getAuthUserData')).statusCode).toBe(401);
    expect((await t.client(data.AccessToken).get('/api/accounts/authUser/getAuthUserData')).statusCode).toBe(200);

    const old = await t.client().post('/api/accounts/token/getAuthToken', { Username: 'ivo', Password: 'senha-do-ivo', UserType: 2 });
    expect(old.statusCode).toBe(401);
    await t.login('ivo', 'nova-senha-do-ivo');
  });

  it('an empty password field keeps the password', async () => {
    const c = await t.login('ivo', 'nova-senha-do-ivo');
    const res = await c.put(UPDATE, form({ Password: '' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).not.toHaveProperty('AccessToken');
    await t.login('ivo', 'nova-senha-do-ivo');
  });

  it('a company (PersonType 2) needs no birthday, gender or CPF; its CNPJ and inscriptions stay', async () => {
    const c = await t.login('empresa', 'senha-empresa');
    const res = await c.put(UPDATE, { Name: 'Empresa Ltda', PhoneOne: '11 95555-6666', CNPJ: '00000000000000', StateInscription: 'novo' });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({
      Name: 'Empresa Ltda',
      CNPJ: '11222333000181',
      StateInscription: '123',
      MunicipalInscription: '456',
      PersonType: 2,
    });
  });

  it('needs a session', async () => {
    const res = await t.client().put(UPDATE, form());
    expect(res.statusCode).toBe(401);
    expect(res.json().Message).toBe('Sessão expirada ou inválida. Entre novamente.');
  });
});
