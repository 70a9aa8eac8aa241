import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, pageErrors, shot, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('login', () => {
  it('signs in by username and lands on the dashboard', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Entrar', exact: true }).isDisabled()).resolves.toBe(true);
    // The club's logo from the system images, really loaded.
    await page.getByRole('img', { name: 'Logo do Clube' }).waitFor();
    await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('img[alt="Logo do Clube"]')?.naturalWidth ?? 0) > 0);
    await shot(page, 'login-01-empty');
    await signIn(page, 'demo', 'demo1234');
    await page.getByText('Sócio do Club').waitFor();
    await shot(page, 'login-02-dashboard-by-username');
    expect(pageErrors(page)).toEqual([]);
  });

  it('signs in by e-mail', async () => {
    const page = await newPage(browser);
    await signIn(page, 'demo@clube.office', 'demo1234');
    await page.getByText('@demo', { exact: true }).waitFor();
    await shot(page, 'login-03-dashboard-by-email');
    expect(pageErrors(page)).toEqual([]);
  });

  it('a wrong password stays on /login with the error toast', async () => {
    const page = await newPage(browser);
    await page.goto('/login?username=demo');
    await expect(page.getByLabel('Email/Usuário').inputValue()).resolves.toBe('demo');
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Usuário ou senha inválidos.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('authData'))).toBeNull();
    await shot(page, 'login-04-wrong-password');
    expect(pageErrors(page)).toEqual([]);
  });
});
