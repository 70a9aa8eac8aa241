import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { MEMBER_ROLE_IDS, messages, UserStatus, UserType } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { insertMember } from '../../seed/builders';
import { addresses, invoices, ledgerAccounts, plans, users } from '../../db/schema';
import { verifyPassword } from '../../platform/passwords';
import { addDays, dayInSaoPaulo } from '../../platform/dates';
import { baseAddress, companyPayload, personPayload } from './registration.fixtures';

const REGISTER = '/api/users/registerUser';
const SPONSOR = '/api/users/verifySponsorByUsername';

async function userCount(t: TestApp) {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  return Number(row!.n);
}
async function userByUsername(t: TestApp, username: string) {
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

describe('registration with no plans configured', () => {
  let t: TestApp;
  let sponsorId: number;
  beforeAll(async () => {
    t = await createTestApp();
    sponsorId = (await insertMember(t.database.db, { username: 'patrocinador', name: 'Paulo Patrocinador', phoneOne: '11 91234-5678' })).id;
    await insertMember(t.database.db, { username: 'bloqueado', status: UserStatus.Bloqueado });
    await insertMember(t.database.db, { username: 'pendente', status: UserStatus.Pendente });
    await insertMember(t.database.db, { username: 'cliente', type: UserType.UserStore });
    await insertMember(t.database.db, { username: 'operador', type: UserType.Administrator });
  });
  afterAll(() => t.close());

  describe('verifySponsorByUsername', () => {
    it('answers the sponsor data of a member, username in any case', async () => {
      const res = await t.client().get(`${SPONSOR}/PATROCINADOR`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        IsSuccess: true,
        Message: null,
        Data: { Name: 'Paulo Patrocinador', Username: 'patrocinador', PhoneOne: '11 91234-5678', Email: 'patrocinador@clube.test' },
      });
      expect((await t.client().get(`${SPONSOR}/pendente`)).statusCode).toBe(200);
    });

    it('answers 404 sponsorNotFound for unknown, blocked, store-client and administrator users', async () => {
      for (const u of ['ninguem', 'bloqueado', 'cliente', 'operador', 'x'.repeat(100)]) {
        const res = await t.client().get(`${SPONSOR}/${u}`);
        expect(res.statusCode, u).toBe(404);
        expect(res.json()).toEqual({ IsSuccess: false, Message: messages.sponsorNotFound, Data: null });
      }
      // Fastify refuses path parameters over 100 characters before the route runs.
      const huge = await t.client().get(`${SPONSOR}/${'x'.repeat(5000)}`);
      expect(huge.statusCode).toBeGreaterThanOrEqual(400);
      expect(huge.statusCode).toBeLessThan(500);
    });
  });

  it('registers an individual as an active member under his sponsor, in every table', async () => {
    const res = await t.client().post(REGISTER, personPayload());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      IsSuccess: true,
      Message: 'Cadastro realizado com sucesso. Acesse sua conta agora!',
      Data: { Id: expect.any(Number), Username: 'maria', InvoiceToken: null },
    });
    const u = (await userByUsername(t, 'maria'))!;
    expect(u).toMatchObject({
      id: body.Data.Id,
      type: 2,
      status: UserStatus.Ativo,
      name: 'Maria Silva',
      email: 'maria@clube.test',
      personType: 1,
      birthday: '1990-01-15',
      gender: 2,
      regionalId: '52998224725',
      cnpj: null,
      phoneOne: '11 98765-4321',
      phoneTwo: null,
      language: 'pt-BR',
      sponsorId,
      planId: null,
    });
    expect(u.activatedOn).toBeInstanceOf(Date);
    expect(Date.now() - u.activatedOn!.getTime()).toBeLessThan(60_000);
    expect([...u.rolesIds].sort((a, b) => a - b)).toEqual([...MEMBER_ROLE_IDS].sort((a, b) => a - b));
    expect(u.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(u.passwordHash, 'segredo123')).toBe(true);

    const addrs = await t.database.db.select().from(addresses).where(eq(addresses.userId, u.id));
    expect(addrs).toHaveLength(1);
    expect(addrs[0]).toMatchObject({
      name: 'Casa',
      zipCode: '01001000',
      street: 'Praça da Sé',
      number: '100',
      district: 'Sé',
      city: 'São Paulo',
      state: 'SP',
      country: 'Brasil',
      complement: 'lado ímpar',
    });
    const accounts = await t.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, u.id));
    expect(accounts).toMatchObject([{ kind: 'member', walletType: 1, balanceCents: 0 }]);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.userId, u.id))).toEqual([]);
  });

  it('registers a company: CNPJ and inscriptions, no birthday, gender or CPF', async () => {
    const res = await t
      .client()
      .post(REGISTER, companyPayload({ PhoneOne: '(11) 3456-7890', PhoneTwo: '11 98888-7777', Birthday: '01/01/2020', RegionalId: '123' }));
    expect(res.statusCode, res.body).toBe(200);
    const u = (await userByUsername(t, 'empresa'))!;
    expect(u).toMatchObject({
      personType: 2,
      cnpj: '11222333000181',
      stateInscription: '110.042.490.114',
      municipalInscription: '1234567',
      birthday: null,
      gender: null,
      regionalId: null,
      phoneOne: '11 3456-7890',
      phoneTwo: '11 98888-7777',
    });
  });

  it('allows another account with the same CPF (secondary accounts) and up to 5 addresses', async () => {
    const addr = baseAddress;
    const res = await t.client().post(REGISTER, personPayload({ Email: 'maria2@clube.test', Username: 'maria.2', Adresses: Array(5).fill(addr) }));
    expect(res.statusCode, res.body).toBe(200);
    const u = (await userByUsername(t, 'maria.2'))!;
    expect(u.regionalId).toBe('52998224725');
    expect(await t.database.db.select().from(addresses).where(eq(addresses.userId, u.id))).toHaveLength(5);
  });

  it('refuses a taken e-mail or username, whatever the case, with 409', async () => {
    const before = await userCount(t);
    const email = await t.client().post(REGISTER, personPayload({ Email: 'MARIA@Clube.Test', Username: 'outra' }));
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({ IsSuccess: false, Message: messages.emailInUse });
    const username = await t.client().post(REGISTER, personPayload({ Email: 'outra@clube.test', Username: 'MARIA' }));
    expect(username.statusCode).toBe(409);
    expect(username.json()).toMatchObject({ IsSuccess: false, Message: messages.usernameInUse });
    expect(await userCount(t)).toBe(before);
  });

  it('answers one 200 and one 409 when the same registration races itself', async () => {
    const payload = personPayload({ Email: 'gemeo@clube.test', Username: 'gemeo' });
    const results = await Promise.all([t.client().post(REGISTER, payload), t.client().post(REGISTER, payload)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409)!.json();
    expect([messages.emailInUse, messages.usernameInUse]).toContain(refused.Message);
    const [n] = await t.database.db.select({ n: count() }).from(users).where(eq(users.username, 'gemeo'));
    expect(Number(n!.n)).toBe(1);
  });

  it('answers 409 when the unique index catches a registration the pre-check could not see', async () => {
    // Another transaction inserts the same username and commits only once ours is blocked on the index.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const holder = t.database.db.transaction(async (tx) => {
      await insertMember(tx, { username: 'carlos', email: 'carlos@clube.test' });
      await gate;
    });
    const pending = t.client().post(REGISTER, personPayload({ Email: 'carlos2@clube.test', Username: 'Carlos' }));
    if (t.database.kind === 'pg') {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const waiting = await t.database.db.execute(sql`SELECT 1 FROM pg_locks WHERE NOT granted`);
        if ((waiting as unknown as { rows: unknown[] }).rows.length > 0 || Date.now() > deadline) break;
        await new Promise((r) => setTimeout(r, 20));
      }
    } else {
      await new Promise((r) => setTimeout(r, 200));
    }
    release();
    await holder;
    const res = await pending;
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ IsSuccess: false, Message: messages.usernameInUse });
    expect(await userByUsername(t, 'carlos')).toMatchObject({ email: 'carlos@clube.test' });
  });

  it('answers 404 for an unknown or blocked sponsor and creates nothing', async () => {
    const before = await userCount(t);
    for (const s of ['ninguem', 'bloqueado', 'cliente']) {
      const res = await t.client().post(REGISTER, personPayload({ SponsorUsername: s, Email: `x-${s}@clube.test`, Username: `x-${s}` }));
      expect(res.statusCode, s).toBe(404);
      expect(res.json()).toMatchObject({ IsSuccess: false, Message: messages.sponsorNotFound });
    }
    expect(await userCount(t)).toBe(before);
  });

  it('refuses a PlanId when the club sells no such plan', async () => {
    const res = await t.client().post(REGISTER, personPayload({ Email: 'plano@clube.test', Username: 'plano', PlanId: 999 }));
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe(messages.planNotFound);
  });

  it("checks an individual's birthday, gender and CPF", async () => {
    const adult = dayInSaoPaulo().slice(0, 4);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ Birthday: null }, messages.birthdayRequired],
      [{ Birthday: '' }, messages.birthdayRequired],
      [{ Birthday: `01/01/${Number(adult) - 10}` }, messages.underage],
      [{ Birthday: '31/02/1990' }, messages.invalidBirthday],
      [{ Birthday: addDays(dayInSaoPaulo(), 1) }, messages.invalidBirthday],
      [{ Gender: null }, messages.genderRequired],
      [{ Gender: 4 }, messages.genderInvalid],
      [{ RegionalId: null }, messages.cpfRequired],
      [{ RegionalId: '529.982.247-26' }, messages.invalidCpf],
      [{ RegionalId: '111.111.111-11' }, messages.invalidCpf],
    ];
    const before = await userCount(t);
    for (const [over, message] of cases) {
      const res = await t.client().post(REGISTER, personPayload({ Email: 'novo@clube.test', Username: 'novo', ...over }));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().Message, JSON.stringify(over)).toBe(message);
    }
    expect(await userCount(t)).toBe(before);
  });

  it("checks a company's CNPJ and inscriptions", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ CNPJ: null }, messages.cnpjRequired],
      [{ CNPJ: '11.222.333/0001-82' }, messages.invalidCnpj],
      [{ StateInscription: '' }, messages.stateInscriptionRequired],
      [{ StateInscription: null }, messages.stateInscriptionRequired],
      [{ MunicipalInscription: '   ' }, messages.municipalInscriptionRequired],
    ];
    const before = await userCount(t);
    for (const [over, message] of cases) {
      const res = await t.client().post(REGISTER, companyPayload({ Email: 'nova@empresa.test', Username: 'nova-empresa', ...over }));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().Message, JSON.stringify(over)).toBe(message);
    }
    expect(await userCount(t)).toBe(before);
  });

  it('answers 4xx to bad input and creates nothing', async () => {
    const addr = baseAddress;
    const cases: Array<[Record<string, unknown>, string | null]> = [
      [{ Type: 1 }, messages.userTypeInvalid],
      [{ Type: 3 }, messages.userTypeInvalid],
      [{ PersonType: 3 }, messages.personTypeInvalid],
      [{ Password: 'curta' }, messages.passwordMin],
      [{ Password: '' }, messages.passwordRequired],
      [{ Password: 'x'.repeat(129) }, messages.passwordTooLong],
      [{ Name: '' }, messages.nameRequired],
      [{ Name: 123 }, null],
      [{ Name: 'x'.repeat(10_000) }, messages.textTooLong],
      [{ Email: '' }, messages.emailRequired],
      [{ Email: 'nao-e-email' }, messages.invalidEmail],
      [{ Username: '' }, messages.userRequired],
      [{ Username: 'com espaço' }, messages.invalidUsername],
      [{ Username: 'ab' }, messages.invalidUsername],
      [{ SponsorUsername: '' }, messages.sponsorRequired],
      [{ PhoneOne: '' }, messages.phoneRequired],
      [{ PhoneOne: '12' }, messages.phoneInvalid],
      [{ PhoneOne: 'abc' }, messages.phoneInvalid],
      [{ PhoneTwo: '1234567890123' }, messages.phoneInvalid],
      [{ Adresses: [] }, messages.addressesRequired],
      [{ Adresses: Array(6).fill(addr) }, messages.addressesMax],
      [{ Adresses: [{ ...addr, ZipCode: '123' }] }, messages.zipInvalid],
      [{ Adresses: [{ ...addr, Street: '' }] }, messages.streetRequired],
      [{ Adresses: [{ ...addr, State: 'XX' }] }, messages.invalidState],
      [{ Adresses: [{ ...addr, Country: 'Argentina' }] }, null],
      [{ Adresses: [{ ...addr, Extra: 1 }] }, null],
      [{ Extra: true }, null],
      [{ PlanId: 'um' }, null],
      [{ Gender: '2' }, null],
    ];
    const before = await userCount(t);
    for (const [over, message] of cases) {
      const res = await t.client().post(REGISTER, personPayload({ Email: 'novo@clube.test', Username: 'novo', ...over }));
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ IsSuccess: false, Data: null });
      if (message) expect(res.json().Message, JSON.stringify(over).slice(0, 80)).toBe(message);
    }
    const missing = personPayload() as Record<string, unknown>;
    delete missing['Password'];
    expect((await t.client().post(REGISTER, missing)).statusCode).toBe(400);
    const junk = await t.client().request({ method: 'POST', url: REGISTER, payload: '{"Name":', headers: { 'content-type': 'application/json' } });
    expect(junk.statusCode).toBe(400);
    const noXsrf = await t.app.inject({ method: 'POST', url: REGISTER, payload: personPayload({ Email: 'novo@clube.test', Username: 'novo' }) });
    expect(noXsrf.statusCode).toBe(403);
    expect(await userCount(t)).toBe(before);
  });
});

