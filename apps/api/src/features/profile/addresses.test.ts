import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MEMBER_ROLE_IDS } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { insertMember } from '../../seed/builders';
import { addresses } from '../../db/schema';

const CREATE = '/api/users/adresses/createNewUserAdresses';
const UPDATE = '/api/users/adresses/updateUserAdresses';
let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
let julia: Row, kleber: Row;
const as = (u: Row) => t.client(t.token(u));

beforeAll(async () => {
  t = await createTestApp();
  julia = await insertMember(t.database.db, { username: 'julia' });
  kleber = await insertMember(t.database.db, { username: 'kleber' });
});
afterAll(() => t.close());

const address = (extra: Record<string, unknown> = {}) => ({
  Name: 'Casa',
  ZipCode: '01001-000',
  Street: 'Praça da Sé',
  Number: '100',
  District: 'Sé',
  City: 'São Paulo',
  State: 'sp',
  Complement: 'Apto 1',
  ...extra,
});

const addressesOf = (userId: number) => t.database.db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(addresses.id);

describe('addresses', () => {
  it('creates an address for the caller and answers it (zip without mask, UF upper case)', async () => {
    const res = await as(julia).post(CREATE, address());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      IsSuccess: true,
      Message: 'Endereço adicionado com sucesso.',
      Data: {
        Id: expect.any(Number),
        Name: 'Casa',
        ZipCode: '01001000',
        Street: 'Praça da Sé',
        Number: '100',
        District: 'Sé',
        City: 'São Paulo',
        State: 'SP',
        Country: 'Brasil',
        Complement: 'Apto 1',
      },
    });
    const listed = await as(julia).get('/api/accounts/authUser/getAuthUserData');
    expect(listed.json().Data.Adresses).toEqual([{ AddressId: res.json().Data.Id, Address: res.json().Data }]);
  });

  it('updates his own address', async () => {
    const [mine] = await addressesOf(julia.id);
    const res = await as(julia).put(UPDATE, address({ Id: mine!.id, Name: 'Trabalho', Number: '200', Complement: null }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      IsSuccess: true,
      Message: 'Endereço atualizado com sucesso.',
      Data: { Id: mine!.id, Name: 'Trabalho', Number: '200', Complement: null },
    });
  });

  it("another member's address answers 404 and stays as it was", async () => {
    const [mine] = await addressesOf(julia.id);
    const res = await as(kleber).put(UPDATE, address({ Id: mine!.id, Street: 'Rua do Invasor' }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ IsSuccess: false, Message: 'Endereço não encontrado.', Data: null });
    const [after] = await addressesOf(julia.id);
    expect(after).toEqual(mine);
    expect((await as(kleber).put(UPDATE, address({ Id: 987_654 }))).statusCode).toBe(404);
  });

  it('refuses bad input with the spec messages and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [address({ ZipCode: '' }), 'CEP é obrigatório.'],
      [address({ ZipCode: undefined }), 'CEP é obrigatório.'],
      [address({ ZipCode: '0100-100' }), 'CEP inválido.'],
      [address({ Street: '' }), 'Rua é obrigatório.'],
      [address({ Number: '  ' }), 'Número é obrigatório.'],
      [address({ District: undefined }), 'Bairro é obrigatório.'],
      [address({ City: '' }), 'Cidade é obrigatório.'],
      [address({ State: '' }), 'Estado é obrigatório.'],
      [address({ State: 'XX' }), 'Estado inválido.'],
    ];
    const before = await addressesOf(kleber.id);
    for (const [body, message] of cases) {
      const res = await as(kleber).post(CREATE, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ IsSuccess: false, Message: message, Data: null });
    }
    for (const body of [address({ Street: 's'.repeat(5000) }), address({ Number: 12 }), address({ UserId: julia.id }), address({ Country: 'Chile' })]) {
      expect((await as(kleber).post(CREATE, body)).statusCode).toBe(400);
    }
    expect(await addressesOf(kleber.id)).toEqual(before);

    const [mine] = await addressesOf(julia.id);
    const bad = await as(julia).put(UPDATE, address({ Id: mine!.id, City: '' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toBe('Cidade é obrigatório.');
    for (const id of ['1', -1, 0, null]) expect((await as(julia).put(UPDATE, address({ Id: id }))).statusCode).toBe(400);
    expect((await addressesOf(julia.id))[0]).toEqual(mine);
  });

  it('caps a member at 20 addresses with a clear 422', async () => {
    const lia = await insertMember(t.database.db, { username: 'lia' });
    const results = await Promise.all(Array.from({ length: 22 }, (_, i) => as(lia).post(CREATE, address({ Name: `E${i}` }))));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(20);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => r.statusCode)).toEqual([422, 422]);
    expect(refused[0]!.json().Message).toBe('Limite de 20 endereços atingido.');
    expect(await addressesOf(lia.id)).toHaveLength(20);
  });

  it('401 without a session; any signed-in member may keep addresses (SIDE_HOME)', async () => {
    expect((await t.client().post(CREATE, address())).statusCode).toBe(401);
    expect((await t.client().put(UPDATE, address({ Id: 1 }))).statusCode).toBe(401);
    const noRoles = await insertMember(t.database.db, { username: 'semroles', rolesIds: MEMBER_ROLE_IDS.filter((r) => r > 0) });
    expect((await as(noRoles).post(CREATE, address())).statusCode).toBe(200);
  });
});
