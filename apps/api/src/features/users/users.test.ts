import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permission, MEMBER_ROLE_IDS, UserStatus, UserType } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { accountLinks } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { linkAccounts } from '../network/network.fixtures';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
let ana: Row, noTransfer: Row;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ana = await insertMember(db, { username: 'ana', regionalId: '11144477735' });
  await insertMember(db, { username: 'anabela', name: 'Anabela Souza', email: 'anabela@x.test', regionalId: '39053344705' });
  const ana2 = await insertMember(db, { username: 'ANA_2', name: 'Ana Dois', regionalId: '11144477735' });
  await linkAccounts(db, ana, ana2);
  await insertMember(db, { username: 'anaxbloq', status: UserStatus.Bloqueado });
  await insertMember(db, { username: 'anapend', status: UserStatus.Pendente });
  await insertMember(db, { username: 'anainat', status: UserStatus.Inativo });
  await insertMember(db, { username: 'bruno' });
  await insertMember(db, { username: 'anaadmin', type: UserType.Administrator });
  await insertMember(db, { username: 'analoja', type: UserType.UserStore });
  for (let i = 0; i < 55; i++) await insertMember(db, { username: `massa${String(i).padStart(2, '0')}` });
  noTransfer = await insertMember(db, { username: 'semtransf', rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== Permission.TRANSFERENCIA) });
});
afterAll(() => t.close());

describe('GET /api/users/getAllUsersCount', () => {
  it('counts every type-2 member, whatever the status', async () => {
    const res = await as(ana).get('/api/users/getAllUsersCount');
    expect(res.statusCode).toBe(200);
    // ana, anabela, ANA_2, anaxbloq, anapend, anainat, bruno, 55 massa, semtransf
    expect(res.json()).toMatchObject({ IsSuccess: true, Data: 63 });
  });

  it('needs a session', async () => {
    const res = await t.client().get('/api/users/getAllUsersCount');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ IsSuccess: false, Message: 'Sessão expirada ou inválida. Entre novamente.' });
  });
});

