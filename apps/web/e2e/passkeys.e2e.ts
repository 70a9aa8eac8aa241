import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, clickSideBarLink, launch, openDialog, pageErrors, shot, signIn } from './browser';
import { registerMember, type TestMember } from './members';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The office on http://localhost (same server, same port): browsers refuse an IP address as a
 * passkey's RP ID, and the server takes a loopback PUBLIC_URL's passkeys at localhost
 * (docs/security.md#passkeys).
 */
const localhostURL = () => baseURL().replace('127.0.0.1', 'localhost');

/**
 * A page with Chromium's virtual authenticator (DevTools WebAuthn domain) standing in for a
 * phone's: a platform authenticator that keeps discoverable passkeys and verifies its user
 * (the fingerprint or the face) at once.
 */
async function pageWithPasskeyDevice(b: Browser): Promise<Page> {
  const context = await b.newContext({ baseURL: localhostURL(), viewport: { width: 1366, height: 900 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('response', (res) => {
    if (res.status() >= 500) errors.push(`${res.status()} ${res.request().method()} ${res.url()}`);
  });
  (page as Page & { errors?: string[] }).errors = errors;
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return page;
}

const errorsOf = (page: Page) => [...((page as Page & { errors?: string[] }).errors ?? []), ...pageErrors(page)];

async function openMyData(page: Page) {
  await clickSideBarLink(page, 'Meu Perfil');
  await page.waitForURL((url) => url.pathname === '/my-profile');
  await page.getByRole('tab', { name: 'Meus Dados', selected: true }).waitFor();
  await page.getByRole('heading', { name: 'Passkeys' }).waitFor();
}

describe('passkeys', () => {
  let member: TestMember;
  let page: Page;
  beforeAll(async () => {
    member = await registerMember(baseURL(), 'passkey');
    page = await pageWithPasskeyDevice(browser);
  });

  it('adds a passkey in Meus Dados, signs out and signs in with it from /login, then removes it', async () => {
    await signIn(page, member.username, member.password);
    await openMyData(page);
    await page.getByText('Nenhuma passkey cadastrada.', { exact: true }).waitFor();

    const dialog = page.getByRole('dialog', { name: 'Adicionar passkey' });
    await openDialog(page.getByRole('button', { name: 'Adicionar passkey' }), dialog);
    await dialog.getByLabel('Nome da passkey').fill('Meu celular');
    await dialog.getByLabel('Senha atual').fill(member.password);
    await shot(page, 'passkeys-01-add', { fullPage: false });
    await dialog.getByRole('button', { name: 'Adicionar passkey' }).click();
    await page.getByText('Passkey cadastrada com sucesso.', { exact: true }).waitFor();
    const item = page.getByTestId('passkey-item').filter({ hasText: 'Meu celular' });
    await item.getByText('Nunca usada', { exact: false }).waitFor();
    await shot(page, 'passkeys-02-listed');

    await page.getByRole('button', { name: 'Sair da conta' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sair', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await page.getByRole('button', { name: 'Entrar com passkey' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: member.name }).waitFor();
    await shot(page, 'passkeys-03-signed-in-with-passkey');

    await openMyData(page);
    // The sign-in is its last use now.
    await item.getByText('Nunca usada', { exact: false }).waitFor({ state: 'detached' });
    const remove = page.getByRole('dialog', { name: 'Remover' });
    await openDialog(item.getByRole('button', { name: 'Remover Meu celular' }), remove);
    await remove.getByLabel('Senha atual').fill(member.password);
    await remove.getByRole('button', { name: 'Remover' }).click();
    await page.getByText('Passkey removida.', { exact: true }).waitFor();
    await page.getByText('Nenhuma passkey cadastrada.', { exact: true }).waitFor();
    await shot(page, 'passkeys-04-removed');
    expect(errorsOf(page)).toEqual([]);
  });
});
