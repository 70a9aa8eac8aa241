import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MEMBER_ROLE_IDS, UserStatus, UserType } from '@clube/contract';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helper';
import { SoftwareAuthenticator } from '../../../test/software-authenticator';
import { insertMember } from '../../seed/builders';
import { auditLog, passkeys, sessions, users } from '../../db/schema';

const BASE = '/api/accounts/passkeys';
const REG_OPTIONS = `${BASE}/registrationOptions`;
const REGISTER = `${BASE}/register`;
const AUTH_OPTIONS = `${BASE}/authenticationOptions`;
const LOGIN = `${BASE}/login`;
const LIST = `${BASE}/getPasskeys`;
const RENAME = `${BASE}/renamePasskey`;
const REMOVE = `${BASE}/removePasskey`;
const SIGN_IN_FAILED = 'Não foi possível entrar com esta passkey. Entre com usuário e senha.';
const CHALLENGE_INVALID = 'A confirmação da passkey expirou ou já foi usada. Tente novamente.';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
let ana: Row, beto: Row, bloqueada: Row;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  ana = await insertMember(db(), { username: 'ana', name: 'Ana Lima', password: 'senha-da-ana' });
  beto = await insertMember(db(), { username: 'beto', password: 'senha-do-beto' });
  bloqueada = await insertMember(db(), { username: 'bloqueada', password: 'senha-bloq' });
  await insertMember(db(), { username: 'operador', type: UserType.Administrator, password: 'senha-do-operador' });
});
afterAll(() => t.close());

