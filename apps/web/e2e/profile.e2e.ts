import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, clickSideBarLink, launch, newPage, pageErrors, shot, signIn, textbox } from './browser';
import { registerMember, type TestMember } from './members';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function openMyProfile(page: Page) {
  await clickSideBarLink(page, 'Meu Perfil');
  await page.waitForURL((url) => url.pathname === '/my-profile');
  await page.getByRole('tab', { name: 'Meus Dados', selected: true }).waitFor();
  await textbox(page, 'Nome').waitFor();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sair da conta' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sair', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/login');
}

// A member of its own: this journey changes his name, phone and password.
describe('Meus Dados at /my-profile', () => {
  let member: TestMember;
  let page: Page;
  beforeAll(async () => {
    member = await registerMember(baseURL(), 'perfil');
    page = await newPage(browser);
    await signIn(page, member.username, member.password);
  });

  it('changes the name and a phone; the new values survive a reload', async () => {
    await openMyProfile(page);
    await expect(textbox(page, 'Nome').inputValue()).resolves.toBe(member.name);
    await expect(textbox(page, 'Telefone 1').inputValue()).resolves.toBe('21 99876-5432');
    // Read-only fields of the member.
    expect(await textbox(page, 'Usuário').getAttribute('readonly')).not.toBeNull();
    // The CPF is fixed at registration.
    expect(await textbox(page, 'CPF').getAttribute('readonly')).not.toBeNull();
    expect(await textbox(page, 'Email').inputValue()).toBe(member.email);
    await expect(textbox(page, 'Data de Nascimento').inputValue()).resolves.toBe('15/03/1990');
    await shot(page, 'profile-01-my-data');

    await textbox(page, 'Nome').fill('Joana Teste Alterada');
    const phone = textbox(page, 'Telefone 1');
    await phone.selectText();
    await page.keyboard.press('Backspace');
    await phone.pressSequentially('31987001234');
    await expect(phone.inputValue()).resolves.toBe('31 98700-1234');
    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await page.getByText('Dados atualizados com sucesso.', { exact: true }).waitFor();
    await shot(page, 'profile-02-saved');

    await page.reload();
    await textbox(page, 'Nome').waitFor();
    await expect(textbox(page, 'Nome').inputValue()).resolves.toBe('Joana Teste Alterada');
    await expect(textbox(page, 'Telefone 1').inputValue()).resolves.toBe('31 98700-1234');
    await shot(page, 'profile-03-after-reload');
  });

  it('changes the password with Trocar senha; the new one signs in, the old one no longer does', async () => {
    const newPassword = 'senha-trocada-9';
    await page.getByRole('button', { name: 'Trocar senha' }).click();
    await page.getByLabel('Senha atual').fill(member.password);
    await page.getByLabel('Nova senha').fill(newPassword);
    await page.getByLabel('Confirmar senha').fill(newPassword);
    await shot(page, 'profile-04-change-password');
    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await page.getByText('Dados atualizados com sucesso.', { exact: true }).first().waitFor();
    // Saving hides the password fields again.
    await page.getByLabel('Nova senha').waitFor({ state: 'detached' });
    await expect(textbox(page, 'Nome').inputValue()).resolves.toBe('Joana Teste Alterada');

    await signOut(page);
    await page.getByLabel('Email/Usuário').fill(member.username);
    await page.getByLabel('Senha', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Usuário ou senha inválidos.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await signIn(page, member.username, newPassword);
    await page.getByRole('heading', { name: 'Joana Teste Alterada' }).waitFor();
    await shot(page, 'profile-05-signed-in-with-new-password');
    expect(pageErrors(page)).toEqual([]);
  });
});
