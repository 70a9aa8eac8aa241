import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MEMBER_ROLE_IDS, Permission } from '@clube/contract';
import { MAX_BANK_ACCOUNTS_PER_MEMBER } from '@clube/contract/bank-accounts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { bankAccounts } from '../../db/schema';
import { insertMember } from '../../seed/builders';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const BANKS = '/api/finances/banks/getAllBanks';
const LIST = '/api/users/bankAccount/getAllUserBankAccounts';
const CREATE = '/api/users/bankAccount/createNewUserBankAccount';
const UPDATE = '/api/users/bankAccount/updateUserBankAccount';
const page1 = { PaginationSettings: { Page: 1, RowsPerPage: 50 } };
let ana: Row, bia: Row, noBankRole: Row;

/** A complete, valid form (stricter reading: agency, digits and account required). */
const valid = (over: Record<string, unknown> = {}) => ({
  Type: 1,
  BankCode: '001',
  HolderName: 'Ana Paula Souza',
  HolderCPF: '111.444.777-35',
  Agency: '1234',
  AgencyDigit: '5',
  AccountNumber: '98765',
  AccountNumberDigit: 'x',
  AccountVariation: null,
  Notes: null,
  UserPix: [],
  ...over,
});

async function rowsOf(userId: number) {
  return t.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)).orderBy(bankAccounts.id);
}
async function totalRows() {
  const [r] = await t.database.db.select({ n: count() }).from(bankAccounts);
  return Number(r!.n);
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ana = await insertMember(db, { username: 'ana' });
  bia = await insertMember(db, { username: 'bia' });
  noBankRole = await insertMember(db, { username: 'semconta', rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== Permission.CONTAS_BANCARIAS) });
});
afterAll(() => t.close());

describe('GET /api/finances/banks/getAllBanks', () => {
  it('answers the banks with a COMPE code, ordered by code, with their names from bancos-brasileiros', async () => {
    const res = await as(ana).get(BANKS);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ IsSuccess: true, Message: null });
    const banks: Array<{ Code: string; Name: string }> = body.Data;
    expect(banks.length).toBeGreaterThan(400);
    expect(banks).toContainEqual({ Code: '001', Name: 'Banco do Brasil S.A.' });
    expect(banks).toContainEqual({ Code: '341', Name: 'ITAÚ UNIBANCO S.A.' });
    expect(banks.find((b) => b.Code === '260')?.Name).toMatch(/NU PAGAMENTOS/);
    for (const b of banks) {
      expect(Object.keys(b).sort()).toEqual(['Code', 'Name']);
      expect(b.Code).toMatch(/^\d{3}$/);
      expect(b.Name.trim()).not.toBe('');
    }
    const codes = banks.map((b) => b.Code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
  });

  it('needs a session and CONTAS_BANCARIAS', async () => {
    expect((await t.client().get(BANKS)).statusCode).toBe(401);
    expect((await as(noBankRole).get(BANKS)).statusCode).toBe(403);
  });
});