/** Registers a new software passkey for the signed-in client, the way the office does. */
async function register(client: TestClient, password: string, name?: string) {
  const key = new SoftwareAuthenticator();
  const options = await client.post(REG_OPTIONS, { CurrentPassword: password });
  expect(options.statusCode).toBe(200);
  const res = await client.post(REGISTER, { Credential: key.register(options.json().Data.Options), ...(name ? { Name: name } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return { key, passkey: res.json().Data as { Id: number; Name: string } };
}

async function signInWith(key: SoftwareAuthenticator, bend: Parameters<SoftwareAuthenticator['assert']>[1] = {}, userType = 2) {
  const options = await t.client().post(AUTH_OPTIONS);
  expect(options.statusCode).toBe(200);
  return t.client().post(LOGIN, { UserType: userType, Credential: key.assert(options.json().Data.Options, bend) });
}

const passkeysOf = (userId: number) => db().select().from(passkeys).where(eq(passkeys.userId, userId));

describe('registering a passkey', () => {
  it('asks the password again, stores the key with its counter and transports, audits and e-mails', async () => {
    const client = await t.login('ana', 'senha-da-ana');
    const wrong = await client.post(REG_OPTIONS, { CurrentPassword: 'errada' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ IsSuccess: false, Message: 'Senha atual incorreta.', errors: { CurrentPassword: ['Senha atual incorreta.'] } });

    const options = await client.post(REG_OPTIONS, { CurrentPassword: 'senha-da-ana' });
    const o = options.json().Data.Options;
    // RP ID and origin come from PUBLIC_URL (http://localhost:3000 in tests); a discoverable key, the lock verified.
    expect(o).toMatchObject({ rp: { id: 'localhost', name: 'Clube Office' }, user: { name: 'ana', displayName: 'Ana Lima' }, attestation: 'none' });
    expect(o.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });

    const key = new SoftwareAuthenticator();
    const mailsBefore = t.mails.length;
    const res = await client.request({
      method: 'POST',
      url: REGISTER,
      payload: { Credential: key.register(o) },
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      IsSuccess: true,
      Message: 'Passkey cadastrada com sucesso.',
      Data: { Id: expect.any(Number), Name: 'Passkey (Android)', Created: expect.any(String), LastUsedOn: null, BackedUp: false },
    });
    const [row] = await passkeysOf(ana.id);
    expect(row).toMatchObject({ credentialId: key.id, counter: 0, transports: ['internal'], deviceType: 'singleDevice' });

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'passkeys.register'), eq(auditLog.target, `user:${ana.id}`)));
    expect(audit).toMatchObject({ actorId: ana.id, after: { Id: row!.id, Name: 'Passkey (Android)' } });
    await expect.poll(() => t.mails.length).toBe(mailsBefore + 1);
    expect(t.mails.at(-1)).toMatchObject({ to: ana.email, subject: 'Nova passkey no seu Clube Office' });
    expect(t.mails.at(-1)!.text).toContain('"Passkey (Android)"');

    const list = await client.get(LIST);
    expect(list.json().Data).toEqual([res.json().Data]);
  });

  it('refuses an answer to a challenge it never handed out, and a challenge used twice', async () => {
    const client = await t.login('beto', 'senha-do-beto');
    const key = new SoftwareAuthenticator();
    const options = (await client.post(REG_OPTIONS, { CurrentPassword: 'senha-do-beto' })).json().Data.Options;

    const forged = await client.post(REGISTER, { Credential: key.register(options, { challenge: 'Zm9yZ2VkLWNoYWxsZW5nZQ' }) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().Message).toBe(CHALLENGE_INVALID);

    expect((await client.post(REGISTER, { Credential: key.register(options) })).statusCode).toBe(201);
    // The same answer again: its challenge is gone.
    const replay = await client.post(REGISTER, { Credential: new SoftwareAuthenticator().register(options) });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().Message).toBe(CHALLENGE_INVALID);
    expect(await passkeysOf(beto.id)).toHaveLength(1);
  });

  it("refuses another member's challenge, another origin and a device that did not verify its user", async () => {
    const ana = await t.login('ana', 'senha-da-ana');
    const beto = await t.login('beto', 'senha-do-beto');
    const anasOptions = (await ana.post(REG_OPTIONS, { CurrentPassword: 'senha-da-ana' })).json().Data.Options;
    const stolen = await beto.post(REGISTER, { Credential: new SoftwareAuthenticator().register(anasOptions) });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().Message).toBe(CHALLENGE_INVALID);

    const betos = (await beto.post(REG_OPTIONS, { CurrentPassword: 'senha-do-beto' })).json().Data.Options;
    const phishing = await beto.post(REGISTER, { Credential: new SoftwareAuthenticator().register(betos, { origin: 'https://clube-office.example' }) });
    expect(phishing.statusCode).toBe(400);
    expect(phishing.json().Message).toBe('Não foi possível confirmar a passkey. Tente novamente.');

    const again = (await beto.post(REG_OPTIONS, { CurrentPassword: 'senha-do-beto' })).json().Data.Options;
    const unverified = await beto.post(REGISTER, { Credential: new SoftwareAuthenticator().register(again, { userVerified: false }) });
    expect(unverified.statusCode).toBe(400);
  });

  it('refuses malformed answers with a 400 and changes nothing', async () => {
    const client = await t.login('beto', 'senha-do-beto');
    const before = (await passkeysOf(beto.id)).length;
    for (const Credential of [null, 'texto', { id: 'a b', rawId: 'a b', type: 'public-key', response: {} }, { id: 'x'.repeat(2000) }]) {
      const res = await client.post(REGISTER, { Credential });
      expect(res.statusCode).toBe(400);
      expect(res.json().IsSuccess).toBe(false);
    }
    expect((await client.post(REGISTER, { Credential: {}, Extra: 1 })).statusCode).toBe(400);
    expect(await passkeysOf(beto.id)).toHaveLength(before);
  });

  it('is refused in an operator session ("entrar como sócio")', async () => {
    const admin = await t.loginStaff('operador', 'senha-do-operador');
    const issued = await admin.post(`/api/admin/users/${ana.id}/accessToken`);
    const login = await t.client().post('/api/accounts/token/getAuthToken', { AccessToken: issued.json().Data.AccessToken, Username: 'ana', UserType: 2 });
    const operator = t.client(login.json().Data.AccessToken);
    const res = await operator.post(REG_OPTIONS, { CurrentPassword: 'senha-da-ana' });
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe('Sessão de operador (entrar como sócio): passkeys só podem ser cadastradas ou removidas pelo próprio sócio.');
  });
});

