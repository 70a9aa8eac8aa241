import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { insertMember } from '../../seed/builders';

const LOGIN = '/api/accounts/token/getAuthToken';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertMember(t.database.db, { username: 'demo', email: 'demo@clube.test', password: 'senha-do-demo' });
});
afterAll(() => t.close());

/** The login request as the spec's model writes it: every field present, the unused ones null. */
describe("login request with the spec model's null fields", () => {
  it('signs in by username with "Email": null and "AccessToken": null', async () => {
    const res = await t.client().post(LOGIN, { Email: null, Username: 'demo', Password: 'senha-do-demo', UserType: 2, AccessToken: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({ IsAuth: true, Username: 'demo' });
  });

  it('signs in by e-mail with "Username": null', async () => {
    const res = await t.client().post(LOGIN, { Email: 'demo@clube.test', Username: null, Password: 'senha-do-demo', UserType: 2, AccessToken: null });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('still says what is missing in pt-BR', async () => {
    const noUser = await t.client().post(LOGIN, { Email: null, Username: null, Password: 'senha-do-demo', UserType: 2, AccessToken: null });
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json().Message).toBe('Email/Usuário é obrigatório.');
    const noPassword = await t.client().post(LOGIN, { Email: null, Username: 'demo', Password: null, UserType: 2, AccessToken: null });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().Message).toBe('Senha é obrigatória.');
    const wrong = await t.client().post(LOGIN, { Email: null, Username: 'demo', Password: 'errada', UserType: 2, AccessToken: null });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().Message).toBe('Usuário ou senha inválidos.');
    const noType = await t.client().post(LOGIN, { Email: null, Username: 'demo', Password: 'senha-do-demo', UserType: null, AccessToken: null });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().Message).toBe('Tipo de usuário inválido.');
  });
});
