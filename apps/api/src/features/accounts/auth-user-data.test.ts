import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { UserStatus } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { insertMember } from '../../seed/builders';
import { addresses, careerPlanRanks, invoices, plans, storedFiles, users } from '../../db/schema';
import { createInvoice } from '../invoices';

const URL_ = '/api/accounts/authUser/getAuthUserData';
let t: TestApp;
let caio: Awaited<ReturnType<typeof insertMember>>;
let firstPendingId: number;
let secondPendingId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [plan] = await db.insert(plans).values({ name: 'Plano Ouro', description: 'O melhor', priceCents: 19_990, monthlyPaymentCents: 4_990 }).returning();
  const [file] = await db
    .insert(storedFiles)
    .values({ originalFileName: 'ouro.png', contentType: 'image/png', size: 3, content: Buffer.from([1, 2, 3]) })
    .returning();
  const [rank] = await db.insert(careerPlanRanks).values({ name: 'Ouro', color: '#d4af37', position: 3, imageFileId: file!.id }).returning();
  const sponsor = await insertMember(db, { username: 'padrinho', name: 'Pedro Padrinho', email: 'pedro@clube.test', phoneOne: '11 91234-5678' });
  caio = await insertMember(db, { username: 'caio', sponsorId: sponsor.id, planId: plan!.id, regionalId: '11144477735' });
  await db.update(users).set({ careerPlanRankId: rank!.id }).where(eq(users.id, caio.id));
  await db
    .insert(addresses)
    .values({ userId: caio.id, name: 'Casa', zipCode: '01001000', street: 'Praça da Sé', number: '1', district: 'Sé', city: 'São Paulo', state: 'SP' });
  const first = await createInvoice(db, {
    userId: caio.id,
    type: 1,
    description: 'Adesão — Plano Ouro',
    valueCents: 19_990,
    deliverValueCents: 1_250,
    dueDate: '2026-01-10',
  });
  const paid = await createInvoice(db, { userId: caio.id, type: 2, description: 'Mensalidade', valueCents: 4_990, dueDate: '2026-02-10' });
  await db.update(invoices).set({ status: 2, paidAt: new Date() }).where(eq(invoices.id, paid.id));
  const second = await createInvoice(db, { userId: caio.id, type: 2, description: 'Mensalidade', valueCents: 4_990, dueDate: '2026-03-10' });
  firstPendingId = first.id;
  secondPendingId = second.id;
  const other = await insertMember(db, { username: 'outro' });
  await createInvoice(db, { userId: other.id, type: 1, description: 'De outro', valueCents: 100, dueDate: '2026-01-10' });
});
afterAll(() => t.close());

describe('GET /api/accounts/authUser/getAuthUserData', () => {
  it('answers the member, his sponsor, rank, plan, addresses and pending invoices (newest first)', async () => {
    const res = await t.client(t.token(caio)).get(URL_);
    expect(res.statusCode).toBe(200);
    const { Data } = res.json();
    expect(Data.User).toMatchObject({
      Id: caio.id,
      Username: 'caio',
      Email: 'caio@clube.test',
      Status: 1,
      StatusFormatted: 'Ativo',
      StatusColor: 'green',
      RegionalId: '11144477735',
      Birthday: '1990-01-15',
      Gender: 3,
      PersonType: 1,
      UserType: 2,
      UserNeedsRelogin: false,
      Sponsor: { Name: 'Pedro Padrinho', Username: 'padrinho', PhoneOne: '11 91234-5678', Email: 'pedro@clube.test' },
      CareerPlanRank: {
        Name: 'Ouro',
        Color: '#d4af37',
        CareerPlanRankImage: { StoredFile: { FullUrl: expect.stringMatching(/^\/api\/files\/\d+\/ouro\.png$/) } },
      },
    });
    expect(Data.User).not.toHaveProperty('PasswordHash');
    expect(res.body).not.toMatch(/argon2/);
    expect(Data.ActivePlan).toEqual({ Id: expect.any(Number), Name: 'Plano Ouro', Description: 'O melhor', Price: 199.9, MonthlyPayment: 49.9 });
    expect(Data.Adresses).toEqual([
      {
        AddressId: expect.any(Number),
        Address: {
          Id: expect.any(Number),
          Name: 'Casa',
          ZipCode: '01001000',
          Street: 'Praça da Sé',
          Number: '1',
          District: 'Sé',
          City: 'São Paulo',
          State: 'SP',
          Country: 'Brasil',
          Complement: null,
        },
      },
    ]);
    expect(Data.PendingInvoices.map((i: { Id: number }) => i.Id)).toEqual([secondPendingId, firstPendingId]);
    expect(Data.PendingInvoices[1]).toEqual({
      Id: firstPendingId,
      Type: 1,
      TypeFormatted: 'Adesão',
      Description: 'Adesão — Plano Ouro',
      Value: 199.9,
      DeliverValue: 12.5,
      DueDate: '2026-01-10',
      Status: 1,
      StatusFormatted: 'Pendente',
      StatusColor: 'yellow',
      Token: expect.any(String),
    });
  });

  it('a member without sponsor, rank, plan or addresses gets nulls and empty lists', async () => {
    const solo = await insertMember(t.database.db, { username: 'solo', status: UserStatus.Pendente });
    const res = await t.client(t.token(solo)).get(URL_);
    expect(res.json().Data).toMatchObject({
      User: { Sponsor: null, CareerPlanRank: null, StatusFormatted: 'Pendente', StatusColor: 'yellow', ActivatedOn: null },
      ActivePlan: null,
      Adresses: [],
      PendingInvoices: [],
    });
  });

  it('lists addresses newest first and keeps dates and the profile fields exact', async () => {
    const ana = await insertMember(t.database.db, { username: 'ana.enderecos', createdAt: new Date('2023-05-06T07:08:09.123Z') });
    const lastAccess = new Date('2024-02-03T04:05:06.789Z');
    await t.database.db.update(users).set({ lastAccessOn: lastAccess, accessCount: 7, cnpj: '11222333000181', groupId: 4 }).where(eq(users.id, ana.id));
    const place = { zipCode: '01001000', street: 'Rua A', number: '1', district: 'Centro', city: 'São Paulo', state: 'SP' };
    const [older] = await t.database.db
      .insert(addresses)
      .values({ ...place, userId: ana.id, name: 'Antigo' })
      .returning();
    const [newer] = await t.database.db
      .insert(addresses)
      .values({ ...place, userId: ana.id, name: 'Novo', complement: 'Ap 2' })
      .returning();
    const { Data } = (await t.client(t.token(ana)).get(URL_)).json();
    expect(Data.Adresses.map((a: { AddressId: number }) => a.AddressId)).toEqual([newer!.id, older!.id]);
    expect(Data.Adresses[0].Address).toMatchObject({ Id: newer!.id, Name: 'Novo', Complement: 'Ap 2', Country: 'Brasil' });
    expect(Data.User).toMatchObject({
      Created: '2023-05-06T07:08:09.123Z',
      LastAccessOn: '2024-02-03T04:05:06.789Z',
      ActivatedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      AccessCount: 7,
      CNPJ: '11222333000181',
      GroupId: 4,
      Activated2FA: false,
      Language: 'pt-BR',
      PhoneTwo: null,
    });
  });

  it('needs a session; a blocked member is sent away', async () => {
    expect((await t.client().get(URL_)).statusCode).toBe(401);
    const blocked = await insertMember(t.database.db, { username: 'bloq', status: UserStatus.Bloqueado });
    const res = await t.client(t.token(blocked)).get(URL_);
    expect(res.statusCode).toBe(401);
  });
});