describe('signing in with a passkey', () => {
  it('opens a session exactly as the password login does, with no second step', async () => {
    const client = await t.login('bloqueada', 'senha-bloq');
    const { key } = await register(client, 'senha-bloq', 'Celular');
    const options = (await t.client().post(AUTH_OPTIONS)).json().Data.Options;
    // Usernameless: no account is named, the device offers its passkeys.
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);

    const [before] = await db().select({ n: users.accessCount }).from(users).where(eq(users.id, bloqueada.id));
    const res = await t.client().post(LOGIN, { UserType: 2, Credential: key.assert(options) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      IsSuccess: true,
      Message: 'Login realizado com sucesso.',
      Data: {
        Message: 'Login realizado com sucesso.',
        IsAuth: true,
        AccessToken: expect.any(String),
        ExpiresOn: expect.any(String),
        RolesIds: MEMBER_ROLE_IDS,
        Username: 'bloqueada',
      },
    });
    const token = res.json().Data.AccessToken as string;
    const sid = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
    const [session] = await db().select().from(sessions).where(eq(sessions.id, sid));
    expect(session).toMatchObject({ userId: bloqueada.id, impersonatorId: null, revokedAt: null });
    const [after] = await db().select({ n: users.accessCount }).from(users).where(eq(users.id, bloqueada.id));
    expect(after!.n).toBe(before!.n + 1);
    expect((await t.client(token).get('/api/accounts/authUser/getAuthUserData')).json().Data.User.Username).toBe('bloqueada');
    const [row] = await passkeysOf(bloqueada.id);
    expect(row).toMatchObject({ counter: 1 });
    expect(row!.lastUsedAt).not.toBeNull();

    // A blocked member is told so, as by the password login, once he proved to hold the passkey.
    await db().update(users).set({ status: UserStatus.Bloqueado }).where(eq(users.id, bloqueada.id));
    const blocked = await signInWith(key);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().Message).toBe('Usuário bloqueado. Entre em contato com o suporte.');
  });

  it('refuses a replayed challenge, a forged one and an answer for another site', async () => {
    const { key } = await register(await t.login('ana', 'senha-da-ana'), 'senha-da-ana');
    const options = (await t.client().post(AUTH_OPTIONS)).json().Data.Options;
    const first = key.assert(options);
    expect((await t.client().post(LOGIN, { UserType: 2, Credential: first })).statusCode).toBe(200);
    const replay = await t.client().post(LOGIN, { UserType: 2, Credential: first });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().Message).toBe(CHALLENGE_INVALID);
    // A fresh signature over the used challenge: still used.
    expect((await t.client().post(LOGIN, { UserType: 2, Credential: key.assert(options) })).json().Message).toBe(CHALLENGE_INVALID);

    const forged = await signInWith(key, { challenge: 'bm90LWEtY2hhbGxlbmdl' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().Message).toBe(CHALLENGE_INVALID);

    for (const bend of [{ origin: 'https://phishing.example' }, { rpId: 'phishing.example' }, { userVerified: false }]) {
      const res = await signInWith(key, bend);
      expect(res.statusCode).toBe(401);
      expect(res.json().Message).toBe(SIGN_IN_FAILED);
    }
    expect((await signInWith(key)).statusCode).toBe(200);
  });

  it('refuses a counter that went back (a cloned authenticator)', async () => {
    const { key } = await register(await t.login('beto', 'senha-do-beto'), 'senha-do-beto');
    expect((await signInWith(key)).statusCode).toBe(200);
    expect((await signInWith(key)).statusCode).toBe(200);
    key.counter = 0; // the clone's counter: 1, below the 2 stored
    const res = await signInWith(key);
    expect(res.statusCode).toBe(401);
    expect(res.json().Message).toBe(SIGN_IN_FAILED);
    const [row] = await db().select().from(passkeys).where(eq(passkeys.credentialId, key.id));
    expect(row!.counter).toBe(2);
  });

  it('of two signatures with the same counter, only one opens a session', async () => {
    const { key } = await register(await t.login('beto', 'senha-do-beto'), 'senha-do-beto');
    const [o1, o2] = await Promise.all([t.client().post(AUTH_OPTIONS), t.client().post(AUTH_OPTIONS)]);
    const a1 = key.assert(o1.json().Data.Options);
    key.counter -= 1;
    const a2 = key.assert(o2.json().Data.Options);
    const results = await Promise.all([t.client().post(LOGIN, { UserType: 2, Credential: a1 }), t.client().post(LOGIN, { UserType: 2, Credential: a2 })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it("refuses an unknown passkey, a member passkey at the administrators' login, and bad input", async () => {
    expect((await signInWith(new SoftwareAuthenticator())).json()).toMatchObject({ IsSuccess: false, Message: SIGN_IN_FAILED });
    const { key } = await register(await t.login('ana', 'senha-da-ana'), 'senha-da-ana');
    const asAdmin = await signInWith(key, {}, 1);
    expect(asAdmin.statusCode).toBe(401);
    const bad = await t.client().post(LOGIN, { UserType: 7, Credential: key.assert({ challenge: 'x' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toBe('Tipo de usuário inválido.');
    expect((await t.client().post(LOGIN, { UserType: 2, Credential: { id: 'abc\u0000' } })).statusCode).toBe(400);
  });
});

describe('listing, renaming and removing passkeys', () => {
  it("lists only the member's own, and another member's passkey cannot be renamed or removed (404)", async () => {
    const anaClient = await t.login('ana', 'senha-da-ana');
    const betoClient = await t.login('beto', 'senha-do-beto');
    const { passkey } = await register(anaClient, 'senha-da-ana', 'Celular da Ana');
    const betos = (await betoClient.get(LIST)).json().Data as { Id: number }[];
    expect(betos.map((p) => p.Id)).not.toContain(passkey.Id);

    const rename = await betoClient.put(`${RENAME}/${passkey.Id}`, { Name: 'meu agora' });
    expect(rename.statusCode).toBe(404);
    expect(rename.json().Message).toBe('Passkey não encontrada.');
    const remove = await betoClient.request({ method: 'DELETE', url: `${REMOVE}/${passkey.Id}`, payload: { CurrentPassword: 'senha-do-beto' } });
    expect(remove.statusCode).toBe(404);
    expect(remove.json().Message).toBe('Passkey não encontrada.');
    const [still] = await db().select().from(passkeys).where(eq(passkeys.id, passkey.Id));
    expect(still).toMatchObject({ userId: ana.id, name: 'Celular da Ana' });
  });

  it('renames, and removes with the password: the passkey no longer signs in; audited and e-mailed', async () => {
    const client = await t.login('ana', 'senha-da-ana');
    const { key, passkey } = await register(client, 'senha-da-ana', 'Tablet');
    const renamed = await client.put(`${RENAME}/${passkey.Id}`, { Name: '  Tablet da sala ' });
    expect(renamed.json()).toMatchObject({ IsSuccess: true, Message: 'Passkey renomeada.', Data: { Id: passkey.Id, Name: 'Tablet da sala' } });
    expect((await client.put(`${RENAME}/${passkey.Id}`, { Name: '' })).json().Message).toBe('Nome da passkey é obrigatório.');

    const del = (CurrentPassword?: string) =>
      client.request({ method: 'DELETE', url: `${REMOVE}/${passkey.Id}`, payload: CurrentPassword === undefined ? {} : { CurrentPassword } });
    expect((await del()).json().Message).toBe('Senha atual é obrigatória.');
    expect((await del('errada')).json()).toMatchObject({ Message: 'Senha atual incorreta.', errors: { CurrentPassword: ['Senha atual incorreta.'] } });
    expect((await db().select().from(passkeys).where(eq(passkeys.id, passkey.Id))).length).toBe(1);

    const mailsBefore = t.mails.length;
    const ok = await del('senha-da-ana');
    expect(ok.json()).toEqual({ IsSuccess: true, Message: 'Passkey removida.', Data: null });
    expect(await db().select().from(passkeys).where(eq(passkeys.id, passkey.Id))).toEqual([]);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'passkeys.remove'));
    expect(audit).toMatchObject({ actorId: ana.id, target: `user:${ana.id}`, before: { Id: passkey.Id, Name: 'Tablet da sala' } });
    await expect.poll(() => t.mails.length).toBe(mailsBefore + 1);
    expect(t.mails.at(-1)).toMatchObject({ to: ana.email, subject: 'Passkey removida do seu Clube Office' });

    expect((await signInWith(key)).json().Message).toBe(SIGN_IN_FAILED);
  });

  it('a store client (who signs in at his store, not at /login) makes no passkey', async () => {
    const lojista = await insertMember(db(), { username: 'lojista', password: 'senha-da-loja', type: UserType.UserStore });
    const issued = t.app.issueAccessToken({ id: lojista.id, type: UserType.UserStore, tokenVersion: 0 });
    await issued.saved;
    const client = t.client(issued.token);
    expect((await client.post(REG_OPTIONS, { CurrentPassword: 'senha-da-loja' })).statusCode).toBe(403);
    const options = (await (await t.login('beto', 'senha-do-beto')).post(REG_OPTIONS, { CurrentPassword: 'senha-do-beto' })).json().Data.Options;
    expect((await client.post(REGISTER, { Credential: new SoftwareAuthenticator().register(options) })).statusCode).toBe(403);
    expect((await client.get(LIST)).json().Data).toEqual([]);
    expect(await passkeysOf(lojista.id)).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.client().get(LIST)).statusCode).toBe(401);
    expect((await t.client().post(REG_OPTIONS, { CurrentPassword: 'x' })).statusCode).toBe(401);
  });
});
