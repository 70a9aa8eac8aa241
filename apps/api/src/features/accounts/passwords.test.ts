import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { STORE_CLIENT_ROLE_IDS, UserStatus, UserType } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { insertMember } from '../../seed/builders';
import { userTokens, users } from '../../db/schema';

const RECOVER = (v: string) => `/api/users/passwords/recoveryPassword/${encodeURIComponent(v)}`;
const RESET = '/api/users/passwords/resetPassword';
const SENT = 'Se o usuário existir, enviaremos um e-mail com as instruções para trocar a senha.';
const INVALID_LINK = 'Link de troca de senha inválido ou expirado.';
const OFFICE_LOGIN = '/api/accounts/token/getAuthToken';
const STORE_LOGIN = '/api/store/public/getAuthToken';
let t: TestApp;
let dani: Awaited<ReturnType<typeof insertMember>>;
let carla: Awaited<ReturnType<typeof insertMember>>;

beforeAll(async () => {
  t = await createTestApp();
  dani = await insertMember(t.database.db, { username: 'dani', email: 'Dani@Clube.test', password: 'senha-antiga', name: 'Daniela Reis' });
  await insertMember(t.database.db, { username: 'travado', password: 'senha-travado', status: UserStatus.Bloqueado });
  const store = await insertMember(t.database.db, { username: 'loja.ana', name: 'Ana Vendedora' });
  carla = await insertMember(t.database.db, {
    username: 'cliente.0a1b2c3d4e',
    email: 'carla@cliente.test',
    name: 'Carla Cliente',
    password: 'senha-antiga-carla',
    type: UserType.UserStore,
    sponsorId: store.id,
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  t.mails.length = 0;
  // Each test starts with no links, so the per-mailbox cap does not carry over.
  await t.database.db.delete(userTokens);
});

function linkIn(text: string) {
  const m = /(http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_%-]+))/.exec(text);
  expect(m, text).not.toBeNull();
  return { url: m![1]!, token: decodeURIComponent(m![2]!) };
}

async function recover(value: string) {
  const res = await t.client().post(RECOVER(value));
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ IsSuccess: true, Message: SENT, Data: null });
  return res;
}

