import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import { MEMBER_ROLE_IDS } from '@clube/contract';
import { setAuthData } from '../../../lib/auth-storage';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import { mockFetch, okBody, failBody, type Handler } from '../../../test/fetch-mock';
import BankAccountEditPage from '../pages/BankAccountEditPage';
import BankAccountNewPage from '../pages/BankAccountNewPage';
import { banks, corrente, paged, poupanca } from './fixtures';

const BANKS = '/api/finances/banks/getAllBanks';
const LIST = '/api/users/bankAccount/getAllUserBankAccounts';
const CREATE = '/api/users/bankAccount/createNewUserBankAccount';
const UPDATE = '/api/users/bankAccount/updateUserBankAccount';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/financial/bank-accounts/new" element={<BankAccountNewPage />} />
      <Route path="/financial/bank-accounts/edit" element={<BankAccountEditPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route },
  );
}

const base: Handler = (c) => {
  if (c.url === BANKS) return okBody(banks);
  if (c.url === LIST) return paged([corrente, poupanca]);
  return undefined;
};
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The field whose label starts with this text (Mantine appends ' *' to required labels). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`), { selector: 'input, select, textarea' });
/**
 * jsdom has no layout, so Mantine's combobox keeps its dropdown `display: none` (its position
 * middleware sees a detached target): the options are there but count as hidden.
 */
const options = () => screen.queryAllByRole('option', { hidden: true }).filter((o) => o.tagName !== 'OPTION');
const save = () => screen.getByRole('button', { name: 'Salvar dados' });

async function chooseBank(u: ReturnType<typeof userEvent.setup>, search: string, option: RegExp) {
  await u.click(field('Banco'));
  await u.type(field('Banco'), search);
  await waitFor(() => expect(options().find((o) => option.test(o.textContent ?? ''))).toBeDefined());
  await u.click(options().find((o) => option.test(o.textContent ?? ''))!);
}

async function fillValidForm(u: ReturnType<typeof userEvent.setup>) {
  await u.selectOptions(field('Tipo de Conta'), '2');
  await chooseBank(u, 'itau', /341 - ITAÚ UNIBANCO/);
  await u.type(field('Nome do Titular'), 'Ana Paula Souza');
  await u.type(field('CPF do Titular'), '11144477735');
  await u.type(field('Agência'), '0001');
  await u.type(field('Dígito da Agência'), '5');
  await u.type(field('Conta'), '12345');
  await u.type(field('Dígito Conta'), 'x');
}

beforeEach(() => setAuthData({ IsAuth: true, RolesIds: MEMBER_ROLE_IDS, AccessToken: 'jwt', ExpiresOn: '2999-01-01T00:00:00.000Z', Username: 'ana' }));
afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe('bank account form (new)', () => {
  it("shows the spec's 'é obrigatório.' messages as fields are left blank, and keeps 'Salvar dados' disabled", async () => {
    const { calls } = mockFetch(base);
    const u = userEvent.setup();
    renderAt('/financial/bank-accounts/new');
    expect(screen.getByRole('heading', { name: 'Contas Bancárias | Nova' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/financial/bank-accounts');
    await waitFor(() => expect(field('Banco')).toBeEnabled());
    expect(save()).toBeDisabled();
    for (const label of ['Tipo de Conta', 'Banco', 'Nome do Titular', 'CPF do Titular', 'Agência', 'Dígito da Agência', 'Conta', 'Dígito Conta']) {
      await u.click(field(label));
      await u.tab();
    }
    for (const m of [
      'Tipo de Conta é obrigatório.',
      'Banco é obrigatório.',
      'Nome do Titular é obrigatório.',
      'CPF do Titular é obrigatório.',
      'Agência é obrigatório.',
      'Dígito da Agência é obrigatório.',
      'Conta é obrigatório.',
      'Dígito Conta é obrigatório.',
    ]) {
      expect(await screen.findByText(m)).toBeInTheDocument();
    }
    expect(save()).toBeDisabled();
    expect(calls.filter((c) => c.method !== 'GET' && c.url !== LIST)).toHaveLength(0);
  });

  it('checks the CPF digits (mask 000.000.000-00), the agency and the check digits', async () => {
    mockFetch(base);
    const u = userEvent.setup();
    renderAt('/financial/bank-accounts/new');
    await u.type(field('CPF do Titular'), '11144477736');
    expect(field('CPF do Titular')).toHaveValue('111.444.777-36');
    await u.tab();
    expect(await screen.findByText('CPF Inválido.')).toBeInTheDocument();
    await u.clear(field('CPF do Titular'));
    await u.type(field('CPF do Titular'), '11144477735');
    await waitFor(() => expect(screen.queryByText('CPF Inválido.')).not.toBeInTheDocument());
    await u.type(field('Agência'), '12a');
    await u.type(field('Dígito da Agência'), 'y');
    await u.tab();
    expect(await screen.findByText('Agência deve ter de 1 a 5 dígitos.')).toBeInTheDocument();
    expect(await screen.findByText('Dígito deve ser um número ou X.')).toBeInTheDocument();
  });

  it("adds up to 3 Pix entries; a fourth says 'Máximo de Tipos de Pix diferentes atingido.'", async () => {
    mockFetch(base);
    const u = userEvent.setup();
    renderAt('/financial/bank-accounts/new');
    const add = screen.getByRole('button', { name: 'Adicionar Pix' });
    await u.click(add);
    await u.click(add);
    await u.click(add);
    expect(screen.getAllByLabelText(/Tipo do Pix \d/, { selector: 'select' })).toHaveLength(3);
    expect(screen.queryByText('Máximo de Tipos de Pix diferentes atingido.')).not.toBeInTheDocument();
    await u.click(add);
    expect(await screen.findByText('Máximo de Tipos de Pix diferentes atingido.')).toBeInTheDocument();
    expect(screen.getAllByLabelText(/Tipo do Pix \d/, { selector: 'select' })).toHaveLength(3);
    await u.click(screen.getByRole('button', { name: 'Remover Pix 2' }));
    expect(screen.getAllByLabelText(/Tipo do Pix \d/, { selector: 'select' })).toHaveLength(2);
  });

  it('requires type and value of each Pix entry, checks the value by type and refuses a repeated type', async () => {
    mockFetch(base);
    const u = userEvent.setup();
    renderAt('/financial/bank-accounts/new');
    await u.click(screen.getByRole('button', { name: 'Adicionar Pix' }));
    await u.click(field('Tipo do Pix 1'));
    await u.tab();
    await u.tab();
    expect(await screen.findByText('Tipo do Pix é obrigatório.')).toBeInTheDocument();
    expect(await screen.findByText('Chave Pix é obrigatório.')).toBeInTheDocument();
    await u.selectOptions(field('Tipo do Pix 1'), '3');
    await u.type(field('Chave Pix 1'), 'ana@');
    await u.tab();
    expect(await screen.findByText('Chave Pix inválida para o tipo Email.')).toBeInTheDocument();
    await u.type(field('Chave Pix 1'), 'exemplo.com');
    await waitFor(() => expect(screen.queryByText('Chave Pix inválida para o tipo Email.')).not.toBeInTheDocument());
    await u.click(screen.getByRole('button', { name: 'Adicionar Pix' }));
    await u.selectOptions(field('Tipo do Pix 2'), '3');
    expect(await screen.findByText('Cada tipo de Pix pode aparecer uma vez por conta.')).toBeInTheDocument();
  });

  it('saves a valid form, toasts the success and returns to the list', async () => {
    const created = { ...corrente, Id: 30, Type: 2 };
    const { calls } = mockFetch((c) => (c.url === CREATE ? okBody(created, 'Conta bancária adicionada com sucesso.') : base(c)));
    const u = userEvent.setup();
    renderAt('/financial/bank-accounts/new');
    await waitFor(() => expect(field('Banco')).toBeEnabled());
    await fillValidForm(u);
    await u.click(screen.getByRole('button', { name: 'Adicionar Pix' }));
    await u.selectOptions(field('Tipo do Pix 1'), '4');
    await u.type(field('Chave Pix 1'), '11 98765-4321');
    await waitFor(() => expect(save()).toBeEnabled());
    await u.click(save());
    expect(await screen.findByText('Em /financial/bank-accounts')).toBeInTheDocument();
    expect(await screen.findByText('Conta bancária adicionada com sucesso.')).toBeInTheDocument();
    const sent = calls.find((c) => c.url === CREATE)!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({
      Type: 2,
      BankCode: '341',
      HolderName: 'Ana Paula Souza',
      HolderCPF: '11144477735',
      Agency: '0001',
      AgencyDigit: '5',
      AccountNumber: '12345',
      AccountNumberDigit: 'X',
      AccountVariation: null,
      Notes: null,
      UserPix: [{ Type: 4, Value: '11 98765-4321' }],
    });
  });

  it("hides 'Salvar dados' while saving and shows the server's message when it refuses", async () => {
    let release: (v: ReturnType<typeof failBody>) => void = () => {};
    mockFetch((c) => (c.url === CREATE ? new Promise((r) => (release = r)) : base(c)));
    const u = userEvent.setup();
    renderAt('/financial/bank-accounts/new');
    await waitFor(() => expect(field('Banco')).toBeEnabled());
    await fillValidForm(u);
    await waitFor(() => expect(save()).toBeEnabled());
    await u.click(save());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Salvar dados' })).not.toBeInTheDocument());
    expect(screen.getByLabelText('Salvando')).toBeInTheDocument();
    release(failBody(422, 'Limite de 10 contas bancárias atingido.'));
    expect(await screen.findByText('Limite de 10 contas bancárias atingido.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Salvar dados' })).toBeEnabled();
    expect(screen.queryByText(/^Em /)).not.toBeInTheDocument();
  });
});

describe('bank account form (edit)', () => {
  it('loads the account, saves it with its Id and returns to the list', async () => {
    const { calls } = mockFetch((c) =>
      c.url === UPDATE ? okBody({ ...corrente, HolderName: 'Ana Souza' }, 'Conta bancária atualizada com sucesso.') : base(c),
    );
    const u = userEvent.setup();
    renderAt('/financial/bank-accounts/edit?id=12');
    expect(await screen.findByRole('heading', { name: 'Contas Bancárias | Editar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/financial/bank-accounts');
    expect(field('CPF do Titular')).toHaveValue('111.444.777-35');
    expect(field('Chave Pix 1')).toHaveValue('ana@exemplo.com');
    await waitFor(() => expect(field('Banco')).toHaveValue('341 - ITAÚ UNIBANCO S.A.'));
    await u.clear(field('Nome do Titular'));
    await u.tab();
    expect(await screen.findByText('Nome do Titular é obrigatório.')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await u.type(field('Nome do Titular'), 'Ana Souza');
    await waitFor(() => expect(save()).toBeEnabled());
    await u.click(save());
    expect(await screen.findByText('Em /financial/bank-accounts')).toBeInTheDocument();
    expect(await screen.findByText('Conta bancária atualizada com sucesso.')).toBeInTheDocument();
    const sent = calls.find((c) => c.url === UPDATE)!;
    expect(sent.method).toBe('PUT');
    expect(sent.body).toMatchObject({
      Id: 12,
      HolderName: 'Ana Souza',
      BankCode: '341',
      HolderCPF: '11144477735',
      UserPix: [{ Type: 3, Value: 'ana@exemplo.com' }],
    });
  });

  it('an unknown id goes back to the list', async () => {
    mockFetch(base);
    renderAt('/financial/bank-accounts/edit?id=999');
    expect(await screen.findByText('Em /financial/bank-accounts')).toBeInTheDocument();
  });
});

describe('bank select', () => {
  it('searches the banks by code or by name, without caring for accents', async () => {
    mockFetch(base);
    const u = userEvent.setup();
    renderAt('/financial/bank-accounts/new');
    await waitFor(() => expect(field('Banco')).toBeEnabled());
    await u.click(field('Banco'));
    await u.type(field('Banco'), 'instituicao');
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(['260 - NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO']));
    await u.clear(field('Banco'));
    await u.type(field('Banco'), '237');
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(['237 - Banco Bradesco S.A.']));
    await u.clear(field('Banco'));
    await u.type(field('Banco'), 'banco brasil');
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(['001 - Banco do Brasil S.A.']));
  });
});
