import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, clickSideBarLink, launch, newPage, pageErrors, shot, signIn, textbox } from './browser';
import { registerMember } from './members';

let browser: Browser;
let page: Page;
// A member of its own (registered with one address in Belo Horizonte): this journey adds and edits addresses.
beforeAll(async () => {
  browser = await launch();
  const member = await registerMember(baseURL(), 'enderecos');
  page = await newPage(browser);
  await signIn(page, member.username, member.password);
});
afterAll(async () => {
  await browser?.close();
});

const rowOf = (name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

describe('addresses of /my-profile', () => {
  it("adds an address from the 'Endereços' tab, the zip filling the fields", async () => {
    await clickSideBarLink(page, 'Meu Perfil');
    await page.getByRole('tab', { name: 'Endereços' }).click();
    await rowOf('Casa').getByRole('cell', { name: 'Belo Horizonte' }).waitFor();
    await page.getByText('1 resultado(s)').waitFor();
    await shot(page, 'addresses-01-tab');

    await page.getByRole('link', { name: 'Novo Endereço' }).click();
    await page.waitForURL((url) => url.pathname === '/my-profile/adresses/new');
    await page.getByRole('heading', { name: 'Endereços | Novo' }).waitFor();
    await textbox(page, 'Nome do endereço').fill('Trabalho');
    const zip = textbox(page, 'CEP');
    await zip.click();
    await zip.pressSequentially('20040020');
    await expect(zip.inputValue()).resolves.toBe('20040-020');
    // The lookup (ViaCEP stand-in) fills street, district, city and state.
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="Street"]')?.value === 'Avenida Rio Branco');
    await expect(textbox(page, 'Bairro').inputValue()).resolves.toBe('Centro');
    await expect(textbox(page, 'Cidade').inputValue()).resolves.toBe('Rio de Janeiro');
    await expect(page.getByRole('combobox', { name: 'Estado' }).inputValue()).resolves.toBe('RJ');
    await textbox(page, 'Número').fill('156');
    await textbox(page, 'Complemento').fill('10º andar');
    await shot(page, 'addresses-02-new');
    await page.getByRole('button', { name: 'Salvar dados' }).click();

    await page.getByText('Endereço adicionado com sucesso.', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/my-profile');
    const row = rowOf('Trabalho');
    await row.getByRole('cell', { name: '20040-020' }).waitFor();
    await row.getByRole('cell', { name: 'Rio de Janeiro' }).waitFor();
    await row.getByRole('cell', { name: 'RJ', exact: true }).waitFor();
    await page.getByText('2 resultado(s)').waitFor();
    await shot(page, 'addresses-03-added');
  });

  it('edits it through its Edit link', async () => {
    await rowOf('Trabalho').getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL((url) => url.pathname === '/my-profile/adresses/edit' && /^\d+$/.test(url.searchParams.get('id') ?? ''));
    const editUrl = page.url();
    await page.getByRole('heading', { name: 'Endereços | Editar' }).waitFor();
    const number = textbox(page, 'Número');
    await expect(number.inputValue()).resolves.toBe('156');
    await expect(textbox(page, 'CEP').inputValue()).resolves.toBe('20040-020');
    await number.fill('200');
    await textbox(page, 'Nome do endereço').fill('Escritório');
    await shot(page, 'addresses-04-edit');
    await page.getByRole('button', { name: 'Salvar dados' }).click();

    await page.getByText('Endereço atualizado com sucesso.', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/my-profile');
    await rowOf('Escritório').getByRole('cell', { name: 'Rio de Janeiro' }).waitFor();
    expect(await rowOf('Trabalho').count()).toBe(0);
    await page.getByText('2 resultado(s)').waitFor();
    await shot(page, 'addresses-05-updated');

    // The number is not a column: the edit screen shows what was saved.
    await page.goto(editUrl);
    await expect(textbox(page, 'Número').inputValue()).resolves.toBe('200');
    expect(pageErrors(page)).toEqual([]);
  });

  it('an unknown address id goes back to /my-profile', async () => {
    await page.goto('/my-profile/adresses/edit?id=999999');
    await page.waitForURL((url) => url.pathname === '/my-profile');
    await page.getByRole('tab', { name: 'Endereços', selected: true }).waitFor();
  });
});
