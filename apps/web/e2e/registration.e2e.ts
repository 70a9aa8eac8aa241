import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, pageErrors, shot } from './browser';
import { freshCnpj, freshCpf, freshUsername, mask } from './people';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Applicant {
  name: string;
  username: string;
  email: string;
  password: string;
  person:
    | { type: 'Pessoa Física'; birthday: string; gender: string; cpf: string }
    | { type: 'Pessoa Jurídica'; cnpj: string; stateInscription: string; municipalInscription: string };
  zip: string;
  expectedAddress: { street: string; district: string; city: string; state: string };
  plan: string;
}

/** Types into a masked field key by key, as a member does (the mask formats as it goes). */
async function typeMasked(page: Page, label: string, digits: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.pressSequentially(digits);
}

async function fillPersonalData(page: Page, a: Applicant, shotName: string) {
  await page.getByLabel('Nome', { exact: true }).fill(a.name);
  if (a.person.type === 'Pessoa Física') {
    await typeMasked(page, 'Data de Nascimento', a.person.birthday.replace(/\D/g, ''));
    await page.getByLabel('Gênero').selectOption({ label: a.person.gender });
    await typeMasked(page, 'CPF', a.person.cpf);
    await expect(page.getByLabel('CPF', { exact: true }).inputValue()).resolves.toBe(mask('000.000.000-00', a.person.cpf));
  } else {
    await page.getByLabel('Pessoa Jurídica').check();
    await typeMasked(page, 'CNPJ', a.person.cnpj);
    await expect(page.getByLabel('CNPJ', { exact: true }).inputValue()).resolves.toBe(mask('00.000.000/0000-00', a.person.cnpj));
    await page.getByLabel('Inscrição Estadual').fill(a.person.stateInscription);
    await page.getByLabel('Inscrição Municipal').fill(a.person.municipalInscription);
  }
  await page.getByLabel('Email', { exact: true }).fill(a.email);
  await page.getByLabel('Confirmar Email').fill(a.email);
  await typeMasked(page, 'Telefone 1', '11987654321');
  await expect(page.getByLabel('Telefone 1').inputValue()).resolves.toBe('11 98765-4321');
  await typeMasked(page, 'Telefone 2', '11912345678');
  await page.getByLabel('Usuário', { exact: true }).fill(a.username);
  await page.getByLabel('Senha', { exact: true }).fill(a.password);
  await page.getByLabel('Confirmar Senha').fill(a.password);
  await page.getByLabel('Li e aceito o contrato').check();
  await shot(page, shotName);
  await page.getByRole('button', { name: 'Próximo' }).click();
}

async function fillAddress(page: Page, a: Applicant, shotName: string) {
  const street = page.getByLabel('Rua');
  await street.waitFor();
  await typeMasked(page, 'CEP', a.zip.replace(/\D/g, ''));
  // The zip lookup (the ViaCEP stand-in) fills street, district, city and state.
  await page.waitForFunction(
    (expected) => (document.querySelector<HTMLInputElement>('input[name="Street"]')?.value ?? '') === expected,
    a.expectedAddress.street,
  );
  await expect(page.getByLabel('Bairro').inputValue()).resolves.toBe(a.expectedAddress.district);
  await expect(page.getByLabel('Cidade').inputValue()).resolves.toBe(a.expectedAddress.city);
  await expect(page.getByLabel('Estado').inputValue()).resolves.toBe(a.expectedAddress.state);
  await page.getByLabel('Número').fill('1000');
  await page.getByLabel('Complemento').fill('Sala 1');
  await shot(page, shotName);
  await page.getByRole('button', { name: 'Próximo' }).click();
}

async function register(a: Applicant, prefix: string) {
  const page = await newPage(browser);
  await page.goto('/register/demo');
  // Step 1 shows the sponsor read-only.
  const sponsor = page.getByRole('region', { name: 'Dados do Patrocinador' });
  await sponsor.getByText('Renata Oliveira Santos').waitFor();
  await sponsor.getByText('demo@clube.office').waitFor();
  await fillPersonalData(page, a, `${prefix}-01-personal-data`);
  await fillAddress(page, a, `${prefix}-02-address`);

  await page.getByRole('heading', { name: 'Escolha seu Plano' }).waitFor();
  const finish = page.getByRole('button', { name: 'Finalizar Cadastro' });
  expect(await finish.isDisabled()).toBe(true);
  const card = page.getByRole('button', { name: a.plan });
  await card.click();
  expect(await card.getAttribute('aria-pressed')).toBe('true');
  await card.getByText(/^Valor: R\$\s\d{1,3}(\.\d{3})*,\d{2}$/).waitFor();
  await shot(page, `${prefix}-03-plan`);
  await finish.click();

  await page.getByText('Cadastro realizado com sucesso. Acesse sua conta agora!').waitFor();
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('username') === a.username);
  await expect(page.getByLabel('Email/Usuário').inputValue()).resolves.toBe(a.username);
  await shot(page, `${prefix}-04-login-after-registration`);

  // A new member is Pendente (adhesion invoice to pay) and can sign in all the same.
  await page.getByLabel('Senha', { exact: true }).fill(a.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { name: a.name }).waitFor();
  await page.getByText(`@${a.username}`, { exact: true }).waitFor();
  await page.getByText('Pendente', { exact: true }).waitFor();
  await page.getByText('Renata Oliveira Santos').waitFor(); // his sponsor
  await shot(page, `${prefix}-05-dashboard`);
  expect(pageErrors(page)).toEqual([]);
  await page.context().close();
}

describe('registration through /register/demo', () => {
  it('registers a person (Pessoa Física), then signs in', async () => {
    const username = freshUsername('pf');
    await register(
      {
        name: 'Lucas Pereira Almeida',
        username,
        email: `${username}@exemplo.com.br`,
        password: 'senha-forte-123',
        person: { type: 'Pessoa Física', birthday: '21/07/1991', gender: 'Masculino', cpf: freshCpf() },
        zip: '01310-100',
        expectedAddress: { street: 'Avenida Paulista', district: 'Bela Vista', city: 'São Paulo', state: 'SP' },
        plan: 'Plano Essencial',
      },
      'register-person',
    );
  });

  it('registers a company (Pessoa Jurídica), then signs in', async () => {
    const username = freshUsername('pj');
    await register(
      {
        name: 'Comercial Horizonte Ltda',
        username,
        email: `${username}@empresa.com.br`,
        password: 'senha-forte-456',
        person: { type: 'Pessoa Jurídica', cnpj: freshCnpj(), stateInscription: '062.307.904/0081', municipalInscription: '3.145.678-9' },
        zip: '30130-010',
        expectedAddress: { street: 'Avenida Afonso Pena', district: 'Centro', city: 'Belo Horizonte', state: 'MG' },
        plan: 'Plano Premium',
      },
      'register-company',
    );
  });
});
