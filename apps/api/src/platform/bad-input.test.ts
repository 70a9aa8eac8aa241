import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { messages } from '@clube/contract';
import { createTestApp, type TestApp, type TestClient } from '../../test/helper';
import { addresses, users } from '../db/schema';
import { insertMember } from '../seed/builders';
import { baseAddress, personPayload } from '../features/registration/registration.fixtures';

/**
 * Bad input of every kind answers a 4xx in pt-BR and changes nothing, and the log, captured line
 * by line, holds no password, hash, token or personal data (docs/api-wire.md).
 */
const JOANA = {
  username: 'joana',
  password: 'SenhaDaJoana#2024',
  email: 'joana.secreta@exemplo.test',
  cpf: '52998224725',
  cpfMasked: '529.982.247-25',
  phone: '11 97777-6666',
  phoneDigits: '11977776666',
};
const NEWCOMER = {
  Password: 'SenhaNova#7777',
  Email: 'nova.pessoa@exemplo.test',
  Username: 'novapessoa',
  RegionalId: '390.533.447-05',
  PhoneOne: '11955554444',
};
const NEWCOMER_CPF = '39053344705';
const FORCED_FAILURE_NAME = 'Nome Que Falha No Banco';
const NEW_PASSWORD = 'OutraSenha#9999';

const REGISTER = '/api/users/registerUser';
const UPDATE = '/api/accounts/authUser/updateUser';
const LOGIN = '/api/accounts/token/getAuthToken';

const logs: string[] = [];
let t: TestApp;
let joana: TestClient;

beforeAll(async () => {
  t = await createTestApp({ logStream: { write: (line) => void logs.push(line) } });
  const db = t.database.db;
  await insertMember(db, { username: 'patrocinador' });
  await insertMember(db, {
    username: JOANA.username,
    password: JOANA.password,
    email: JOANA.email,
    regionalId: JOANA.cpf,
    phoneOne: JOANA.phone,
  });
  joana = await t.login(JOANA.username, JOANA.password);
});
afterAll(() => t.close());

/** Everything a bad request could have touched. */
async function state() {
  const db = t.database.db;
  const [u] = await db.select({ n: count() }).from(users);
  const [a] = await db.select({ n: count() }).from(addresses);
  const [row] = await db.select().from(users).where(eq(users.username, JOANA.username));
  return { users: Number(u!.n), addresses: Number(a!.n), joana: row };
}

const registration = () => personPayload({ ...NEWCOMER, SponsorUsername: 'patrocinador', Adresses: [{ ...baseAddress }] });
const profile = () => ({ Name: 'Joana Souza', Birthday: '15/01/1990', Gender: 3, PhoneOne: JOANA.phone, PhoneTwo: '', Language: 'pt-BR' });

function expectRefused(res: { statusCode: number; json(): any }, label: string, message?: string) {
  expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, label).toBeLessThan(500);
  const body = res.json();
  expect(body.IsSuccess, label).toBe(false);
  expect(body.Data, label).toBeNull();
  expect(typeof body.Message, label).toBe('string');
  // pt-BR: our catalogue or zod's pt-BR locale, never an English default.
  expect(body.Message, label).not.toMatch(/\b(expected|invalid|required|received|must|error)\b/i);
  if (message) expect(body.Message, label).toBe(message);
}

