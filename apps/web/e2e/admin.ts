import type { Page } from 'playwright-core';

/** The demo club's administrator (an Owner: every console section). */
export const DEMO_ADMIN = { username: 'admin', password: 'admin1234' } as const;

/** Signs in at /admin/login (UserType 1) and waits for the console's index, /configurations. */
export async function signInAsAdmin(page: Page, who: { username: string; password: string } = DEMO_ADMIN) {
  await page.goto('/admin/login');
  await page.getByLabel('Email/Usuário').fill(who.username);
  await page.getByLabel('Senha', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname === '/configurations');
  await page.getByRole('heading', { name: 'Configurações' }).waitFor();
}
