import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { UserStatus, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { ledgerAccounts, networkTree, users } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { signUpPayload, signUpSnapshot, storeAddress, userRow } from './store.fixtures';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
const SIGN_UP = (u: string) => `/api/store/public/registerStoreClient/${encodeURIComponent(u)}`;
const STORE_LOGIN = '/api/store/public/getAuthToken';
const OFFICE_LOGIN = '/api/accounts/token/getAuthToken';

let ana: Row;
let member: Row;

beforeAll(async () => {
  t = await createTestApp();
  ana = await insertMember(db(), { username: 'loja.ana', name: 'Ana Vendedora' });
  member = await insertMember(db(), { username: 'socio.joao', email: 'joao@socio.test', regionalId: '11144477735', password: 'senha-do-joao' });
  await insertMember(db(), { username: 'bloqueada', status: UserStatus.Bloqueado });
  await insertMember(db(), { username: 'operador', type: UserType.Administrator });
});
afterAll(() => t.close());

describe(`POST registerStoreClient (${TEST_DB})`, () => {
  it("creates a store client sponsored by the store's owner and answers a session, as the login does", async () => {
    const res = await t.client().post(SIGN_UP('LOJA.ANA'), signUpPayload({ Email: '  Carla@Cliente.test ' }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ IsSuccess: true, Message: 'Cadastro realizado com sucesso! Agora é só finalizar a sua compra.' });
    expect(body.Data).toEqual({
      Message: 'Login realizado com sucesso.',
      IsAuth: true,
      AccessToken: expect.any(String),
      ExpiresOn: expect.any(String),
      RolesIds: [-1, -3, 7],
      Username: expect.stringMatching(/^cliente\.[0-9a-f]{10}$/),
    });

    const me = await t.client(body.Data.AccessToken).get('/api/accounts/authUser/getAuthUserData');
    expect(me.statusCode).toBe(200);
    const data = me.json().Data;
    expect(data.User).toMatchObject({
      Name: 'Carla Cliente',
      Email: 'Carla@Cliente.test',
      Username: body.Data.Username,
      UserType: 3,
      PersonType: 1,
      Status: 1,
      RegionalId: '52998224725',
      CNPJ: null,
      PhoneOne: '11 98765-4321',
      ActivatedOn: null,
      AccessCount: 1,
      Sponsor: { Name: 'Ana Vendedora', Username: 'loja.ana' },
    });
    expect(data.Adresses).toHaveLength(1);
    expect(data.Adresses[0].Address).toMatchObject({
      ZipCode: '01310100',
      Street: 'Avenida Paulista',
      Number: '1000',
      City: 'São Paulo',
      State: 'SP',
      Complement: 'Apto 1',
    });

    const id = data.User.Id as number;
    const row = await userRow(db(), id);
    expect(row).toMatchObject({ type: 3, sponsorId: ana.id, rolesIds: [-1, -3, 7], birthday: null, gender: null });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    // No wallet, no place in the sponsor tree.
    expect(await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, id))).toEqual([]);
    expect(await db().select().from(networkTree).where(eq(networkTree.descendantId, id))).toEqual([]);

    // The owner finds him among his 'Clientes da Loja'.
    const clients = await as(ana).post('/api/users/network/getAllIndications', { UserType: 3 });
    expect(clients.json().Data).toEqual([expect.objectContaining({ Id: id, Name: 'Carla Cliente', Email: 'Carla@Cliente.test', PhoneOne: '11 98765-4321' })]);
    const indications = await as(ana).post('/api/users/network/getAllIndications', { UserType: 2 });
    expect(indications.json().Data).toEqual([]);
  });

  it('signs up a company with its CNPJ', async () => {
    const res = await t
      .client()
      .post(
        SIGN_UP('loja.ana'),
        signUpPayload({ Name: 'Empresa Cliente Ltda', Email: 'compras@empresa.test', PersonType: 2, RegionalId: null, CNPJ: '11.222.333/0001-81' }),
      );
    expect(res.statusCode).toBe(200);
    const me = (await t.client(res.json().Data.AccessToken).get('/api/accounts/authUser/getAuthUserData')).json().Data.User;
    expect(me).toMatchObject({ PersonType: 2, CNPJ: '11222333000181', RegionalId: null, UserType: 3 });
  });

  it("refuses a used e-mail (any account) and a CPF or CNPJ another store client holds; a member's CPF is no obstacle", async () => {
    const before = await signUpSnapshot(db());
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ Email: 'CARLA@cliente.test', RegionalId: '111.444.777-35' }, 'Email já cadastrado.'],
      [{ Email: 'joao@socio.test', RegionalId: '111.444.777-35' }, 'Email já cadastrado.'],
      [{ Email: 'outra@cliente.test', RegionalId: '52998224725' }, 'CPF já cadastrado como cliente. Entre com seu e-mail e senha.'],
      [
        { Email: 'outra@cliente.test', PersonType: 2, RegionalId: null, CNPJ: '11222333000181' },
        'CNPJ já cadastrado como cliente. Entre com seu e-mail e senha.',
      ],
    ];
    for (const [over, message] of cases) {
      const res = await t.client().post(SIGN_UP('loja.ana'), signUpPayload(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(409);
      expect(res.json()).toMatchObject({ IsSuccess: false, Message: message, Data: null });
    }
    expect(await signUpSnapshot(db())).toEqual(before);
    // João the member has this CPF: a client may share it (members may hold several accounts with one CPF).
    const res = await t.client().post(SIGN_UP('loja.ana'), signUpPayload({ Email: 'joao.cliente@cliente.test', RegionalId: '111.444.777-35' }));
    expect(res.statusCode).toBe(200);
  });

  it('answers bad input with a 4xx in pt-BR and creates nothing', async () => {
    const before = await signUpSnapshot(db());
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ Name: '' }, 'Nome é obrigatório.'],
      [{ Name: 'Carla\u0007' }, 'Texto contém caracteres inválidos.'],
      [{ Name: 'x'.repeat(10_000) }, 'Texto longo demais.'],
      [{ Email: '' }, 'Email é obrigatório.'],
      [{ Email: 'sem-arroba' }, 'Email Inválido.'],
      [{ PersonType: 3 }, 'Tipo de Pessoa inválido.'],
      [{ RegionalId: null }, 'CPF é obrigatório.'],
      [{ RegionalId: '123.456.789-00' }, 'CPF Inválido.'],
      [{ RegionalId: '111.111.111-11' }, 'CPF Inválido.'],
      [{ PersonType: 2, RegionalId: null, CNPJ: '' }, 'CNPJ é obrigatório.'],
      [{ PersonType: 2, RegionalId: null, CNPJ: '11.222.333/0001-00' }, 'CNPJ Inválido.'],
      [{ PhoneOne: '' }, 'Telefone é obrigatório.'],
      [{ PhoneOne: 'abc' }, 'Telefone inválido.'],
      [{ Password: '', ConfirmPassword: '' }, 'Senha é obrigatória.'],
      [{ Password: 'curta', ConfirmPassword: 'curta' }, 'Senha deve ter ao menos 8 caracteres.'],
      [{ Password: 'x'.repeat(129), ConfirmPassword: 'x'.repeat(129) }, 'Senha deve ter no máximo 128 caracteres.'],
      [{ ConfirmPassword: 'outra-senha' }, 'Senhas digitadas não batem.'],
      [{ ConfirmPassword: '' }, 'Confirmação de Senha é obrigatória.'],
      [{ Address: null }, 'Endereço de entrega é obrigatório.'],
      [{ Address: { ...storeAddress, ZipCode: '123' } }, 'CEP inválido.'],
      [{ Address: { ...storeAddress, Street: '' } }, 'Rua é obrigatório.'],
      [{ Address: { ...storeAddress, State: 'ZZ' } }, 'Estado inválido.'],
      [{ Address: { ...storeAddress, City: 'São\u0000Paulo' } }, 'Texto contém caracteres inválidos.'],
    ];
    for (const [over, message] of cases) {
      const res = await t.client().post(SIGN_UP('loja.ana'), signUpPayload({ Email: 'nova@cliente.test', RegionalId: '390.533.447-05', ...over }));
      expect(res.statusCode, JSON.stringify(over).slice(0, 200)).toBe(400);
      expect(res.json().Message, JSON.stringify(over).slice(0, 200)).toBe(message);
    }
    for (const body of [{ ...signUpPayload(), Username: 'escolhido' }, { ...signUpPayload(), RolesIds: [1, 2, 3] }, { ...signUpPayload(), Type: 2 }, []]) {
      const res = await t.client().post(SIGN_UP('loja.ana'), body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const notJson = await t.client().request({ method: 'POST', url: SIGN_UP('loja.ana'), payload: 'Name=Carla', headers: { 'content-type': 'text/plain' } });
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
    const huge = await t.client().post(SIGN_UP('loja.ana'), signUpPayload({ Name: 'x'.repeat(20_000) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().Message).toBe('O corpo da requisição é grande demais.');
    for (const store of ['ninguem', 'bloqueada', 'operador', 'socio.joao.nao']) {
      const res = await t.client().post(SIGN_UP(store), signUpPayload({ Email: 'nova@cliente.test', RegionalId: '390.533.447-05' }));
      expect(res.statusCode, store).toBe(404);
      expect(res.json().Message).toBe('Loja não encontrada.');
    }
    // A store client's own username is no store either.
    const [client] = await db().select().from(users).where(eq(users.type, UserType.UserStore)).limit(1);
    expect((await t.client().post(SIGN_UP(client!.username), signUpPayload({ Email: 'nova@cliente.test', RegionalId: '390.533.447-05' }))).statusCode).toBe(
      404,
    );
    expect(await signUpSnapshot(db())).toEqual(before);
  });

  it('lets one of two simultaneous sign-ups with the same CPF through', async () => {
    const before = await signUpSnapshot(db());
    const results = await Promise.all(
      ['um', 'dois', 'tres'].map((k) => t.client().post(SIGN_UP('loja.ana'), signUpPayload({ Email: `${k}@mesmo.test`, RegionalId: '935.411.347-80' }))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().Message)).toEqual([
      'CPF já cadastrado como cliente. Entre com seu e-mail e senha.',
      'CPF já cadastrado como cliente. Entre com seu e-mail e senha.',
    ]);
    const after = await signUpSnapshot(db());
    expect(after.users).toBe(before.users + 1);
  });
});

