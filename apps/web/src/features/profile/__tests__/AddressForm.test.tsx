import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import { setAuthData } from '../../../lib/auth-storage';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import { failBody, mockFetch, okBody, type Handler } from '../../../test/fetch-mock';
import AddressEditPage from '../pages/AddressEditPage';
import AddressNewPage from '../pages/AddressNewPage';
import { authUserData, casa, individual } from './fixtures';

const DATA = '/api/accounts/authUser/getAuthUserData';
const ZIP = '/api/helpers/zipCode/consultZipCode';
const CREATE = '/api/users/adresses/createNewUserAdresses';
const UPDATE = '/api/users/adresses/updateUserAdresses';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/my-profile/adresses/new" element={<AddressNewPage />} />
      <Route path="/my-profile/adresses/edit" element={<AddressEditPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route },
  );
}

const field = (label: RegExp) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Salvar dados' });

beforeEach(() => setAuthData({ IsAuth: true, RolesIds: [-1], AccessToken: 'jwt', ExpiresOn: '2999-01-01T00:00:00.000Z', Username: 'anapaula' }));
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.restoreAllMocks();
});

describe('AddressForm (new address screen)', () => {
  it("has the title 'Endereços | Novo', a back link to the profile and the spec's required messages", async () => {
    const { calls } = mockFetch(() => undefined);
    const u = userEvent.setup();
    renderAt('/my-profile/adresses/new');
    expect(screen.getByRole('heading', { name: 'Endereços | Novo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/my-profile?tab=enderecos');
    await u.click(save());
    for (const m of [
      'CEP é obrigatório.',
      'Rua é obrigatório.',
      'Número é obrigatório.',
      'Bairro é obrigatório.',
      'Cidade é obrigatório.',
      'Estado é obrigatório.',
    ]) {
      expect(await screen.findByText(m)).toBeInTheDocument();
    }
    expect(screen.getByText('Formulário inválido.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("an incomplete zip says 'CEP inválido.' and looks nothing up", async () => {
    const { calls } = mockFetch(() => undefined);
    const u = userEvent.setup();
    renderAt('/my-profile/adresses/new');
    await u.type(field(/CEP/), '0100');
    await u.tab();
    expect(await screen.findByText('CEP inválido.')).toBeInTheDocument();
    expect(field(/CEP/)).toHaveValue('0100');
    expect(calls).toHaveLength(0);
  });

  it('at 8 digits (mask 00000-000) fills street, district, city and state from the lookup', async () => {
    const { calls } = mockFetch((c) =>
      c.url.startsWith(ZIP) ? okBody({ Street: 'Praça da Sé', Neighborhood: 'Sé', City: 'São Paulo', State: 'SP' }) : undefined,
    );
    const u = userEvent.setup();
    renderAt('/my-profile/adresses/new');
    await u.type(field(/CEP/), '01001000');
    expect(field(/CEP/)).toHaveValue('01001-000');
    await waitFor(() => expect(field(/Rua/)).toHaveValue('Praça da Sé'));
    expect(field(/Bairro/)).toHaveValue('Sé');
    expect(field(/Cidade/)).toHaveValue('São Paulo');
    expect(field(/Estado/)).toHaveValue('SP');
    expect(calls.map((c) => c.url)).toEqual([`${ZIP}?zipCode=01001000`]);
  });

  it("a failed lookup toasts 'CEP Inválido' and leaves the fields to be typed", async () => {
    mockFetch((c) => (c.url.startsWith(ZIP) ? failBody(404, 'CEP não encontrado.') : undefined));
    const u = userEvent.setup();
    renderAt('/my-profile/adresses/new');
    await u.type(field(/CEP/), '99999999');
    expect(await screen.findByText('CEP Inválido')).toBeInTheDocument();
    expect(screen.queryByText('CEP não encontrado.')).not.toBeInTheDocument();
    expect(field(/Rua/)).toHaveValue('');
  });

  it('saves, toasts and returns to the addresses tab', async () => {
    const saved = { ...casa.Address, Id: 40, Name: 'Trabalho', Complement: 'Sala 2' };
    const { calls } = mockFetch((c) => {
      if (c.url.startsWith(ZIP)) return okBody({ Street: 'Praça da Sé', Neighborhood: 'Sé', City: 'São Paulo', State: 'SP' });
      if (c.url === CREATE) return okBody(saved, 'Endereço adicionado com sucesso.');
      return undefined;
    });
    const u = userEvent.setup();
    renderAt('/my-profile/adresses/new');
    await u.type(field(/Nome do endereço/), 'Trabalho');
    await u.type(field(/CEP/), '01001000');
    await waitFor(() => expect(field(/Cidade/)).toHaveValue('São Paulo'));
    await u.type(field(/Número/), '1');
    await u.type(field(/Complemento/), 'Sala 2');
    await u.click(save());
    expect(await screen.findByText('Em /my-profile?tab=enderecos')).toBeInTheDocument();
    expect(await screen.findByText('Endereço adicionado com sucesso.')).toBeInTheDocument();
    const sent = calls.find((c) => c.url === CREATE)!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({
      Name: 'Trabalho',
      ZipCode: '01001000',
      Street: 'Praça da Sé',
      Number: '1',
      District: 'Sé',
      City: 'São Paulo',
      State: 'SP',
      Country: 'Brasil',
      Complement: 'Sala 2',
    });
  });
});

describe('address edit screen', () => {
  const data: Handler = (c) => (c.url === DATA ? okBody(authUserData(individual, [casa])) : undefined);

  it('loads the address, saves it with its Id and returns to the addresses tab', async () => {
    const { calls } = mockFetch((c) => (c.url === UPDATE ? okBody({ ...casa.Address, Number: '99' }, 'Endereço atualizado com sucesso.') : data(c)));
    const u = userEvent.setup();
    renderAt('/my-profile/adresses/edit?id=31');
    expect(await screen.findByDisplayValue('Praça da Sé')).toBeInTheDocument();
    expect(field(/CEP/)).toHaveValue('01001-000');
    await u.clear(field(/Número/));
    await u.click(save());
    expect(await screen.findByText('Número é obrigatório.')).toBeInTheDocument();
    await u.type(field(/Número/), '99');
    await u.click(save());
    expect(await screen.findByText('Em /my-profile?tab=enderecos')).toBeInTheDocument();
    expect(await screen.findByText('Endereço atualizado com sucesso.')).toBeInTheDocument();
    const sent = calls.find((c) => c.url === UPDATE)!;
    expect(sent.method).toBe('PUT');
    expect(sent.body).toMatchObject({ Id: 31, Number: '99', ZipCode: '01001000', State: 'SP' });
    // Opening a stored address does not look its zip up again.
    expect(calls.some((c) => c.url.startsWith(ZIP))).toBe(false);
  });

  it('an unknown id goes back to the profile', async () => {
    mockFetch(data);
    renderAt('/my-profile/adresses/edit?id=999');
    expect(await screen.findByText('Em /my-profile?tab=enderecos')).toBeInTheDocument();
  });
});
