import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { UserType } from '@clube/contract';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helper';
import { auditLog, sessions, totpRecoveryCodes, userTotp } from '../../db/schema';
import { insertMember } from '../../seed/builders';

const LOGIN = '/api/accounts/token/getAuthToken';
const SECOND = '/api/accounts/token/verifyTwoFactorCode';
const SETUP = '/api/accounts/twoFactor/setup';
const CONFIRM = '/api/accounts/twoFactor/confirm';
const DISABLE = '/api/accounts/twoFactor/disable';
const RENEW = '/api/accounts/twoFactor/recoveryCodes';
const STATUS = '/api/accounts/twoFactor/status';
const ME = '/api/accounts/authUser/getAuthUserData';
const UPDATE = '/api/accounts/authUser/updateUser';
const CONSOLE = '/api/admin/members/getAll';
const STAFF_REFUSED = 'O console de administração exige a verificação em duas etapas. Ative-a para continuar.';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const db = () => t.database.db;

/**
 * The authenticator's code 30 seconds later: the clock (JavaScript's Date only, which the server's
 * TOTP check reads) moves on a step, so every code is one the replay rule has not seen yet,
 * without waiting for real time.
 */
async function code(secret: string): Promise<string> {
  vi.setSystemTime(Date.now() + 30_000);
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate();
}
/** The code of the next step, the clock standing still (one step of drift is allowed): for tests of waits. */
const nextStepCode = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + 30_000 });
/** A code of a step the authenticator shows no longer (3 minutes ago): outside the ±1 step window. */
const staleCode = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() - 180_000 });

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

/** Sets 2FA up through the endpoints, as the office does; answers the secret and the recovery codes. */
async function enroll(c: TestClient): Promise<{ secret: string; recovery: string[] }> {
  const setup = await c.post(SETUP);
  expect(setup.statusCode, setup.body).toBe(200);
  const secret = setup.json().Data.Secret as string;
  const confirmed = await c.post(CONFIRM, { Code: await code(secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recovery: confirmed.json().Data.RecoveryCodes };
}

const passwordStep = (username: string, password: string, type: 1 | 2 = 2) =>
  t.client().post(LOGIN, { Username: username, Password: password, UserType: type });
const auditsOf = (userId: number, action: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target, `user:${userId}`), eq(auditLog.action, action)));