describe(`POST store getAuthToken (${TEST_DB})`, () => {
  it('signs a store client in with his e-mail and password, whatever the case', async () => {
    const res = await t.client().post(STORE_LOGIN, { Email: 'carla@CLIENTE.test', Password: 'segredo123' });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({ IsAuth: true, RolesIds: [-1, -3, 7], Username: expect.stringMatching(/^cliente\./) });
    const me = await t.client(res.json().Data.AccessToken).get('/api/accounts/authUser/getAuthUserData');
    expect(me.json().Data.User).toMatchObject({ Email: 'Carla@Cliente.test', AccessCount: 2 });
  });

  it("answers the same 401 for a wrong password, an unknown e-mail and a member's e-mail; bad input 400", async () => {
    for (const body of [
      { Email: 'carla@cliente.test', Password: 'errada123' },
      { Email: 'ninguem@cliente.test', Password: 'segredo123' },
      { Email: 'joao@socio.test', Password: 'senha-do-joao' },
    ]) {
      const res = await t.client().post(STORE_LOGIN, body);
      expect(res.statusCode, body.Email).toBe(401);
      expect(res.json().Message).toBe('Usuário ou senha inválidos.');
    }
    const bad: Array<[unknown, string]> = [
      [{ Email: '', Password: 'x' }, 'Email é obrigatório.'],
      [{ Email: 'carla@cliente.test', Password: '' }, 'Senha é obrigatória.'],
      [{ Email: 'carla@cliente.test' }, 'Senha é obrigatória.'],
      [{ Email: 'carla\u0000@cliente.test', Password: 'segredo123' }, 'Texto contém caracteres inválidos.'],
    ];
    for (const [body, message] of bad) {
      const res = await t.client().post(STORE_LOGIN, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().Message).toBe(message);
    }
    expect((await t.client().post(STORE_LOGIN, { Email: 'carla@cliente.test', Password: 'segredo123', UserType: 2 })).statusCode).toBe(400);
  });

  it("keeps store clients out of the office's login, as before", async () => {
    for (const body of [
      { Email: 'carla@cliente.test', Password: 'segredo123', UserType: 2 },
      { Email: 'carla@cliente.test', Password: 'segredo123', UserType: 3 },
    ]) {
      const res = await t.client().post(OFFICE_LOGIN, body);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(member.type).toBe(2);
  });
});
