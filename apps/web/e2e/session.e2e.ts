import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, openDialog, pageErrors, shot, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const pathOf = (url: string) => new URL(url).pathname;

describe('log out', () => {
  it("asks 'Deseja sair de sua Conta?'; Fechar keeps the session, Sair ends it", async () => {
    const page = await newPage(browser);
    await signIn(page, 'demo', 'demo1234');
    await page.getByRole('heading', { name: 'Renata Oliveira Santos' }).waitFor();

    const dialog = page.getByRole('dialog', { name: 'Deseja sair de sua Conta?' });
    await openDialog(page.getByRole('button', { name: 'Sair da conta' }), dialog);
    await dialog.getByRole('button', { name: 'Sair', exact: true }).waitFor();
    await shot(page, 'logout-01-confirm', { fullPage: false });

    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(pathOf(page.url())).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('authData'))).not.toBeNull();
    await page.getByRole('heading', { name: 'Renata Oliveira Santos' }).waitFor();

    await page.getByRole('button', { name: 'Sair da conta' }).click();
    await dialog.getByRole('button', { name: 'Sair', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('authData'))).toBeNull();
    await shot(page, 'logout-02-login');

    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email/Usuário').waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('deep links', () => {
  it('signed out: a guarded page and an unknown path end on /login', async () => {
    const page = await newPage(browser);
    await page.goto('/my-profile');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    await page.goto('/nao/existe');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    await shot(page, 'deep-link-01-signed-out');
  });

  it('signed in: a guarded page opens directly, an unknown path goes home, /login goes home', async () => {
    const page = await newPage(browser);
    await signIn(page, 'demo', 'demo1234');

    await page.goto('/my-profile?tab=enderecos');
    await page.getByRole('tab', { name: 'Endereços', selected: true }).waitFor();
    await page.getByRole('cell', { name: 'Casa', exact: true }).waitFor();
    expect(pathOf(page.url())).toBe('/my-profile');
    await shot(page, 'deep-link-02-my-profile');

    await page.goto('/nao/existe');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Renata Oliveira Santos' }).waitFor();
    await shot(page, 'deep-link-03-unknown-path-home');

    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Renata Oliveira Santos' }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});
