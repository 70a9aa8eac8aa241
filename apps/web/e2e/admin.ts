import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launch, newPage } from './browser';
import { codeFor, enrolledSecret, rememberSecret } from './second-factor';

/** The demo club's administrator (an Owner: every console section). */
export const DEMO_ADMIN = { username: 'admin', password: 'admin1234' } as const;

/** The double-submit XSRF pair the journeys' own API calls send (cookie and header alike). */
export const XSRF = 'e2e-journeys';

/**
 * Signs in at /admin/login (UserType 1) and waits for the console's index, /configurations. The
 * second factor as a person gives it: the code of his app, or, at his first sign-in of the run,
 * the set-up the console demands (the secret read from the page, the codes computed from it).
 */
export async function signInAsAdmin(page: Page, who: { username: string; password: string } = DEMO_ADMIN) {
  await page.goto('/admin/login');
  await page.getByLabel('Email/Usuário').fill(who.username);
  await page.getByLabel('Senha', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  if (enrolledSecret(who.username)) {
    await page.getByLabel('Código de verificação').fill(await codeFor(who.username));
    await page.getByRole('button', { name: 'Verificar' }).click();
  } else {
    await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
    rememberSecret(who.username, (await page.getByTestId('totp-secret').textContent())!.trim());
    await page.getByLabel('Código do aplicativo').fill(await codeFor(who.username));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
  }
  await page.waitForURL((url) => url.pathname === '/configurations');
  await page.getByRole('heading', { name: 'Configurações' }).waitFor();
}

/**
 * A bearer token through the real login call, for a journey's set-up and clean-up through the API:
 * UserType 1 for an administrator (DEMO_ADMIN unless said), 2 for a member.
 */
export async function apiToken(userType: 1 | 2, who: { username: string; password: string } = DEMO_ADMIN): Promise<string> {
  const signIn = await post<{ AccessToken?: string; TwoFactorToken?: string }>('/api/accounts/token/getAuthToken', {
    UserType: userType,
    Username: who.username,
    Password: who.password,
  });
  if (signIn.TwoFactorToken) {
    const second = await post<{ AccessToken: string }>('/api/accounts/token/verifyTwoFactorCode', {
      TwoFactorToken: signIn.TwoFactorToken,
      Code: await codeFor(who.username),
    });
    return second.AccessToken;
  }
  const token = signIn.AccessToken!;
  // An administrator's first sign-in of the run: he sets up his second factor, as the console demands.
  if (userType === 1) {
    const setup = await post<{ Secret: string }>('/api/accounts/twoFactor/setup', undefined, token);
    rememberSecret(who.username, setup.Secret);
    await post('/api/accounts/twoFactor/confirm', { Code: await codeFor(who.username) }, token);
  }
  return token;
}

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      cookie: `XSRF-TOKEN=${XSRF}`,
      'x-xsrf-token': XSRF,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as { IsSuccess: boolean; Message?: string; Data: T };
  if (!json.IsSuccess) throw new Error(`${path} answered ${res.status}: ${json.Message}`);
  return json.Data;
}

/**
 * A console journey's browser: launched before the file's tests, closed after them. `newPage()`
 * opens a page in a context of its own (an operator, a member...). Call it at the top of the file,
 * before the file's own hooks, which may then open pages.
 */
export function consoleJourney() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    newPage: (viewport?: { width: number; height: number }) => {
      if (!browser) throw new Error('consoleJourney: the browser is not launched yet (open pages in tests or later hooks)');
      return newPage(browser, viewport);
    },
  };
}