describe('control characters', () => {
  it('refuses a NUL byte in every text field of registerUser, the address included, with 400 and changes nothing', async () => {
    const before = await state();
    const fields = ['Password', 'Name', 'Email', 'SponsorUsername', 'Username', 'Birthday', 'RegionalId', 'PhoneOne', 'PhoneTwo', 'Language'] as const;
    for (const field of fields) {
      const body = registration() as Record<string, unknown>;
      body[field] = `${String(body[field] || 'x')}\u0000`;
      expectRefused(await t.client().post(REGISTER, body), field, messages.textInvalidCharacters);
    }
    for (const field of ['Name', 'ZipCode', 'Street', 'Number', 'District', 'City', 'State', 'Complement'] as const) {
      const body = registration();
      body.Adresses = [{ ...baseAddress, [field]: `${baseAddress[field]}\u0000` }];
      expectRefused(await t.client().post(REGISTER, body), `Adresses.${field}`, messages.textInvalidCharacters);
    }
    // In a key, unknown to every schema.
    expectRefused(await t.client().post(REGISTER, { ...registration(), 'Na\u0000me': 'x' }), 'key', messages.textInvalidCharacters);
    expect(await state()).toEqual(before);
  });

  it('refuses the other control characters through the contract, and keeps accents and emoji', async () => {
    for (const char of ['\u0001', '\u0007', '\u001b', '\u007f', '\n', '\t']) {
      const res = await t.client().post(REGISTER, { ...registration(), Name: `Maria${char}Silva` });
      expectRefused(res, JSON.stringify(char), messages.textInvalidCharacters);
    }
    const ok = await t.client().post(REGISTER, {
      ...registration(),
      Name: 'Conceição Ñandú 🌻',
      Username: 'conceicao',
      Email: 'conceicao@exemplo.test',
      RegionalId: '111.444.777-35',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.username, 'conceicao'));
    expect(row!.name).toBe('Conceição Ñandú 🌻');
  });

  it('refuses a NUL byte in every text field of updateUser, server-owned ones included, and changes nothing', async () => {
    const before = await state();
    const cases: Array<Record<string, unknown>> = [
      { Name: 'Joana\u0000' },
      { Birthday: '15/01/1990\u0000' },
      { PhoneOne: `${JOANA.phone}\u0000` },
      { PhoneTwo: '\u0000' },
      { Language: 'pt\u0000' },
      { Password: `${NEW_PASSWORD}\u0000`, CurrentPassword: JOANA.password },
      { Password: NEW_PASSWORD, CurrentPassword: `${JOANA.password}\u0000` },
      { Email: `${JOANA.email}\u0000` },
      { Username: 'joana\u0000' },
      { RegionalId: `${JOANA.cpf}\u0000` },
    ];
    for (const over of cases) expectRefused(await joana.put(UPDATE, { ...profile(), ...over }), JSON.stringify(over), messages.textInvalidCharacters);
    expectRefused(await joana.put(UPDATE, { ...profile(), Name: 'Joana\u0002' }), 'STX', messages.textInvalidCharacters);
    expect(await state()).toEqual(before);
  });

  it('refuses a NUL byte in every login field', async () => {
    const cases = [
      { Username: 'joana\u0000', Password: JOANA.password },
      { Email: `${JOANA.email}\u0000`, Password: JOANA.password },
      { Username: JOANA.username, Password: `${JOANA.password}\u0000` },
      { Username: JOANA.username, AccessToken: 'abc\u0000' },
    ];
    for (const c of cases) expectRefused(await t.client().post(LOGIN, { UserType: 2, ...c }), JSON.stringify(c), messages.textInvalidCharacters);
  });

  it('refuses a NUL byte in path parameters and query strings', async () => {
    const urls = [
      '/api/users/getUserByUsername/jo%00ana',
      '/api/helpers/validators/validateEmail?email=a%00b%40c.test',
      '/api/helpers/validators/validateRegionalId?regionalId=529%00',
      '/api/users/network/getAllNetworkUsers?levels=1%00',
    ];
    for (const url of urls) expectRefused(await joana.get(url), url, messages.textInvalidCharacters);
    const recovery = await t.client().post('/api/users/passwords/recoveryPassword/joana%00');
    expectRefused(recovery, 'recoveryPassword', messages.textInvalidCharacters);
  });
});

