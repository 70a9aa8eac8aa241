import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { SoftwareAuthenticator } from '../../../test/software-authenticator';

const AUTH_OPTIONS = '/api/accounts/passkeys/authenticationOptions';
const LOGIN = '/api/accounts/passkeys/login';
const TOO_MANY = 'Muitas tentativas. Aguarde um instante e tente novamente.';

/** A request as if it came from `ip` through the proxy in front of the API. */
const from = (t: TestApp, ip: string, url: string, payload?: object) =>
  t.client().request({ method: 'POST', url, headers: { 'x-forwarded-for': ip }, ...(payload ? { payload } : {}) });

describe('passkey sign-in limits (RATE_LIMITS=on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on', TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => t.close());

  it('10 options and 10 sign-ins a minute per address, as the password login; other addresses unaffected', async () => {
    const key = new SoftwareAuthenticator();
    for (let i = 0; i < 10; i++) {
      const options = await from(t, '203.0.113.7', AUTH_OPTIONS);
      expect(options.statusCode).toBe(200);
      const res = await from(t, '203.0.113.7', LOGIN, { UserType: 2, Credential: key.assert(options.json().Data.Options) });
      expect(res.statusCode).toBe(401);
    }
    for (const url of [AUTH_OPTIONS, LOGIN]) {
      const blocked = await from(t, '203.0.113.7', url, url === LOGIN ? { UserType: 2, Credential: key.assert({ challenge: 'x' }) } : undefined);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ IsSuccess: false, Message: TOO_MANY });
    }
    expect((await from(t, '198.51.100.9', AUTH_OPTIONS)).statusCode).toBe(200);
  });
});
