import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, newPage, pageErrors, shot, textbox } from './browser';
import { eventually } from './finances';
import { freshCpf, mask } from './people';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Presses like a finger: down, a human moment, up. A click lands only if the button is still
 * under the finger when it lifts; a message leaving the form meanwhile moves the button away.
 */
async function press(page: Page, button: Locator) {
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(150);
  await page.mouse.up();
}

// A visitor on a phone makes the commonest mistake (he presses 'Criar conta' before filling
// anything), then fills every field and presses again: the account is created. A zip the lookup
// does not know is toasted, not ignored.
describe('store sign-up after a mistake, on a phone', () => {
  it('an empty submit, then everything filled: the account is created; an unknown CEP is toasted', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await page.goto('/store/demo');
    await page.getByRole('button', { name: 'Já sou cliente? Entrar' }).click();
    await page.getByRole('button', { name: 'Criar conta', exact: true }).click();
    const form = page.getByRole('form', { name: 'Cadastro na loja' });
    const create = form.getByRole('button', { name: 'Criar conta', exact: true });

    await press(page, create);
    for (const text of ['Nome é obrigatório.', 'CPF é obrigatório.', 'CEP é obrigatório.', 'Número é obrigatório.'])
      await form.getByText(text, { exact: true }).waitFor();
    await page.getByText('Formulário inválido.', { exact: true }).first().waitFor();

    // A zip nobody knows: the lookup's failure is toasted.
    await textbox(page, 'CEP').pressSequentially('99999999');
    await page.getByRole('alert').filter({ hasText: 'CEP Inválido' }).waitFor();

    const cpf = freshCpf();
    const email = `loja.${Date.now().toString(36)}@exemplo.com.br`;
    await textbox(page, 'Nome').fill('Carla Depois do Erro');
    await textbox(page, 'CPF').pressSequentially(cpf);
    expect(await textbox(page, 'CPF').inputValue()).toBe(mask('000.000.000-00', cpf));
    await textbox(page, 'Telefone').pressSequentially('21998765432');
    await textbox(page, 'Email').fill(email);
    await form.getByLabel('Senha', { exact: true }).fill('senha-da-loja-1');
    await form.getByLabel('Confirmar Senha', { exact: true }).fill('senha-da-loja-1');
    await textbox(page, 'CEP').fill('');
    await textbox(page, 'CEP').pressSequentially('01310100');
    expect(await eventually(() => textbox(page, 'Rua').inputValue(), 'Avenida Paulista')).toBe('Avenida Paulista');
    await textbox(page, 'Número').fill('1000');
    // Every message left as its field was put right, before the press.
    expect(await form.getByText(/é obrigatóri[oa]\.$/).allInnerTexts()).toEqual([]);
    await shot(page, 'store-signup-mistake-filled');
    await press(page, create);

    // Signed in as the store's client: the form leaves, the store stays.
    await page.getByText('Cadastro realizado com sucesso! Agora é só finalizar a sua compra.', { exact: true }).waitFor();
    await form.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/store/demo');
    expect(pageErrors(page)).toEqual([]);
  });
});