describe('other bad input', () => {
  it('answers wrong types, huge numbers, unknown ids, deep nesting and a 1 MB body with a 4xx in pt-BR, changing nothing', async () => {
    const before = await state();
    const register = [
      { Name: 12345 },
      { PersonType: 'um' },
      { Adresses: 'casa' },
      { Adresses: [{ ...baseAddress, Number: 10 }] },
      { Gender: 'F' },
      { Gender: 1e20 },
      { PlanId: 1e308 },
      { PlanId: 2 ** 60 },
      { PlanId: 2_147_483_647 },
      { GroupId: -1e308 },
      { Password: ['a', 'b'] },
      { Email: { $ne: null } },
      { SponsorUsername: 'ninguem-existe' },
    ];
    for (const over of register) expectRefused(await t.client().post(REGISTER, { ...registration(), ...over }), JSON.stringify(over));
    const update = [{ Name: null }, { Gender: 9e99 }, { PhoneOne: 11977776666 }, { Password: NEW_PASSWORD, CurrentPassword: 'errada' }];
    for (const over of update) expectRefused(await joana.put(UPDATE, { ...profile(), ...over }), JSON.stringify(over));
    expectRefused(await joana.put('/api/users/adresses/updateUserAdresses', { ...baseAddress, Id: 2_147_483_647 }), 'unknown address id');
    expectRefused(await joana.put('/api/users/adresses/updateUserAdresses', { ...baseAddress, Id: 1e300 }), 'huge address id');
    expectRefused(await joana.post('/api/users/network/getNetwork', { UserId: 2_147_483_647, Levels: 1 }), 'unknown network user');
    expectRefused(await joana.get('/api/users/getUserByUsername/ninguem-existe'), 'unknown username', messages.userNotFound);
    expectRefused(await t.client().post(LOGIN, { UserType: 2, Username: JOANA.username, Password: 12345 }), 'numeric password');
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const nested = await t.client().request({ method: 'POST', url: REGISTER, payload: `{"Name":${deep}}`, headers: { 'content-type': 'application/json' } });
    expectRefused(nested, 'deep nesting');
    const big = await t.client().request({
      method: 'POST',
      url: REGISTER,
      payload: JSON.stringify({ ...registration(), Name: 'x'.repeat(1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expectRefused(big, '1 MB body', messages.bodyTooLarge);
    expect(big.statusCode).toBe(413);
    expect(await state()).toEqual(before);
  });
});

describe('a database failure', () => {
  it('answers 500 with the generic message and logs the SQLSTATE and constraint, never the values', async () => {
    // A constraint only this test breaks: the profile update then fails inside PostgreSQL, with
    // the name, the phone and both password hashes as the query's parameters.
    await t.database.db.execute(sql.raw(`ALTER TABLE users ADD CONSTRAINT test_forced_failure CHECK (name <> '${FORCED_FAILURE_NAME}')`));
    try {
      const before = await state();
      const res = await joana.put(UPDATE, { ...profile(), Name: FORCED_FAILURE_NAME, Password: NEW_PASSWORD, CurrentPassword: JOANA.password });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ IsSuccess: false, Message: messages.serverError, Data: null });
      expect(await state()).toEqual(before);
      const failure = logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
      expect(failure, 'the 500 is logged').toBeDefined();
      const chain: Array<Record<string, unknown>> = [];
      for (let e = failure.err; e; e = e.cause) chain.push(e);
      expect(chain.some((e) => e.code === '23514' && e.constraint === 'test_forced_failure')).toBe(true);
      expect(JSON.stringify(failure)).not.toContain(FORCED_FAILURE_NAME);
      expect(JSON.stringify(failure)).not.toMatch(/params:|Failing row/);
    } finally {
      await t.database.db.execute(sql.raw('ALTER TABLE users DROP CONSTRAINT test_forced_failure'));
    }
  });
});

describe('the log', () => {
  it('was written, and holds no password, hash, token, CPF, e-mail, phone nor query string', async () => {
    // A few more requests whose path or query carry personal data.
    await t.client().get(`/api/helpers/validators/validateRegionalId?regionalId=${JOANA.cpf}`);
    await t.client().get(`/api/helpers/validators/validateEmail?email=${encodeURIComponent(JOANA.email)}`);
    await t.client().post(`/api/users/passwords/recoveryPassword/${encodeURIComponent(JOANA.email)}`);
    await t.client().get(`/api/users/passwords/recoveryPassword/${encodeURIComponent(JOANA.email)}`);
    await t.client().get(`/api/rota/inexistente?cpf=${JOANA.cpf}`);
    const text = logs.join('\n');
    expect(logs.length).toBeGreaterThan(50);
    expect(text).toContain('incoming request');
    expect(text).toContain('"url":"/api/users/passwords/recoveryPassword/:value"');
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, JOANA.username));
    const secrets = [
      JOANA.password,
      NEWCOMER.Password,
      NEW_PASSWORD,
      row!.hash!,
      '$argon2',
      joana.token!,
      JOANA.cpf,
      JOANA.cpfMasked,
      NEWCOMER_CPF,
      NEWCOMER.RegionalId,
      JOANA.email,
      encodeURIComponent(JOANA.email),
      NEWCOMER.Email,
      JOANA.phone,
      JOANA.phoneDigits,
      NEWCOMER.PhoneOne,
      FORCED_FAILURE_NAME,
      'regionalId=',
      'email=',
    ];
    for (const secret of secrets) expect(text.includes(secret), secret).toBe(false);
  });
});