describe('POST /api/users/getAllUsers', () => {
  const search = (username?: string, extra: Record<string, unknown> = {}) => ({
    PaginationSettings: { Page: 1, RowsPerPage: 50 },
    Filters: { Username: username },
    ...extra,
  });

  it('finds members by username prefix, case-insensitive, without the caller, blocked, admins or store clients', async () => {
    const res = await as(ana).post('/api/users/getAllUsers', search('aNa'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Data.map((u: { Username: string }) => u.Username).sort()).toEqual(['ANA_2', 'anabela', 'anainat', 'anapend']);
    expect(body.PaginationSettings).toMatchObject({ Page: 1, TotalRows: 4, TotalPages: 1 });
  });

  it('answers only Id, Name and Username: no e-mail, CPF or phone of others', async () => {
    const res = await as(ana).post('/api/users/getAllUsers', search('anabela'));
    expect(res.json().Data).toEqual([{ Id: expect.any(Number), Name: 'Anabela Souza', Username: 'anabela' }]);
    expect(res.body).not.toContain('anabela@x.test');
    expect(res.body).not.toContain('39053344705');
  });

  it('takes % and _ literally', async () => {
    expect((await as(ana).post('/api/users/getAllUsers', search('%'))).json().Data).toEqual([]);
    const underscore = await as(ana).post('/api/users/getAllUsers', search('ana_'));
    expect(underscore.json().Data.map((u: { Username: string }) => u.Username)).toEqual(['ANA_2']);
  });

  it('pages by 50 at most', async () => {
    const first = await as(ana).post('/api/users/getAllUsers', search('massa', { PaginationSettings: { Page: 1, RowsPerPage: 200 } }));
    expect(first.json().Data).toHaveLength(50);
    expect(first.json().PaginationSettings).toMatchObject({ Page: 1, TotalPages: 2, TotalRows: 55 });
    const second = await as(ana).post('/api/users/getAllUsers', search('massa', { PaginationSettings: { Page: 2, RowsPerPage: 50 } }));
    expect(second.json().Data.map((u: { Username: string }) => u.Username)).toEqual(['massa50', 'massa51', 'massa52', 'massa53', 'massa54']);
  });

  it("filters by status and lists only the caller's linked accounts with SecondaryAccount", async () => {
    const pend = await as(ana).post('/api/users/getAllUsers', search('ana', { UserStatus: UserStatus.Pendente }));
    expect(pend.json().Data.map((u: { Username: string }) => u.Username)).toEqual(['anapend']);
    // Holds ana's CPF too, but its link still waits for her answer: not one of her accounts.
    const waiting = await insertMember(t.database.db, { username: 'zeta.pendente', regionalId: '11144477735' });
    await t.database.db.insert(accountLinks).values({ primaryId: ana.id, secondaryId: waiting.id, status: 1 });
    const own = await as(ana).post('/api/users/getAllUsers', search('', { SecondaryAccount: true }));
    expect(own.json().Data.map((u: { Username: string }) => u.Username)).toEqual(['ANA_2']);
    const admins = await as(ana).post('/api/users/getAllUsers', search('ana', { UserType: UserType.Administrator }));
    expect(admins.json().Data).toEqual([]);
  });

  it('refuses bad input with 400 and a pt-BR message', async () => {
    const cases = [
      { PaginationSettings: { Page: 1, RowsPerPage: 50 }, Extra: 1 },
      { PaginationSettings: { Page: 'um', RowsPerPage: 50 } },
      { PaginationSettings: { Page: 1, RowsPerPage: 50 }, Filters: { Username: 'x'.repeat(101) } },
      { PaginationSettings: { Page: 1, RowsPerPage: 50 }, Filters: { Email: 'a' } },
    ];
    for (const body of cases) {
      const res = await as(ana).post('/api/users/getAllUsers', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().IsSuccess).toBe(false);
    }
    const long = await as(ana).post('/api/users/getAllUsers', cases[2]);
    expect(long.json().Message).toBe('Usuário deve ter no máximo 100 caracteres.');
  });

  it('needs TRANSFERENCIA', async () => {
    expect((await t.client().post('/api/users/getAllUsers', search('a'))).statusCode).toBe(401);
    const res = await as(noTransfer).post('/api/users/getAllUsers', search('a'));
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe('Você não tem permissão para acessar este recurso.');
  });
});

describe('GET /api/users/getUserByUsername/:username', () => {
  it('answers an active member by username, case-insensitive', async () => {
    const res = await as(ana).get('/api/users/getUserByUsername/BRUNO');
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toEqual({ Id: expect.any(Number), Name: 'Sócio bruno', Username: 'bruno' });
  });

  it('answers any member who is not blocked: pending and inactive ones too', async () => {
    for (const name of ['anapend', 'ANAINAT']) {
      const res = await as(ana).get(`/api/users/getUserByUsername/${name}`);
      expect(res.statusCode, name).toBe(200);
      expect(res.json().Data).toEqual({ Id: expect.any(Number), Name: `Sócio ${name.toLowerCase()}`, Username: name.toLowerCase() });
    }
  });

  it('answers 404 for unknown, blocked, admin and store users', async () => {
    for (const name of ['ninguem', 'anaxbloq', 'anaadmin', 'analoja']) {
      const res = await as(ana).get(`/api/users/getUserByUsername/${name}`);
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toMatchObject({ IsSuccess: false, Message: 'Usuário não encontrado.', Data: null });
    }
  });

  it('refuses a huge username and callers without TRANSFERENCIA', async () => {
    const huge = await as(ana).get(`/api/users/getUserByUsername/${'a'.repeat(300)}`);
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ IsSuccess: false, Data: null });
    // Beyond the router's own limit the answer is still our envelope, never Fastify's raw body.
    const beyond = await as(ana).get(`/api/users/getUserByUsername/${'a'.repeat(400)}`);
    expect(beyond.statusCode).toBe(414);
    expect(beyond.json()).toMatchObject({ IsSuccess: false, Data: null });
    expect((await as(noTransfer).get('/api/users/getUserByUsername/bruno')).statusCode).toBe(403);
    expect((await t.client().get('/api/users/getUserByUsername/bruno')).statusCode).toBe(401);
  });
});