describe('password recovery', () => {
  it('e-mails a working one-use link, by username; the new password works and the old sessions end', async () => {
    const oldSession = await t.login('dani', 'senha-antiga');
    await recover('DANI');
    expect(t.mails).toHaveLength(1);
    const mail = t.mails[0]!;
    expect(mail.to).toBe('Dani@Clube.test');
    expect(mail.subject).toBe('Troca de senha do Clube Office');
    expect(mail.text).toContain('Daniela Reis');
    expect(mail.text).not.toContain('store=');
    const { token } = linkIn(mail.text);
    // Only the hash is kept.
    const stored = await t.database.db.select().from(userTokens).where(eq(userTokens.userId, dani.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(token);
    expect(stored[0]!.purpose).toBe('password_reset');
    const lifetime = stored[0]!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(55 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);

    const reset = await t.client().post(RESET, { Token: token, Password: 'senha-nova-123' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ IsSuccess: true, Message: 'Senha alterada com sucesso.', Data: null });

    expect((await oldSession.get('/api/accounts/authUser/getAuthUserData')).statusCode).toBe(401);
    const failOld = await t.client().post('/api/accounts/token/getAuthToken', { Username: 'dani', Password: 'senha-antiga', UserType: 2 });
    expect(failOld.statusCode).toBe(401);
    await t.login('dani', 'senha-nova-123');

    const again = await t.client().post(RESET, { Token: token, Password: 'outra-senha-456' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ IsSuccess: false, Message: INVALID_LINK });
    await t.login('dani', 'senha-nova-123');
  });

  it('finds the account by e-mail too (any case)', async () => {
    await recover('dani@CLUBE.test');
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]!.to).toBe('Dani@Clube.test');
  });

  it('answers the same for unknown and blocked accounts, and sends nothing', async () => {
    const known = await t.client().post(RECOVER('ninguem'));
    await recover('travado');
    expect(known.json().Message).toBe(SENT);
    expect(t.mails).toHaveLength(0);
  });

  it("e-mails a store client a link naming his store; the new password opens the store's login only, with his roles", async () => {
    const oldSession = await t.client().post(STORE_LOGIN, { Email: 'carla@cliente.test', Password: 'senha-antiga-carla' });
    expect(oldSession.statusCode).toBe(200);
    await recover('Carla@Cliente.test');
    expect(t.mails).toHaveLength(1);
    const mail = t.mails[0]!;
    expect(mail.to).toBe('carla@cliente.test');
    expect(mail.text).toContain('Carla Cliente');
    // The web goes back to his store once the password is changed (docs/marketplace.md#public-store).
    expect(mail.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_%-]+&store=loja\.ana\n/);
    const { token } = linkIn(mail.text);

    const reset = await t.client().post(RESET, { Token: token, Password: 'senha-nova-carla' });
    expect(reset.statusCode).toBe(200);
    // The reset signs nobody in.
    expect(reset.json()).toEqual({ IsSuccess: true, Message: 'Senha alterada com sucesso.', Data: null });
    expect((await t.client(oldSession.json().Data.AccessToken).get('/api/accounts/authUser/getAuthUserData')).statusCode).toBe(401);

    // The office's login stays closed to him, by e-mail or username, with the new password.
    for (const body of [
      { Email: 'carla@cliente.test', Password: 'senha-nova-carla', UserType: UserType.User },
      { Username: carla.username, Password: 'senha-nova-carla', UserType: UserType.User },
      { Username: carla.username, Password: 'senha-nova-carla', UserType: UserType.Administrator },
    ]) {
      const res = await t.client().post(OFFICE_LOGIN, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(401);
    }
    expect((await t.client().post(OFFICE_LOGIN, { Username: carla.username, Password: 'senha-nova-carla', UserType: UserType.UserStore })).statusCode).toBe(
      400,
    );

    // His store's login opens with his roles, no more: the members' calls stay refused.
    const login = await t.client().post(STORE_LOGIN, { Email: 'carla@cliente.test', Password: 'senha-nova-carla' });
    expect(login.statusCode).toBe(200);
    expect(login.json().Data).toMatchObject({ IsAuth: true, RolesIds: STORE_CLIENT_ROLE_IDS, Username: carla.username });
    const session = t.client(login.json().Data.AccessToken);
    expect((await session.get('/api/accounts/authUser/getAuthUserData')).json().Data.User).toMatchObject({
      UserType: UserType.UserStore,
      Sponsor: { Username: 'loja.ana' },
    });
    expect((await session.post('/api/users/network/getAllIndications', {})).statusCode).toBe(403);
    const [row] = await t.database.db.select({ type: users.type, rolesIds: users.rolesIds }).from(users).where(eq(users.id, carla.id));
    expect(row).toEqual({ type: UserType.UserStore, rolesIds: STORE_CLIENT_ROLE_IDS });
  });

  it('a newer link replaces the older one', async () => {
    await recover('dani');
    await recover('dani');
    expect(t.mails).toHaveLength(2);
    const first = linkIn(t.mails[0]!.text).token;
    const second = linkIn(t.mails[1]!.text).token;
    expect((await t.client().post(RESET, { Token: first, Password: 'senha-nova-999' })).statusCode).toBe(400);
    expect((await t.client().post(RESET, { Token: second, Password: 'senha-nova-999' })).statusCode).toBe(200);
    await t.login('dani', 'senha-nova-999');
  });

  it('caps the links one mailbox receives (at most 3 per 15 minutes)', async () => {
    for (let i = 0; i < 5; i++) await recover('dani');
    expect(t.mails).toHaveLength(3);
  });

  it('an expired link does not work and changes nothing', async () => {
    await recover('dani');
    const { token } = linkIn(t.mails[0]!.text);
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(userTokens.userId, dani.id));
    const [before] = await t.database.db.select({ h: users.passwordHash, v: users.tokenVersion }).from(users).where(eq(users.id, dani.id));
    const res = await t.client().post(RESET, { Token: token, Password: 'senha-expirada' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(INVALID_LINK);
    const [after] = await t.database.db.select({ h: users.passwordHash, v: users.tokenVersion }).from(users).where(eq(users.id, dani.id));
    expect(after).toEqual(before);
  });

  it('an invented token is refused', async () => {
    const res = await t.client().post(RESET, { Token: 'a'.repeat(43), Password: 'senha-qualquer' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(INVALID_LINK);
  });

  it('validates the reset body in pt-BR and leaves the token usable', async () => {
    await recover('dani');
    const { token } = linkIn(t.mails[0]!.text);
    const cases: Array<[unknown, string]> = [
      [{ Token: token, Password: 'curta' }, 'Senha deve ter ao menos 8 caracteres.'],
      [{ Token: token }, 'Senha é obrigatória.'],
      [{ Password: 'senha-valida-1' }, INVALID_LINK],
      [{ Token: token, Password: 'p'.repeat(500) }, 'Senha deve ter no máximo 128 caracteres.'],
    ];
    for (const [body, message] of cases) {
      const res = await t.client().post(RESET, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().Message).toBe(message);
    }
    expect((await t.client().post(RESET, { Token: token, Password: 'senha-valida-1', Extra: 1 })).statusCode).toBe(400);
    expect((await t.client().post(RESET, { Token: token, Password: 'senha-valida-1' })).statusCode).toBe(200);
  });

  it('recovery with a value too long is refused', async () => {
    const res = await t.client().post(RECOVER('x'.repeat(300)));
    // Fastify refuses path parameters over 100 characters (414) before the route runs.
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(t.mails).toHaveLength(0);
  });
});
