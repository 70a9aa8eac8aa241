import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { UserType } from '@clube/contract';
import { DEFAULT_CONTRACT_TEXT } from '@clube/contract/configurations';
import { createTestApp, type TestApp } from '../../../test/helper';
import { auditLog, configurations, unilevelTables, unilevelTableVersions } from '../../db/schema';
import { DEFAULT_FREIGHT_TABLE } from '../../integrations/freight';
import { insertMember } from '../../seed/builders';
import { freightTable } from '../orders';
import { readSCBonificationCenter, readSCShops } from './index';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const db = () => t.database.db;
const as = (u: Row) => t.client(t.token(u));
const BASE = '/api/configurations';
let member: Row, admin: Row;

const stored = async (key: string) => (await db().select().from(configurations).where(eq(configurations.key, key)))[0]?.value;
const auditsOf = (key: string) =>
  db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `configuration:${key}`))
    .orderBy(auditLog.id);

beforeAll(async () => {
  t = await createTestApp();
  member = await insertMember(db(), { username: 'socia' });
  admin = await insertMember(db(), { username: 'operador', type: UserType.Administrator });
});
afterAll(() => t.close());

describe('who may call', () => {
  const reads = ['getSCGeneral', 'getSCShops', 'getSCBonificationCenter'];
  const writes = ['updateSCGeneral', 'updateSCShops', 'updateSCBonificationCenter'];

  it('visitors get 401 on every call', async () => {
    for (const name of reads) expect((await t.client().get(`${BASE}/${name}`)).statusCode, name).toBe(401);
    for (const name of writes) expect((await t.client().put(`${BASE}/${name}`, {})).statusCode, name).toBe(401);
  });

  it('members read the groups and get 403 on every write; nothing is stored or audited', async () => {
    for (const name of reads) expect((await as(member).get(`${BASE}/${name}`)).statusCode, name).toBe(200);
    for (const name of writes) {
      const res = await as(member).put(`${BASE}/${name}`, {});
      expect(res.statusCode, name).toBe(403);
      expect(res.json()).toMatchObject({ IsSuccess: false, Data: null });
    }
    expect(await db().select().from(configurations)).toEqual([]);
    expect(await db().select().from(auditLog)).toEqual([]);
  });
});

describe('scGeneral', () => {
  it('answers the defaults while nothing is stored', async () => {
    const res = await as(member).get(`${BASE}/getSCGeneral`);
    expect(res.json()).toEqual({
      IsSuccess: true,
      Message: null,
      Data: {
        ClubName: 'Clube Office',
        OfficeUrl: null,
        MarketplaceUrl: null,
        SupportEmail: null,
        SupportPhone: null,
        ContractText: DEFAULT_CONTRACT_TEXT,
        ContractVersion: 1,
        DpoName: null,
        DpoContact: null,
        Timer: 300000,
      },
    });
  });

  it('an administrator replaces the group; blanks are not set; the write is audited with before and after', async () => {
    const body = {
      ClubName: ' Clube Aurora ',
      OfficeUrl: 'https://escritorio.aurora.com.br',
      MarketplaceUrl: '',
      SupportEmail: 'suporte@aurora.com.br',
      SupportPhone: '11 4000-1234',
      ContractText: ' CONTRATO DO CLUBE AURORA\n\n1. Objeto. ',
      Timer: 60000,
    };
    const res = await as(admin).put(`${BASE}/updateSCGeneral`, body);
    expect(res.statusCode).toBe(200);
    const data = {
      ClubName: 'Clube Aurora',
      OfficeUrl: 'https://escritorio.aurora.com.br',
      MarketplaceUrl: null,
      SupportEmail: 'suporte@aurora.com.br',
      SupportPhone: '11 4000-1234',
      ContractText: 'CONTRATO DO CLUBE AURORA\n\n1. Objeto.',
      // A new text is a new version (docs/privacy.md#consents).
      ContractVersion: 2,
      DpoName: null,
      DpoContact: null,
      Timer: 60000,
    };
    expect(res.json()).toEqual({ IsSuccess: true, Message: 'Configurações atualizadas com Sucesso.', Data: data });
    expect((await as(member).get(`${BASE}/getSCGeneral`)).json().Data).toEqual(data);
    expect(await stored('scGeneral')).toEqual(data);

    const [audit] = await auditsOf('scGeneral');
    expect(audit).toMatchObject({ actorId: admin.id, action: 'configuration.update', ip: '127.0.0.1' });
    expect({ before: audit!.before, after: audit!.after }).toEqual({
      before: {
        ClubName: 'Clube Office',
        OfficeUrl: null,
        MarketplaceUrl: null,
        SupportEmail: null,
        SupportPhone: null,
        ContractText: DEFAULT_CONTRACT_TEXT,
        ContractVersion: 1,
        DpoName: null,
        DpoContact: null,
        Timer: 300000,
      },
      after: data,
    });
  });

  it('refuses bad values with pt-BR messages, and unknown fields', async () => {
    const cases: Array<[object, string]> = [
      [{ ClubName: '' }, 'Nome do clube é obrigatório.'],
      [{ SupportEmail: 'suporte' }, 'E-mail de suporte inválido.'],
      [{ OfficeUrl: 'javascript:alert(1)' }, 'Endereço inválido: informe um endereço que comece com http:// ou https://.'],
      [{ Timer: -1 }, 'Tempo de cache inválido: informe de 0 a 86400000 milissegundos.'],
      [{ Timer: 'x' }, 'Tempo de cache inválido: informe de 0 a 86400000 milissegundos.'],
      [{ ContractText: '  ' }, 'O texto do contrato é obrigatório.'],
      [{ ContractText: 'x'.repeat(50_001) }, 'Texto longo demais.'],
    ];
    for (const [body, message] of cases) {
      const res = await as(admin).put(`${BASE}/updateSCGeneral`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().Message).toBe(message);
    }
    expect((await as(admin).put(`${BASE}/updateSCGeneral`, { Outro: 1 })).statusCode).toBe(400);
    expect((await auditsOf('scGeneral')).length).toBe(1);
  });
});

