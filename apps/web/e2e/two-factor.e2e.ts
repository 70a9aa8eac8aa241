import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { baseURL, clickSideBarLink, launch, newPage, pageErrors, shot, signIn } from './browser';
import { registerMember, type TestMember } from './members';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** His phone's authenticator: the code of a given 30-second step of the secret the page showed. */
const codeAt = (secret: string, step: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * 30_000 });
const currentStep = () => Math.floor(Date.now() / 30_000);

// A member of his own: the journey turns his two factors on.
describe('two factors (TOTP) in Meus Dados', () => {
  let member: TestMember;
  let page: Page;
  beforeAll(async () => {
    member = await registerMember(baseURL(), 'doisfatores');
    page = await newPage(browser);
    await signIn(page, member.username, member.password);
  });

  it('turns it on with the QR code and a code of the app, shows the recovery codes once; the next sign-in asks the code', async () => {
    await clickSideBarLink(page, 'Meu Perfil');
    await page.waitForURL((url) => url.pathname === '/my-profile');
    await page.getByText('Verificação em duas etapas', { exact: true }).waitFor();
    await page.getByText('Desativada', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
    await page.getByRole('img', { name: 'Código QR da verificação em duas etapas' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    // A wrong code is refused with the server's message, and nothing is turned on.
    await page.getByLabel('Código do aplicativo').fill(codeAt(secret, currentStep() - 10));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Código inválido.').first().waitFor();

    // The current step's code: the replay below stays inside the server's one-step window for 30 s at least.
    const enrolledAt = currentStep();
    await page.getByLabel('Código do aplicativo').fill(codeAt(secret, enrolledAt));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Guarde estes códigos em um lugar seguro.', { exact: false }).waitFor();
    const codes = await page.getByLabel('Códigos de recuperação').locator('code').allTextContents();
    expect(codes).toHaveLength(10);
    await shot(page, 'two-factor-recovery-codes');
    await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
    await page.getByText('Ativa', { exact: true }).waitFor();
    await page.getByText('Códigos de recuperação restantes: 10').waitFor();

    await page.getByRole('button', { name: 'Sair da conta' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sair', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await page.getByLabel('Email/Usuário').fill(member.username);
    await page.getByLabel('Senha', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByText('Digite o código de 6 dígitos do seu aplicativo autenticador', { exact: false }).waitFor();
    // The code just used to turn it on is refused (replay); the next one signs in.
    await page.getByLabel('Código de verificação').fill(codeAt(secret, enrolledAt));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByText('Este código já foi usado.', { exact: false }).first().waitFor();
    await page.getByLabel('Código de verificação').fill(codeAt(secret, Math.max(enrolledAt + 1, currentStep())));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(pageErrors(page)).toEqual([]);
  });
});