describe('turning two factors on', () => {
  let ana: Row;
  beforeAll(async () => {
    ana = await insertMember(db(), { username: 'ana', name: 'Ana Souza', password: 'senha-da-ana' });
  });

  it('answers a secret, its otpauth URI and a QR code; only the right code turns it on, with ten recovery codes, an audit row and an e-mail', async () => {
    const c = await t.login('ana', 'senha-da-ana');
    const setup = await c.post(SETUP);
    expect(setup.statusCode).toBe(200);
    const { Secret: secret, OtpAuthUri, QrCode } = setup.json().Data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(OtpAuthUri).toBe(`otpauth://totp/Clube%20Office:ana?issuer=Clube%20Office&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect(QrCode).toMatch(/^data:image\/png;base64,/);
    // Not in force before the confirmation.
    expect((await c.get(ME)).json().Data.User.Activated2FA).toBe(false);
    expect((await passwordStep('ana', 'senha-da-ana')).json().Data.AccessToken).toEqual(expect.any(String));

    const wrong = await c.post(CONFIRM, { Code: staleCode(secret) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ IsSuccess: false, Message: 'Código inválido.', errors: { Code: ['Código inválido.'] } });
    expect((await c.get(ME)).json().Data.User.Activated2FA).toBe(false);
    expect((await c.post(CONFIRM, { Code: '' })).json().Message).toBe('Código é obrigatório.');

    t.mails.length = 0;
    const right = await c.post(CONFIRM, { Code: await code(secret) });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().Message).toBe('Verificação em duas etapas ativada. Guarde os códigos de recuperação.');
    const codes: string[] = right.json().Data.RecoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const rc of codes) expect(rc).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    // Kept hashed only.
    const stored = await db().select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, ana.id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]!.replace(/-/g, ''));

    expect((await c.get(ME)).json().Data.User.Activated2FA).toBe(true);
    expect((await c.get(STATUS)).json().Data).toEqual({ Activated2FA: true, RecoveryCodesLeft: 10 });
    expect(await auditsOf(ana.id, 'accounts.twoFactor.enable')).toHaveLength(1);
    await expect.poll(() => t.mails.length).toBe(1);
    expect(t.mails[0]).toMatchObject({ to: 'ana@clube.test', subject: 'Verificação em duas etapas ativada no Clube Office' });
    expect(t.mails[0]!.text).toContain('Olá, Ana Souza.');
    expect(t.mails[0]!.text).not.toContain(secret);

    // A second set-up cannot replace the authenticator in force.
    expect((await c.post(SETUP)).json().Message).toBe('A verificação em duas etapas já está ativa.');
    // Activated2FA is the server's: a profile update carrying it changes nothing.
    const user = (await c.get(ME)).json().Data.User;
    const upd = await c.put(UPDATE, { ...user, Activated2FA: false });
    expect(upd.statusCode, upd.body).toBe(200);
    expect((await c.get(ME)).json().Data.User.Activated2FA).toBe(true);
  });

  it('refuses to confirm without a set-up, and refuses an operator session', async () => {
    const bea = await insertMember(db(), { username: 'bea', password: 'senha-da-bea' });
    const c = await t.login('bea', 'senha-da-bea');
    const none = await c.post(CONFIRM, { Code: '123456' });
    expect(none.statusCode).toBe(400);
    expect(none.json().Message).toBe('Comece a ativação novamente: gere um novo código QR.');
    const bad = await c.post(CONFIRM, { Code: 123456 });
    expect(bad.statusCode).toBe(400);

    const operator = await t.loginStaff(await staffNamed('operador.bea'), 'senha-do-operador');
    const issued = await operator.post(`/api/admin/users/${bea.id}/accessToken`);
    const login = await t.client().post(LOGIN, { AccessToken: issued.json().Data.AccessToken, Username: 'bea', UserType: 2 });
    const asOperator = t.client(login.json().Data.AccessToken);
    const refused = await asOperator.post(SETUP);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe('Sessão de operador (entrar como sócio): a verificação em duas etapas só pode ser alterada pelo próprio sócio.');
  });

  it("refuses a store client: his store's sign-in has no second step", async () => {
    const cliente = await insertMember(db(), { username: 'cliente.loja', type: UserType.UserStore, password: 'senha-do-cliente' });
    const res = await t.client(t.token(cliente)).post(SETUP);
    expect(res.statusCode).toBe(403);
    expect(await db().select().from(userTotp).where(eq(userTotp.userId, cliente.id))).toEqual([]);
  });
});

async function staffNamed(username: string) {
  await insertMember(db(), { username, type: UserType.Administrator, password: 'senha-do-operador' });
  return username;
}

describe('signing in with two factors', () => {
  let caio: Row;
  let secret: string;
  let recovery: string[];
  beforeAll(async () => {
    caio = await insertMember(db(), { username: 'caio', password: 'senha-do-caio' });
    ({ secret, recovery } = await enroll(await t.login('caio', 'senha-do-caio')));
  });

  it('the password answers a challenge and no session; the challenge and the code open it', async () => {
    const first = await passwordStep('caio', 'senha-do-caio');
    expect(first.statusCode).toBe(200);
    const challenge = first.json();
    expect(challenge).toMatchObject({
      IsSuccess: true,
      Message: 'Digite o código de 6 dígitos do seu aplicativo autenticador (ou um código de recuperação).',
      Data: { IsAuth: false, TwoFactorRequired: true, TwoFactorToken: expect.any(String), ExpiresOn: expect.any(String), Username: 'caio' },
    });
    expect(challenge.Data.AccessToken).toBeUndefined();
    const left = new Date(challenge.Data.ExpiresOn).getTime() - Date.now();
    expect(left).toBeGreaterThan(4 * 60_000);
    expect(left).toBeLessThanOrEqual(5 * 60_000);

    const wrong = await t.client().post(SECOND, { TwoFactorToken: challenge.Data.TwoFactorToken, Code: staleCode(secret) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Message).toBe('Código inválido.');

    const right = await t.client().post(SECOND, { TwoFactorToken: challenge.Data.TwoFactorToken, Code: await code(secret) });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ IsSuccess: true, Message: 'Login realizado com sucesso.', Data: { IsAuth: true, Username: 'caio' } });
    const session = t.client(right.json().Data.AccessToken);
    expect((await session.get(ME)).json().Data.User.Id).toBe(caio.id);
    const sid = JSON.parse(Buffer.from(session.token!.split('.')[1]!, 'base64url').toString()).sid as string;
    expect((await db().select().from(sessions).where(eq(sessions.id, sid)))[0]).toMatchObject({ secondFactor: 'totp' });

    // The challenge works once.
    const again = await t.client().post(SECOND, { TwoFactorToken: challenge.Data.TwoFactorToken, Code: await code(secret) });
    expect(again.statusCode).toBe(401);
    expect(again.json().Message).toBe('A verificação expirou. Entre novamente com sua senha.');
    expect((await t.client().post(SECOND, { TwoFactorToken: 'inventado', Code: '123456' })).statusCode).toBe(401);
  });

  it('refuses a code already used in its window (replay)', async () => {
    const used = await code(secret);
    const one = (await passwordStep('caio', 'senha-do-caio')).json().Data.TwoFactorToken;
    expect((await t.client().post(SECOND, { TwoFactorToken: one, Code: used })).statusCode).toBe(200);
    const two = (await passwordStep('caio', 'senha-do-caio')).json().Data.TwoFactorToken;
    const replay = await t.client().post(SECOND, { TwoFactorToken: two, Code: used });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().Message).toBe('Este código já foi usado. Aguarde o próximo código do aplicativo.');
    // Two requests racing with one new code: exactly one signs in.
    const fresh = await code(secret);
    const [a, b] = await Promise.all([
      (async () => t.client().post(SECOND, { TwoFactorToken: (await passwordStep('caio', 'senha-do-caio')).json().Data.TwoFactorToken, Code: fresh }))(),
      (async () => t.client().post(SECOND, { TwoFactorToken: (await passwordStep('caio', 'senha-do-caio')).json().Data.TwoFactorToken, Code: fresh }))(),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
  });

  it('a recovery code signs in once, audited and e-mailed', async () => {
    t.mails.length = 0;
    const rc = recovery[0]!;
    const first = (await passwordStep('caio', 'senha-do-caio')).json().Data.TwoFactorToken;
    // Typed in lower case with spaces, as a person may.
    const ok = await t.client().post(SECOND, { TwoFactorToken: first, Code: rc.toLowerCase().replace(/-/g, ' ') });
    expect(ok.statusCode, ok.body).toBe(200);
    await expect.poll(() => t.mails.length).toBe(1);
    expect(t.mails[0]).toMatchObject({ to: 'caio@clube.test', subject: 'Um código de recuperação foi usado na sua conta do Clube Office' });
    expect(t.mails[0]!.text).toContain('restam 9');
    expect(await auditsOf(caio.id, 'accounts.twoFactor.recoveryCodeUsed')).toEqual([expect.objectContaining({ actorId: caio.id, data: { left: 9 } })]);

    const second = (await passwordStep('caio', 'senha-do-caio')).json().Data.TwoFactorToken;
    const reused = await t.client().post(SECOND, { TwoFactorToken: second, Code: rc });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().Message).toBe('Código inválido.');
  });

  it('new recovery codes need a code of the app; the old ones stop working', async () => {
    const c = t.client(
      (await t.client().post(SECOND, { TwoFactorToken: (await passwordStep('caio', 'senha-do-caio')).json().Data.TwoFactorToken, Code: recovery[1]! })).json()
        .Data.AccessToken,
    );
    t.mails.length = 0;
    expect((await c.post(RENEW, { Code: recovery[2]! })).statusCode).toBe(400);
    const renewed = await c.post(RENEW, { Code: await code(secret) });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().Data.RecoveryCodes).toHaveLength(10);
    expect(await auditsOf(caio.id, 'accounts.twoFactor.renewRecoveryCodes')).toHaveLength(1);
    await expect.poll(() => t.mails.map((m) => m.subject)).toContain('Novos códigos de recuperação no Clube Office');
    const old = await t.client().post(SECOND, { TwoFactorToken: (await passwordStep('caio', 'senha-do-caio')).json().Data.TwoFactorToken, Code: recovery[3]! });
    expect(old.statusCode).toBe(400);
    recovery = renewed.json().Data.RecoveryCodes;
  });

  it('turning it off needs the password and a code; then the login is one step again', async () => {
    const c = t.client(
      (await t.client().post(SECOND, { TwoFactorToken: (await passwordStep('caio', 'senha-do-caio')).json().Data.TwoFactorToken, Code: recovery[0]! })).json()
        .Data.AccessToken,
    );
    const noPassword = await c.post(DISABLE, { Password: 'errada', Code: await code(secret) });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({ Message: 'Senha incorreta.', errors: { Password: ['Senha incorreta.'] } });
    const noCode = await c.post(DISABLE, { Password: 'senha-do-caio', Code: staleCode(secret) });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().Message).toBe('Código inválido.');
    expect((await c.post(DISABLE, { Password: 'senha-do-caio' })).statusCode).toBe(400);
    expect((await c.get(ME)).json().Data.User.Activated2FA).toBe(true);

    t.mails.length = 0;
    const off = await c.post(DISABLE, { Password: 'senha-do-caio', Code: await code(secret) });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ IsSuccess: true, Message: 'Verificação em duas etapas desativada.', Data: null });
    expect((await c.get(ME)).json().Data.User.Activated2FA).toBe(false);
    expect(await auditsOf(caio.id, 'accounts.twoFactor.disable')).toHaveLength(1);
    await expect.poll(() => t.mails.map((m) => m.subject)).toEqual(['Verificação em duas etapas desativada no Clube Office']);
    expect(await db().select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, caio.id))).toEqual([]);
    const login = await passwordStep('caio', 'senha-do-caio');
    expect(Object.keys(login.json().Data).sort()).toEqual(['AccessToken', 'ExpiresOn', 'IsAuth', 'Message', 'RolesIds', 'Username']);
  });
});

describe('limits per account', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => limited.close());

  it('five wrong codes make the account wait: even the right code is refused (429) until then', async () => {
    await insertMember(limited.database.db, { username: 'duda', password: 'senha-da-duda' });
    const c = await limited.login('duda', 'senha-da-duda');
    const setup = (await c.post(SETUP)).json().Data.Secret as string;
    for (let i = 0; i < 5; i++) expect((await c.post(CONFIRM, { Code: staleCode(setup) })).statusCode).toBe(400);
    const held = await c.post(CONFIRM, { Code: nextStepCode(setup) });
    expect(held.statusCode).toBe(429);
    expect(held.json().Message).toBe('Muitas tentativas para esta conta. Aguarde alguns minutos e tente novamente.');
    expect((await c.get(ME)).json().Data.User.Activated2FA).toBe(false);
  });

  it('the second step counts per account, whatever challenge the attempts come with', async () => {
    await insertMember(limited.database.db, { username: 'edu', password: 'senha-do-edu' });
    const { secret } = await (async () => {
      const c = await limited.login('edu', 'senha-do-edu');
      const s = (await c.post(SETUP)).json().Data.Secret as string;
      expect((await c.post(CONFIRM, { Code: await code(s) })).statusCode).toBe(200);
      return { secret: s };
    })();
    const challenge = async () =>
      (await limited.client().post(LOGIN, { Username: 'edu', Password: 'senha-do-edu', UserType: 2 })).json().Data.TwoFactorToken as string;
    for (let i = 0; i < 5; i++)
      expect((await limited.client().post(SECOND, { TwoFactorToken: await challenge(), Code: staleCode(secret) })).statusCode).toBe(400);
    const held = await limited.client().post(SECOND, { TwoFactorToken: await challenge(), Code: nextStepCode(secret) });
    expect(held.statusCode).toBe(429);
  });
});

describe('staff', () => {
  it('an administrator without a second factor signs in but the console answers 403 until he sets it up; then it asks his code', async () => {
    const chefe = await insertMember(db(), { username: 'chefe', type: UserType.Administrator, password: 'senha-do-chefe' });
    const first = await passwordStep('chefe', 'senha-do-chefe', 1);
    expect(first.statusCode).toBe(200);
    const c = t.client(first.json().Data.AccessToken);
    const refused = await c.post(CONSOLE, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ IsSuccess: false, Message: STAFF_REFUSED, Data: null });
    // What he needs to set it up stays open.
    expect((await c.get(ME)).statusCode).toBe(200);
    const { secret } = await enroll(c);
    expect((await c.post(CONSOLE, {})).statusCode).toBe(200);

    // A session opened by the password alone before the set-up does not gain the console.
    const next = await passwordStep('chefe', 'senha-do-chefe', 1);
    expect(next.json().Data).toMatchObject({ TwoFactorRequired: true });
    const second = await t.client().post(SECOND, { TwoFactorToken: next.json().Data.TwoFactorToken, Code: await code(secret) });
    const withCode = t.client(second.json().Data.AccessToken);
    expect((await withCode.post(CONSOLE, {})).statusCode).toBe(200);

    // Turning it off takes the console back from his sessions.
    expect((await withCode.post(DISABLE, { Password: 'senha-do-chefe', Code: await code(secret) })).statusCode).toBe(200);
    expect((await withCode.post(CONSOLE, {})).json().Message).toBe(STAFF_REFUSED);
    expect((await c.post(CONSOLE, {})).statusCode).toBe(403);
    expect(chefe.id).toBeGreaterThan(0);
  });

  it("the operator's token login of a member with 2FA asks no code of the member", async () => {
    await insertMember(db(), { username: 'fabi', password: 'senha-da-fabi' });
    const fabi = await t.login('fabi', 'senha-da-fabi');
    await enroll(fabi);
    const operator = await t.loginStaff(await staffNamed('operador.fabi'), 'senha-do-operador');
    const me = (await fabi.get(ME)).json().Data.User.Id as number;
    const issued = await operator.post(`/api/admin/users/${me}/accessToken`);
    const login = await t.client().post(LOGIN, { AccessToken: issued.json().Data.AccessToken, Username: 'fabi', UserType: 2 });
    expect(login.statusCode).toBe(200);
    expect(login.json().Data).toMatchObject({ IsAuth: true, AccessToken: expect.any(String) });
  });
});