describe('getContract (docs/configuration.md#scgeneral)', () => {
  it('is open: a visitor reads the contract the registration links to, the default until the console writes one', async () => {
    await db().delete(configurations).where(eq(configurations.key, 'scGeneral'));
    const res = await t.client().get(`${BASE}/getContract`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      IsSuccess: true,
      Message: null,
      Data: { Text: DEFAULT_CONTRACT_TEXT, Version: 1, Hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    expect(DEFAULT_CONTRACT_TEXT).toMatch(/^CONTRATO DE ADESÃO AO CLUBE\n/);

    const general = (await as(admin).get(`${BASE}/getSCGeneral`)).json().Data;
    const put = await as(admin).put(`${BASE}/updateSCGeneral`, { ...general, ContractText: 'Contrato novo.\nCláusula 1.' });
    expect(put.statusCode).toBe(200);
    expect((await t.client().get(`${BASE}/getContract`)).json().Data).toMatchObject({
      Text: 'Contrato novo.\nCláusula 1.',
      Version: general.ContractVersion + 1,
    });
  });
});

describe('scShops', () => {
  const table = {
    Bands: [
      { MaxGrams: 1000, SedexCents: { SameState: 1000, SameRegion: 2000, OtherRegion: 3000 }, PacCents: { SameState: 500, SameRegion: 600, OtherRegion: 700 } },
    ],
    ExtraPerKgCents: { Sedex: { SameState: 100, SameRegion: 200, OtherRegion: 300 }, Pac: { SameState: 50, SameRegion: 60, OtherRegion: 70 } },
    Days: { Sedex: { SameState: 1, SameRegion: 2, OtherRegion: 3 }, Pac: { SameState: 4, SameRegion: 5, OtherRegion: 6 } },
  };

  it('answers the default freight table and zero rules while nothing is stored', async () => {
    const res = await as(member).get(`${BASE}/getSCShops`);
    expect(res.json()).toEqual({
      IsSuccess: true,
      Message: null,
      Data: {
        FreightOriginZip: null,
        FreightTable: DEFAULT_FREIGHT_TABLE,
        FreightTableIsDefault: true,
        MinimumOrderValue: 0,
        CashbackPercentage: 0,
        MaxOpenOrdersPerBuyer: 5,
        MaxReservedUnitsPerBuyer: 200,
        Timer: 300000,
      },
    });
  });

  it('stores a valid table, the zip without its dash, and the rules; the orders feature prices with it', async () => {
    // A key this version does not know survives the write.
    await db()
      .insert(configurations)
      .values({ key: 'scShops', value: { FreightOriginZip: '01310100', Legado: true } });
    const res = await as(admin).put(`${BASE}/updateSCShops`, {
      FreightOriginZip: '06460-040',
      FreightTable: table,
      MinimumOrderValue: 49.9,
      CashbackPercentage: 2.5,
      MaxOpenOrdersPerBuyer: 3,
      MaxReservedUnitsPerBuyer: 1_500,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      IsSuccess: true,
      Message: 'Configurações atualizadas com Sucesso.',
      Data: {
        FreightOriginZip: '06460040',
        FreightTable: table,
        FreightTableIsDefault: false,
        MinimumOrderValue: 49.9,
        CashbackPercentage: 2.5,
        MaxOpenOrdersPerBuyer: 3,
        MaxReservedUnitsPerBuyer: 1_500,
        Timer: 300000,
      },
    });
    expect(await stored('scShops')).toEqual({
      FreightOriginZip: '06460040',
      FreightTable: table,
      MinimumOrderValue: 49.9,
      CashbackPercentage: 2.5,
      MaxOpenOrdersPerBuyer: 3,
      MaxReservedUnitsPerBuyer: 1_500,
      Timer: 300000,
      Legado: true,
    });
    expect(await freightTable(db())).toEqual(table);
    expect(await readSCShops(db())).toMatchObject({ CashbackPercentage: 2.5, MinimumOrderValue: 49.9 });
    const [audit] = await auditsOf('scShops');
    expect(audit).toMatchObject({
      before: { FreightOriginZip: '01310100', CashbackPercentage: 0 },
      after: { FreightOriginZip: '06460040', CashbackPercentage: 2.5 },
    });
  });

  it('refuses an invalid freight table with 422 and stores nothing', async () => {
    const before = await stored('scShops');
    const shrinking = { ...table, Bands: [table.Bands[0], { ...table.Bands[0], MaxGrams: 500 }] };
    const cases: Array<[unknown, string]> = [
      [shrinking, 'Tabela de frete inválida em FreightTable.Bands.'],
      [{ ...table, Bands: [] }, 'Tabela de frete inválida em FreightTable.Bands.'],
      [{ ...table, Days: undefined }, 'Tabela de frete inválida em FreightTable.Days.'],
      [
        { ...table, ExtraPerKgCents: { ...table.ExtraPerKgCents, Pac: { SameState: -1, SameRegion: 0, OtherRegion: 0 } } },
        'Tabela de frete inválida em FreightTable.ExtraPerKgCents.Pac.SameState.',
      ],
      ['tabela', 'Tabela de frete inválida em FreightTable.'],
    ];
    for (const [FreightTable, message] of cases) {
      const res = await as(admin).put(`${BASE}/updateSCShops`, { FreightOriginZip: '06460040', FreightTable });
      expect(res.statusCode, message).toBe(422);
      expect(res.json()).toMatchObject({ IsSuccess: false, Message: message, Data: null });
    }
    expect(await stored('scShops')).toEqual(before);
    expect((await auditsOf('scShops')).length).toBe(1);
  });

  it('refuses bad rules with pt-BR messages', async () => {
    const cases: Array<[object, string]> = [
      [{ CashbackPercentage: 100.5 }, 'Percentual de cashback inválido: informe de 0 a 100 com no máximo duas casas decimais.'],
      [{ CashbackPercentage: 2.555 }, 'Percentual de cashback inválido: informe de 0 a 100 com no máximo duas casas decimais.'],
      [{ CashbackPercentage: -1 }, 'Percentual de cashback inválido: informe de 0 a 100 com no máximo duas casas decimais.'],
      [{ MinimumOrderValue: -0.01 }, 'Valor mínimo do pedido inválido: informe de 0 a 1.000.000,00 com no máximo duas casas decimais.'],
      [{ MinimumOrderValue: 10.001 }, 'Valor mínimo do pedido inválido: informe de 0 a 1.000.000,00 com no máximo duas casas decimais.'],
      [{ FreightOriginZip: '123' }, 'CEP de origem do frete inválido.'],
      [{ MaxOpenOrdersPerBuyer: 0 }, 'Limite de pedidos aguardando pagamento inválido: informe um número inteiro de 1 a 100.'],
      [{ MaxOpenOrdersPerBuyer: 101 }, 'Limite de pedidos aguardando pagamento inválido: informe um número inteiro de 1 a 100.'],
      [{ MaxOpenOrdersPerBuyer: 2.5 }, 'Limite de pedidos aguardando pagamento inválido: informe um número inteiro de 1 a 100.'],
      [{ MaxOpenOrdersPerBuyer: '5' }, 'Limite de pedidos aguardando pagamento inválido: informe um número inteiro de 1 a 100.'],
      [{ MaxReservedUnitsPerBuyer: 0 }, 'Limite de unidades reservadas inválido: informe um número inteiro de 1 a 1.000.000.'],
      [{ MaxReservedUnitsPerBuyer: 1_000_001 }, 'Limite de unidades reservadas inválido: informe um número inteiro de 1 a 1.000.000.'],
      [{ MaxReservedUnitsPerBuyer: null }, 'Limite de unidades reservadas inválido: informe um número inteiro de 1 a 1.000.000.'],
    ];
    for (const [body, message] of cases) {
      const res = await as(admin).put(`${BASE}/updateSCShops`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().Message).toBe(message);
    }
  });

  it('a null table goes back to the default one', async () => {
    const res = await as(admin).put(`${BASE}/updateSCShops`, { FreightOriginZip: '06460040', FreightTable: null, CashbackPercentage: 3 });
    expect(res.json().Data).toMatchObject({ FreightTable: DEFAULT_FREIGHT_TABLE, FreightTableIsDefault: true, CashbackPercentage: 3, MinimumOrderValue: 0 });
    expect(await stored('scShops')).not.toHaveProperty('FreightTable');
    expect(await freightTable(db())).toEqual(DEFAULT_FREIGHT_TABLE);
  });
});

describe('scBonificationCenter', () => {
  let active: number, inactive: number;
  beforeAll(async () => {
    const rows = await db()
      .insert(unilevelTables)
      .values([{ name: 'Adesão' }, { name: 'Antiga', status: 0 }])
      .returning({ id: unilevelTables.id });
    [active, inactive] = rows.map((r) => r.id) as [number, number];
    await db()
      .insert(unilevelTableVersions)
      .values([
        { tableId: active, version: 1, levelsBp: [1000, 500] },
        { tableId: inactive, version: 1, levelsBp: [500] },
      ]);
  });

  it('answers the defaults while nothing is stored', async () => {
    expect((await as(member).get(`${BASE}/getSCBonificationCenter`)).json()).toEqual({
      IsSuccess: true,
      Message: null,
      Data: {
        AdhesionUnilevelId: null,
        MonthlyPaymentUnilevelId: null,
        PlanChangeUnilevelId: null,
        ProductsUnilevelId: null,
        DynamicCompression: false,
        OverdueInactiveDays: 10,
        OverdueCancelDays: 30,
        SubscriptionIssueDaysAhead: 5,
        SecondApprovalAbove: 10000,
        SecondApprovalWindowHours: 24,
        HeldInvoiceTypes: [1, 4, 5],
        HoldDays: 7,
        FeeCommissionShareLimit: 50,
        Timer: 300000,
      },
    });
  });

  it('refuses tables that do not exist or are inactive, naming each field', async () => {
    const res = await as(admin).put(`${BASE}/updateSCBonificationCenter`, {
      AdhesionUnilevelId: 999999,
      MonthlyPaymentUnilevelId: inactive,
      PlanChangeUnilevelId: active,
      ProductsUnilevelId: inactive,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      IsSuccess: false,
      Message: 'A tabela unilevel da Adesão não existe ou está inativa.',
      Data: null,
      errors: {
        AdhesionUnilevelId: ['A tabela unilevel da Adesão não existe ou está inativa.'],
        MonthlyPaymentUnilevelId: ['A tabela unilevel da Mensalidade não existe ou está inativa.'],
        ProductsUnilevelId: ['A tabela unilevel da Venda de Produtos não existe ou está inativa.'],
      },
    });
    expect(await stored('scBonificationCenter')).toBeUndefined();
    expect((await as(admin).put(`${BASE}/updateSCBonificationCenter`, { AdhesionUnilevelId: 0 })).json().Message).toBe('Tabela unilevel inválida.');
  });

  it('stores active tables and the rules; audited', async () => {
    const body = {
      AdhesionUnilevelId: active,
      MonthlyPaymentUnilevelId: active,
      ProductsUnilevelId: active,
      DynamicCompression: true,
      OverdueInactiveDays: 15,
    };
    const res = await as(admin).put(`${BASE}/updateSCBonificationCenter`, body);
    expect(res.statusCode).toBe(200);
    const data = {
      ...body,
      PlanChangeUnilevelId: null,
      OverdueCancelDays: 30,
      SubscriptionIssueDaysAhead: 5,
      SecondApprovalAbove: 10000,
      SecondApprovalWindowHours: 24,
      HeldInvoiceTypes: [1, 4, 5],
      HoldDays: 7,
      FeeCommissionShareLimit: 50,
      Timer: 300000,
    };
    expect(res.json()).toEqual({ IsSuccess: true, Message: 'Configurações atualizadas com Sucesso.', Data: data });
    expect((await as(member).get(`${BASE}/getSCBonificationCenter`)).json().Data).toEqual(data);
    expect(await readSCBonificationCenter(db())).toEqual(data);
    const audits = await auditsOf('scBonificationCenter');
    expect(audits.map((a) => (a.after as any).AdhesionUnilevelId)).toEqual([active]);
  });

  it('SecondApprovalAbove: reais with two decimals, null for "never"; a bad value is a 400', async () => {
    const bad = await as(admin).put(`${BASE}/updateSCBonificationCenter`, { SecondApprovalAbove: 10.001 });
    expect([bad.statusCode, bad.json().Message]).toEqual([
      400,
      'Valor para segunda aprovação inválido: informe de 0 a 10.000.000,00 com no máximo duas casas decimais, ou deixe em branco.',
    ]);
    expect((await as(admin).put(`${BASE}/updateSCBonificationCenter`, { SecondApprovalAbove: -1 })).statusCode).toBe(400);
    const never = await as(admin).put(`${BASE}/updateSCBonificationCenter`, { SecondApprovalAbove: null });
    expect(never.json().Data.SecondApprovalAbove).toBeNull();
    expect((await readSCBonificationCenter(db())).SecondApprovalAbove).toBeNull();
    const set = await as(admin).put(`${BASE}/updateSCBonificationCenter`, { SecondApprovalAbove: 2500.5 });
    expect((await readSCBonificationCenter(db())).SecondApprovalAbove).toBe(2500.5);
    expect(set.json().Data.SecondApprovalAbove).toBe(2500.5);
  });

  it('SecondApprovalWindowHours: whole hours from 1 to 720 (24 by default); anything else is a 400 that changes nothing', async () => {
    const before = await readSCBonificationCenter(db());
    for (const bad of [0, 721, 1.5, -24, '24', null]) {
      const res = await as(admin).put(`${BASE}/updateSCBonificationCenter`, { SecondApprovalWindowHours: bad });
      expect([res.statusCode, res.json().Message], String(bad)).toEqual([400, 'Janela da segunda aprovação inválida: informe de 1 a 720 horas.']);
    }
    expect(await readSCBonificationCenter(db())).toEqual(before);
    for (const hours of [1, 720, 48]) {
      const res = await as(admin).put(`${BASE}/updateSCBonificationCenter`, { SecondApprovalWindowHours: hours });
      expect(res.json().Data.SecondApprovalWindowHours).toBe(hours);
    }
    expect((await as(member).get(`${BASE}/getSCBonificationCenter`)).json().Data.SecondApprovalWindowHours).toBe(48);
    expect((await readSCBonificationCenter(db())).SecondApprovalWindowHours).toBe(48);
  });

  it('HeldInvoiceTypes and HoldDays: which invoice types wait out the right of withdrawal, and how long; bad values are a 400 that changes nothing', async () => {
    const before = await readSCBonificationCenter(db());
    for (const bad of [0, 6, 91, 2.5, '7', null]) {
      const res = await as(admin).put(`${BASE}/updateSCBonificationCenter`, { HoldDays: bad });
      expect([res.statusCode, res.json().Message], String(bad)).toEqual([400, 'Dias de retenção inválidos: informe de 7 a 90 dias.']);
    }
    for (const bad of [[0], [7], ['1'], 4, null]) {
      const res = await as(admin).put(`${BASE}/updateSCBonificationCenter`, { HeldInvoiceTypes: bad });
      expect([res.statusCode, res.json().Message], JSON.stringify(bad)).toEqual([
        400,
        'Tipos de fatura retidos inválidos: escolha entre os tipos de fatura existentes.',
      ]);
    }
    expect(await readSCBonificationCenter(db())).toEqual(before);
    const res = await as(admin).put(`${BASE}/updateSCBonificationCenter`, { HeldInvoiceTypes: [4, 5], HoldDays: 14 });
    expect(res.json().Data).toMatchObject({ HeldInvoiceTypes: [4, 5], HoldDays: 14 });
    expect(await readSCBonificationCenter(db())).toMatchObject({ HeldInvoiceTypes: [4, 5], HoldDays: 14 });
  });
});
