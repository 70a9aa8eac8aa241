import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import { getAuthData, setAuthData } from '../../../lib/auth-storage';
import { renderWithProviders } from '../../../test/render';
import { mockFetch, okBody, type Handler } from '../../../test/fetch-mock';
import ProfilePage from '../pages/ProfilePage';
import { authUserData, casa, company, individual } from './fixtures';

const DATA = '/api/accounts/authUser/getAuthUserData';
const UPDATE = '/api/accounts/authUser/updateUser';

function renderProfile(route = '/my-profile') {
  return renderWithProviders(
    <Routes>
      <Route path="/my-profile" element={<ProfilePage />} />
      <Route path="/my-profile/adresses/*" element={<p>Tela de endereço</p>} />
    </Routes>,
    { route },
  );
}

const withData =
  (data: unknown, extra?: Handler): Handler =>
  (c) =>
    c.url === DATA ? okBody(data) : extra?.(c);

beforeEach(() => setAuthData({ IsAuth: true, RolesIds: [-1], AccessToken: 'jwt-old', ExpiresOn: '2999-01-01T00:00:00.000Z', Username: 'anapaula' }));
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.restoreAllMocks();
});

describe('ProfilePage — Meus Dados', () => {
  it('shows the individual form with masks; e-mail, username and CPF read-only; no CNPJ', async () => {
    mockFetch(withData(authUserData(individual)));
    renderProfile();
    expect(await screen.findByLabelText(/^Nome/)).toHaveValue('Ana Paula Souza');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Usuário')).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Data de Nascimento/)).toHaveValue('15/01/1990');
    expect(screen.getByLabelText(/CPF/)).toHaveValue('111.444.777-35');
    expect(screen.getByLabelText(/CPF/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Gênero/)).toHaveValue('2');
    expect(screen.getByLabelText(/Telefone 1/)).toHaveValue('11 98765-4321');
    expect(screen.queryByLabelText('CNPJ')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Novo Endereço' })).not.toBeInTheDocument();
  });

  it('a company sees CNPJ and inscriptions read-only and no birthday, gender or CPF', async () => {
    mockFetch(withData(authUserData(company)));
    renderProfile();
    expect(await screen.findByLabelText('CNPJ')).toHaveValue('11.222.333/0001-81');
    expect(screen.getByLabelText('CNPJ')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Inscrição Estadual')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Inscrição Municipal')).toHaveAttribute('readonly');
    expect(screen.queryByLabelText(/Data de Nascimento/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/CPF/)).not.toBeInTheDocument();
  });

  it('required fields show the spec messages', async () => {
    const { calls } = mockFetch(withData(authUserData(individual)));
    const u = userEvent.setup();
    renderProfile();
    await u.clear(await screen.findByLabelText(/^Nome/));
    await u.clear(screen.getByLabelText(/Data de Nascimento/));
    await u.selectOptions(screen.getByLabelText(/Gênero/), '');
    await u.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(await screen.findByText('Nome é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Data de Nascimento é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Gênero é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Formulário inválido.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === UPDATE)).toBe(false);
  });

  it("'Trocar senha' reveals the current and new password fields with their messages; saving sends them, stores the new token and hides them", async () => {
    const updated = { ...individual, AccessToken: 'jwt-new', ExpiresOn: '2999-02-01T00:00:00.000Z', RolesIds: [-1, 4] };
    const { calls } = mockFetch(withData(authUserData(individual), (c) => (c.url === UPDATE ? okBody(updated, 'Dados atualizados com sucesso.') : undefined)));
    const u = userEvent.setup();
    renderProfile();
    await screen.findByLabelText(/^Nome/);
    expect(screen.queryByLabelText(/Nova senha/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Senha atual/)).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Trocar senha' }));
    const save = screen.getByRole('button', { name: 'Salvar dados' });
    await u.click(save);
    expect(await screen.findByText('Senha atual é obrigatória.')).toBeInTheDocument();
    expect(screen.getByText('Senha é obrigatória.')).toBeInTheDocument();
    expect(screen.getByText('Confirmação de Senha é obrigatória.')).toBeInTheDocument();

    await u.type(screen.getByLabelText(/Nova senha/), 'curta');
    await u.type(screen.getByLabelText(/Confirmar senha/), 'outra');
    await u.click(save);
    expect(await screen.findByText('Senha deve ter ao menos 8 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Senhas digitadas não batem.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === UPDATE)).toBe(false);

    await u.clear(screen.getByLabelText(/Nova senha/));
    await u.type(screen.getByLabelText(/Nova senha/), 'senha-nova-123');
    await u.clear(screen.getByLabelText(/Confirmar senha/));
    await u.type(screen.getByLabelText(/Confirmar senha/), 'senha-nova-123');
    await u.type(screen.getByLabelText(/Senha atual/), 'senha-antiga-1');
    await u.click(save);

    expect(await screen.findByText('Dados atualizados com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText(/Nova senha/)).not.toBeInTheDocument());
    expect(screen.queryByLabelText(/Senha atual/)).not.toBeInTheDocument();
    const sent = calls.find((c) => c.url === UPDATE)!;
    expect(sent.method).toBe('PUT');
    expect(sent.body).toEqual({
      Name: 'Ana Paula Souza',
      PhoneOne: '11 98765-4321',
      PhoneTwo: null,
      Language: 'pt-BR',
      Birthday: '1990-01-15',
      Gender: 2,
      Password: 'senha-nova-123',
      CurrentPassword: 'senha-antiga-1',
    });
    expect(getAuthData()).toMatchObject({ AccessToken: 'jwt-new', ExpiresOn: '2999-02-01T00:00:00.000Z', RolesIds: [-1, 4], Username: 'anapaula' });
  });

  it('a wrong current password: the server message on the field and in a toast; the token stays', async () => {
    const wrong = 'Senha atual incorreta.';
    mockFetch(
      withData(authUserData(individual), (c) =>
        c.url === UPDATE ? { status: 400, body: { IsSuccess: false, Message: wrong, Data: null, errors: { CurrentPassword: [wrong] } } } : undefined,
      ),
    );
    const u = userEvent.setup();
    renderProfile();
    await screen.findByLabelText(/^Nome/);
    await u.click(screen.getByRole('button', { name: 'Trocar senha' }));
    await u.type(screen.getByLabelText(/Senha atual/), 'palpite-errado');
    await u.type(screen.getByLabelText(/Nova senha/), 'senha-nova-123');
    await u.type(screen.getByLabelText(/Confirmar senha/), 'senha-nova-123');
    await u.click(screen.getByRole('button', { name: 'Salvar dados' }));
    // Once under the field, once in the toast.
    await waitFor(() => expect(screen.getAllByText(wrong)).toHaveLength(2));
    expect(getAuthData()!.AccessToken).toBe('jwt-old');
  });

  it('without a password change sends no Password and keeps the token', async () => {
    const { calls } = mockFetch(
      withData(authUserData(individual), (c) =>
        c.url === UPDATE ? okBody({ ...individual, Name: 'Ana P. Souza' }, 'Dados atualizados com sucesso.') : undefined,
      ),
    );
    const u = userEvent.setup();
    renderProfile();
    const name = await screen.findByLabelText(/^Nome/);
    await u.clear(name);
    await u.type(name, 'Ana P. Souza');
    await u.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(await screen.findByText('Dados atualizados com sucesso.')).toBeInTheDocument();
    const sent = calls.find((c) => c.url === UPDATE)!.body as Record<string, unknown>;
    expect(sent['Name']).toBe('Ana P. Souza');
    expect(sent).not.toHaveProperty('Password');
    expect(sent).not.toHaveProperty('CurrentPassword');
    // The CPF is the server's: the form never sends it.
    expect(sent).not.toHaveProperty('RegionalId');
    expect(getAuthData()!.AccessToken).toBe('jwt-old');
  });
});

describe('ProfilePage — Endereços', () => {
  it('lists the addresses with a count, edit links and the Novo Endereço button (tab kept in the URL)', async () => {
    mockFetch(withData(authUserData(individual, [casa])));
    renderProfile('/my-profile?tab=enderecos');
    expect(await screen.findByText('1 resultado(s)')).toBeInTheDocument();
    const row = screen.getByText('Casa').closest('tr')!;
    expect(within(row).getByText('01001-000')).toBeInTheDocument();
    expect(within(row).getByText('São Paulo')).toBeInTheDocument();
    expect(within(row).getByText('SP')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Editar Casa' })).toHaveAttribute('href', '/my-profile/adresses/edit?id=31');
    expect(screen.getByRole('link', { name: 'Novo Endereço' })).toHaveAttribute('href', '/my-profile/adresses/new');
  });

  it("with no addresses says 'Nenhum resultado encontrado...'; switching tabs shows or hides the button", async () => {
    mockFetch(withData(authUserData(individual)));
    const u = userEvent.setup();
    renderProfile();
    await screen.findByLabelText(/^Nome/);
    await u.click(screen.getByRole('tab', { name: 'Endereços' }));
    expect(await screen.findByText('Nenhum resultado encontrado...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo Endereço' })).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Meus Dados' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Novo Endereço' })).not.toBeInTheDocument());
  });
});
