import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launch, newPage } from './browser';

/** The demo club's administrator (an Owner: every console section). */
export const DEMO_ADMIN = { username: 'admin', password: 'admin1234' } as const;

/** The double-submit XSRF pair the journeys' own API calls send (cookie and header alike). */
export const XSRF = 'e2e-journeys';

/** Signs in at /admin/login (UserType 1) and waits for the console's index, /configurations. */
export async function signInAsAdmin(page: Page, who: { username: string; password: string } = DEMO_ADMIN) {
  await page.goto('/admin/login');
  await page.getByLabel('Email/Usuário').fill(who.username);
  await page.getByLabel('Senha', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/configurations');
  await page.getByRole('heading', { name: 'Configurações' }).waitFor();
}

/**
 * A bearer token through the real login call, for a journey's set-up and clean-up through the API:
 * UserType 1 for an administrator (DEMO_ADMIN unless said), 2 for a member.
 */
export async function apiToken(userType: 1 | 2, who: { username: string; password: string } = DEMO_ADMIN): Promise<string> {
  const res = await fetch(`${baseURL()}/api/accounts/token/getAuthToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
    body: JSON.stringify({ UserType: userType, Username: who.username, Password: who.password }),
  });
  const json = (await res.json()) as { IsSuccess: boolean; Message?: string; Data: { AccessToken: string } };
  if (!json.IsSuccess) throw new Error(`sign-in of ${who.username} answered ${res.status}: ${json.Message}`);
  return json.Data.AccessToken;
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
