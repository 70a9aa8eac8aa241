import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/helper';
import { storedFiles } from '../db/schema';
import { insertMember } from '../seed/builders';

/** API answers with members' data are never stored by a browser or a proxy (docs/api-wire.md). */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let t: TestApp;
let ana: TestClient;
let fileId = 0;

beforeAll(async () => {
  t = await createTestApp();
  await insertMember(t.database.db, { username: 'ana', password: 'segredo123', regionalId: '52998224725' });
  const [row] = await t.database.db
    .insert(storedFiles)
    .values({ originalFileName: 'logo.png', contentType: 'image/png', size: PNG.length, content: PNG })
    .returning({ id: storedFiles.id });
  fileId = row!.id;
  ana = await t.login('ana', 'segredo123');
});
afterAll(() => t.close());

describe('Cache-Control on API answers', () => {
  it('is no-store on answers with personal data: the login, the profile, lists, by GET, POST and PUT', async () => {
    const login = await t.client().post('/api/accounts/token/getAuthToken', { UserType: 2, Username: 'ana', Password: 'segredo123' });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const calls = [
      await ana.get('/api/accounts/authUser/getAuthUserData'),
      await ana.post('/api/payments/invoices/getAllInvoices', {}),
      await ana.get('/api/users/network/getAllNetworkUsers?levels=1'),
      await ana.put('/api/accounts/authUser/updateUser', {}),
    ];
    for (const res of calls) expect(res.headers['cache-control'], `${res.statusCode} ${res.body.slice(0, 60)}`).toBe('no-store');
  });

  it('is no-store on failures too: 400, 401, 404 and a malformed body', async () => {
    const calls = [
      await t.client().get('/api/accounts/authUser/getAuthUserData'),
      await ana.get('/api/users/getUserByUsername/ninguem'),
      await t.client().get('/api/nao/existe'),
      await t.client().request({ method: 'POST', url: '/api/users/registerUser', payload: '{nope', headers: { 'content-type': 'application/json' } }),
    ];
    expect(calls.map((r) => r.statusCode)).toEqual([401, 404, 404, 400]);
    for (const res of calls) expect(res.headers['cache-control'], String(res.statusCode)).toBe('no-store');
  });

  it("keeps a public route's own cache header (a stored image)", async () => {
    const res = await t.client().get(`/api/files/${fileId}/logo.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });
});