describe('registration when the club sells plans', () => {
  let t: TestApp;
  let gold: number;
  let retired: number;
  beforeAll(async () => {
    t = await createTestApp();
    await insertMember(t.database.db, { username: 'patrocinador' });
    const rows = await t.database.db
      .insert(plans)
      .values([
        { name: 'Ouro', description: 'Plano completo', priceCents: 19_990, monthlyPaymentCents: 4_990, status: 1 },
        { name: 'Antigo', priceCents: 5_000, monthlyPaymentCents: 1_000, status: 0 },
      ])
      .returning({ id: plans.id });
    [gold, retired] = rows.map((r) => r.id) as [number, number];
  });
  afterAll(() => t.close());

  it('requires an active plan and creates nothing without one', async () => {
    const before = await userCount(t);
    const none = await t.client().post(REGISTER, personPayload());
    expect(none.statusCode).toBe(400);
    expect(none.json().Message).toBe(messages.planRequired);
    const old = await t.client().post(REGISTER, personPayload({ PlanId: retired }));
    expect(old.statusCode).toBe(404);
    expect(old.json().Message).toBe(messages.planNotFound);
    expect(await userCount(t)).toBe(before);
  });

  it('creates the member Pendente with an Adesão invoice for the plan price due in 3 days', async () => {
    const res = await t.client().post(REGISTER, personPayload({ PlanId: gold }));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().Data;
    expect(data).toEqual({ Id: expect.any(Number), Username: 'maria', InvoiceToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const u = (await userByUsername(t, 'maria'))!;
    expect(u).toMatchObject({ status: UserStatus.Pendente, activatedOn: null });
    const inv = await t.database.db.select().from(invoices).where(eq(invoices.userId, u.id));
    expect(inv).toHaveLength(1);
    expect(inv[0]).toMatchObject({
      type: 1,
      description: 'Adesão — Plano Ouro',
      valueCents: 19_990,
      deliverValueCents: 0,
      dueDate: addDays(dayInSaoPaulo(), 3),
      status: 1,
      planId: gold,
      token: data.InvoiceToken,
    });
    const accounts = await t.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, u.id));
    expect(accounts).toHaveLength(1);
  });
});

describe('registration is limited per IP when rate limits are on', () => {
  it('answers 429 after 10 registrations in a minute', async () => {
    const t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await t.client().post(REGISTER, personPayload({ Type: 9 }))).statusCode);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses[10]).toBe(429);
    } finally {
      await t.close();
    }
  });
});