describe('POST /api/users/bankAccount/createNewUserBankAccount', () => {
  it('creates the account: bank name from the list, CPF as digits, Pix keys normalized', async () => {
    const res = await as(ana).post(
      CREATE,
      valid({
        BankName: 'Banco Inventado pelo Cliente',
        AccountVariation: ' 51 ',
        Notes: ' conta salário ',
        UserPix: [
          { Type: 4, Value: '11 98765-4321' },
          { Type: 3, Value: ' Ana.Paula@Exemplo.COM ' },
          { Type: 5, Value: '123E4567-E89B-12D3-A456-426614174000' },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ IsSuccess: true, Message: 'Conta bancária adicionada com sucesso.' });
    expect(body.Data).toEqual({
      Id: expect.any(Number),
      Type: 1,
      BankCode: '001',
      BankName: 'Banco do Brasil S.A.',
      HolderName: 'Ana Paula Souza',
      HolderCPF: '11144477735',
      Agency: '1234',
      AgencyDigit: '5',
      AccountNumber: '98765',
      AccountNumberDigit: 'X',
      AccountVariation: '51',
      Notes: 'conta salário',
      UserPix: [
        { Type: 4, Value: '+5511987654321' },
        { Type: 3, Value: 'ana.paula@exemplo.com' },
        { Type: 5, Value: '123e4567-e89b-12d3-a456-426614174000' },
      ],
    });
    const [stored] = await rowsOf(ana.id);
    expect(stored).toMatchObject({ id: body.Data.Id, bankName: 'Banco do Brasil S.A.', holderCpf: '11144477735', pixKeys: body.Data.UserPix });
  });

  it('accepts CPF and CNPJ keys (with or without masks) and stores them as the directory does', async () => {
    const res = await as(bia).post(
      CREATE,
      valid({
        HolderName: 'Bia',
        HolderCPF: '52998224725',
        BankCode: '260',
        Type: 2,
        UserPix: [
          { Type: 1, Value: '529.982.247-25' },
          { Type: 2, Value: '11.222.333/0001-81' },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({
      Type: 2,
      BankCode: '260',
      HolderCPF: '52998224725',
      UserPix: [
        { Type: 1, Value: '52998224725' },
        { Type: 2, Value: '11222333000181' },
      ],
    });
  });

  it("names every missing required field with the spec's 'é obrigatório.' messages", async () => {
    const before = await totalRows();
    const res = await as(ana).post(CREATE, {});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ IsSuccess: false, Data: null, Message: 'Tipo de Conta é obrigatório.' });
    expect(body.errors).toEqual({
      Type: ['Tipo de Conta é obrigatório.'],
      BankCode: ['Banco é obrigatório.'],
      HolderName: ['Nome do Titular é obrigatório.'],
      HolderCPF: ['CPF do Titular é obrigatório.'],
      Agency: ['Agência é obrigatório.'],
      AgencyDigit: ['Dígito da Agência é obrigatório.'],
      AccountNumber: ['Conta é obrigatório.'],
      AccountNumberDigit: ['Dígito Conta é obrigatório.'],
    });
    // Blank strings count as missing too.
    const blanks = await as(ana).post(CREATE, valid({ HolderName: '  ', Agency: '', AgencyDigit: ' ', AccountNumber: '', AccountNumberDigit: '' }));
    expect(blanks.json().errors).toEqual({
      HolderName: ['Nome do Titular é obrigatório.'],
      Agency: ['Agência é obrigatório.'],
      AgencyDigit: ['Dígito da Agência é obrigatório.'],
      AccountNumber: ['Conta é obrigatório.'],
      AccountNumberDigit: ['Dígito Conta é obrigatório.'],
    });
    const pix = await as(ana).post(CREATE, valid({ UserPix: [{ Type: null, Value: '' }] }));
    expect(pix.json().errors).toEqual({ 'UserPix.0.Type': ['Tipo do Pix é obrigatório.'], 'UserPix.0.Value': ['Chave Pix é obrigatório.'] });
    expect(await totalRows()).toBe(before);
  });

  it('refuses a fourth Pix key with the spec message, on the server too', async () => {
    const before = await totalRows();
    const res = await as(ana).post(
      CREATE,
      valid({
        UserPix: [
          { Type: 1, Value: '111.444.777-35' },
          { Type: 3, Value: 'ana@exemplo.com' },
          { Type: 4, Value: '+55 11 98765-4321' },
          { Type: 5, Value: '123e4567-e89b-12d3-a456-426614174000' },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ IsSuccess: false, Message: 'Máximo de Tipos de Pix diferentes atingido.', Data: null });
    expect(await totalRows()).toBe(before);
  });

  it('refuses bad input with 400 and a pt-BR reason, creating nothing', async () => {
    const before = await totalRows();
    const cases: Array<[Record<string, unknown>, string | null]> = [
      [valid({ HolderCPF: '111.444.777-36' }), 'CPF Inválido.'],
      [valid({ HolderCPF: '111.111.111-11' }), 'CPF Inválido.'],
      [valid({ HolderCPF: 'abc11144477735' }), 'CPF Inválido.'],
      [valid({ BankCode: '999' }), 'Banco não encontrado na lista de bancos.'],
      [valid({ BankCode: '1' }), 'Banco não encontrado na lista de bancos.'],
      [valid({ Type: 3 }), 'Tipo de Conta é obrigatório.'],
      [valid({ Type: '1' }), 'Tipo de Conta é obrigatório.'],
      [valid({ Agency: 1234 }), null],
      [valid({ Agency: '12a4' }), 'Agência deve ter de 1 a 5 dígitos.'],
      [valid({ Agency: '123456' }), 'Agência deve ter de 1 a 5 dígitos.'],
      [valid({ AgencyDigit: '10' }), 'Dígito deve ser um número ou X.'],
      [valid({ AccountNumberDigit: 'Y' }), 'Dígito deve ser um número ou X.'],
      [valid({ AccountNumber: '1'.repeat(16) }), 'Conta deve ter de 1 a 15 dígitos.'],
      [valid({ AccountVariation: 'abc' }), 'Variação deve ter até 5 dígitos.'],
      [valid({ HolderName: 'x'.repeat(5_000) }), 'Texto longo demais.'],
      [valid({ Notes: 'x'.repeat(5_000) }), 'Texto longo demais.'],
      [valid({ UserId: bia.id }), null],
      [valid({ Id: 1 }), null],
      [valid({ UserPix: [{ Type: 1, Value: '111.444.777-35', Owner: 'x' }] }), null],
      [valid({ UserPix: 'nenhum' }), null],
      [valid({ UserPix: [{ Type: 6, Value: 'x' }] }), 'Tipo do Pix é obrigatório.'],
      [valid({ UserPix: [{ Type: 1, Value: '111.444.777-36' }] }), 'Chave Pix inválida para o tipo CPF.'],
      [valid({ UserPix: [{ Type: 2, Value: '11.222.333/0001-82' }] }), 'Chave Pix inválida para o tipo CNPJ.'],
      [valid({ UserPix: [{ Type: 3, Value: 'ana@' }] }), 'Chave Pix inválida para o tipo Email.'],
      [valid({ UserPix: [{ Type: 3, Value: `${'a'.repeat(70)}@exemplo.com` }] }), 'Chave Pix inválida para o tipo Email.'],
      [valid({ UserPix: [{ Type: 4, Value: '11 3333-4444' }] }), 'Chave Pix inválida para o tipo Celular.'],
      [valid({ UserPix: [{ Type: 4, Value: '+1 415 555 0100' }] }), 'Chave Pix inválida para o tipo Celular.'],
      [valid({ UserPix: [{ Type: 5, Value: 'not-a-uuid' }] }), 'Chave Pix inválida para o tipo Código Aleatório.'],
      [
        valid({
          UserPix: [
            { Type: 1, Value: '111.444.777-35' },
            { Type: 1, Value: '529.982.247-25' },
          ],
        }),
        'Cada tipo de Pix pode aparecer uma vez por conta.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await as(ana).post(CREATE, body);
      const label = JSON.stringify(body).slice(0, 160);
      expect(res.statusCode, label).toBe(400);
      expect(res.json(), label).toMatchObject({ IsSuccess: false, Data: null });
      if (message) expect(res.json().Message, label).toBe(message);
    }
    expect(await totalRows()).toBe(before);
  });

  it('needs a session, the XSRF header and CONTAS_BANCARIAS', async () => {
    const before = await totalRows();
    expect((await t.client().post(CREATE, valid())).statusCode).toBe(401);
    expect((await as(noBankRole).post(CREATE, valid())).statusCode).toBe(403);
    const noXsrf = await t.app.inject({
      method: 'POST',
      url: CREATE,
      payload: valid(),
      headers: { authorization: `Bearer ${t.token(ana)}` },
    });
    expect(noXsrf.statusCode).toBe(403);
    expect(await totalRows()).toBe(before);
  });

  it(`caps a member at ${MAX_BANK_ACCOUNTS_PER_MEMBER} accounts, also under concurrent requests`, async () => {
    const carl = await insertMember(t.database.db, { username: 'carl' });
    const attempts = MAX_BANK_ACCOUNTS_PER_MEMBER + 5;
    const results = await Promise.all(Array.from({ length: attempts }, (_, i) => as(carl).post(CREATE, valid({ HolderName: `Carl ${i}` }))));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_BANK_ACCOUNTS_PER_MEMBER);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 422)).toBe(true);
    const refused = results.find((r) => r.statusCode === 422)!;
    expect(refused.json()).toMatchObject({ IsSuccess: false, Message: `Limite de ${MAX_BANK_ACCOUNTS_PER_MEMBER} contas bancárias atingido.` });
    expect(await rowsOf(carl.id)).toHaveLength(MAX_BANK_ACCOUNTS_PER_MEMBER);
    if (TEST_DB === 'pg') expect(statuses.some((s) => s >= 500)).toBe(false);
  });
});

describe('POST /api/users/bankAccount/getAllUserBankAccounts', () => {
  let dora: Row;
  const ids: number[] = [];
  beforeAll(async () => {
    dora = await insertMember(t.database.db, { username: 'dora' });
    for (let i = 0; i < 7; i++) {
      const res = await as(dora).post(CREATE, valid({ HolderName: `Dora ${i}`, Type: i % 3 === 0 ? 2 : 1, BankCode: '237' }));
      ids.push(res.json().Data.Id);
    }
  });
  const idsOf = (res: { json(): { Data: Array<{ Id: number }> } }) => res.json().Data.map((a) => a.Id);

  it("lists the caller's accounts only, newest first, with PaginationSettings", async () => {
    const res = await as(dora).post(LIST, page1);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual([...ids].reverse());
    expect(res.json().PaginationSettings).toEqual({ Page: 1, TotalPages: 1, TotalRows: 7, AllPages: [1] });
    expect(res.json().Data[0]).toMatchObject({ HolderName: 'Dora 6', BankName: 'Banco Bradesco S.A.', HolderCPF: '11144477735' });
    const anas = await as(ana).post(LIST, {});
    expect(anas.json().Data.every((a: { HolderName: string }) => !a.HolderName.startsWith('Dora'))).toBe(true);
  });

  it('filters by account type and orders ascending on request', async () => {
    const savings = await as(dora).post(LIST, { ...page1, BankAccountType: 2 });
    expect(idsOf(savings)).toEqual([ids[6], ids[3], ids[0]]);
    expect(savings.json().Data.every((a: { Type: number }) => a.Type === 2)).toBe(true);
    expect(savings.json().PaginationSettings.TotalRows).toBe(3);
    expect(idsOf(await as(dora).post(LIST, { ...page1, BankAccountType: 1 }))).toHaveLength(4);
    expect(idsOf(await as(dora).post(LIST, { ...page1, BankAccountType: null }))).toHaveLength(7);
    expect(idsOf(await as(dora).post(LIST, { ...page1, PaginationFilter: { OrderByDescending: false } }))).toEqual(ids);
  });

  it('pages by RowsPerPage (50 by default), pages disjoint and complete', async () => {
    const first = await as(dora).post(LIST, { PaginationSettings: { Page: 1, RowsPerPage: 3 } });
    expect(first.json().PaginationSettings).toEqual({ Page: 1, TotalPages: 3, TotalRows: 7, AllPages: [1, 2, 3] });
    const second = await as(dora).post(LIST, { PaginationSettings: { Page: 2, RowsPerPage: 3 } });
    const third = await as(dora).post(LIST, { PaginationSettings: { Page: 3, RowsPerPage: 3 } });
    expect([...idsOf(first), ...idsOf(second), ...idsOf(third)]).toEqual([...ids].reverse());
    const beyond = await as(dora).post(LIST, { PaginationSettings: { Page: 9, RowsPerPage: 3 } });
    expect(beyond.json().Data).toEqual([]);
    const byDefault = await as(dora).post(LIST, {});
    expect(byDefault.json().PaginationSettings).toMatchObject({ Page: 1, TotalRows: 7 });
  });

  it('refuses bad input with 400', async () => {
    for (const body of [
      { ...page1, BankAccountType: 3 },
      { ...page1, BankAccountType: '1' },
      { ...page1, UserId: ana.id },
      { PaginationSettings: { Page: 0, RowsPerPage: 50 } },
      { PaginationSettings: { Page: 1, RowsPerPage: 0 } },
      { PaginationSettings: { Page: '1', RowsPerPage: 50 } },
    ]) {
      const res = await as(dora).post(LIST, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ IsSuccess: false, Data: null });
    }
  });

  it('needs a session and CONTAS_BANCARIAS', async () => {
    expect((await t.client().post(LIST, page1)).statusCode).toBe(401);
    expect((await as(noBankRole).post(LIST, page1)).statusCode).toBe(403);
  });
});

describe('PUT /api/users/bankAccount/updateUserBankAccount', () => {
  let eva: Row, evaId: number, biaId: number;
  beforeAll(async () => {
    eva = await insertMember(t.database.db, { username: 'eva' });
    evaId = (await as(eva).post(CREATE, valid({ HolderName: 'Eva', UserPix: [{ Type: 3, Value: 'eva@exemplo.com' }] }))).json().Data.Id;
    biaId = (await rowsOf(bia.id))[0]!.id;
  });

  it('replaces the account, keeps its id, and answers it', async () => {
    const res = await as(eva).put(
      UPDATE,
      valid({
        Id: evaId,
        Type: 2,
        BankCode: '341',
        HolderName: 'Eva Lima',
        Agency: '0001',
        AccountNumberDigit: '0',
        UserPix: [{ Type: 4, Value: '+55 21 99876-5432' }],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      IsSuccess: true,
      Message: 'Conta bancária atualizada com sucesso.',
      Data: {
        Id: evaId,
        Type: 2,
        BankCode: '341',
        BankName: 'ITAÚ UNIBANCO S.A.',
        HolderName: 'Eva Lima',
        Agency: '0001',
        AccountNumberDigit: '0',
        UserPix: [{ Type: 4, Value: '+5521998765432' }],
      },
    });
    const rows = await rowsOf(eva.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: evaId, bankCode: '341', holderName: 'Eva Lima', pixKeys: [{ Type: 4, Value: '+5521998765432' }] });
    const listed = await as(eva).post(LIST, page1);
    expect(listed.json().Data).toEqual([res.json().Data]);
  });

  it("answers 404 for someone else's account and for unknown ids, changing nothing", async () => {
    const biaBefore = await rowsOf(bia.id);
    const evaBefore = await rowsOf(eva.id);
    for (const Id of [biaId, 2_000_000]) {
      const res = await as(eva).put(UPDATE, valid({ Id, HolderName: 'Invasora' }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ IsSuccess: false, Message: 'Conta bancária não encontrada.', Data: null });
    }
    expect(await rowsOf(bia.id)).toEqual(biaBefore);
    expect(await rowsOf(eva.id)).toEqual(evaBefore);
  });

  it('refuses bad input with 400, leaving the account as it was', async () => {
    const before = await rowsOf(eva.id);
    const cases = [
      valid(),
      valid({ Id: 'x' }),
      valid({ Id: -1 }),
      valid({ Id: 1.5 }),
      valid({ Id: evaId, HolderCPF: '123.456.789-00' }),
      valid({ Id: evaId, BankCode: '000' }),
      valid({ Id: evaId, UserId: bia.id }),
      valid({ Id: evaId, Agency: null }),
      valid({
        Id: evaId,
        UserPix: [
          { Type: 1, Value: '111.444.777-35' },
          { Type: 2, Value: '11.222.333/0001-81' },
          { Type: 3, Value: 'eva@exemplo.com' },
          { Type: 4, Value: '11 98765-4321' },
        ],
      }),
    ];
    for (const body of cases) {
      const res = await as(eva).put(UPDATE, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
    }
    expect(await rowsOf(eva.id)).toEqual(before);
  });

  it('needs a session and CONTAS_BANCARIAS', async () => {
    const before = await rowsOf(eva.id);
    expect((await t.client().put(UPDATE, valid({ Id: evaId }))).statusCode).toBe(401);
    expect((await as(noBankRole).put(UPDATE, valid({ Id: evaId }))).statusCode).toBe(403);
    expect(await rowsOf(eva.id)).toEqual(before);
  });
});
