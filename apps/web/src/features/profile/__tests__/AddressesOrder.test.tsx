import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import { setAuthData } from '../../../lib/auth-storage';
import { mockFetch, okBody } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import AddressNewPage from '../pages/AddressNewPage';
import ProfilePage from '../pages/ProfilePage';
import { authUserData, casa, individual } from './fixtures';

const DATA = '/api/accounts/authUser/getAuthUserData';
const ZIP = '/api/helpers/zipCode/consultZipCode';
const CREATE = '/api/users/adresses/createNewUserAdresses';

const trabalho = { AddressId: 40, Address: { ...casa.Address, Id: 40, Name: 'Trabalho', ZipCode: '20040020', City: 'Rio de Janeiro', State: 'RJ' } };

const namesInOrder = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/my-profile" element={<ProfilePage />} />
      <Route path="/my-profile/adresses/new" element={<AddressNewPage />} />
    </Routes>,
    { route },
  );
}

beforeEach(() => setAuthData({ IsAuth: true, RolesIds: [-1], AccessToken: 'jwt', ExpiresOn: '2999-01-01T00:00:00.000Z', Username: 'anapaula' }));
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.restoreAllMocks();
});

describe("the 'Endereços' tab puts new addresses first", () => {
  it('lists the newest address first, whatever order the answer has', async () => {
    mockFetch((c) => (c.url === DATA ? okBody(authUserData(individual, [casa, trabalho])) : undefined));
    renderAt('/my-profile?tab=enderecos');
    expect(await screen.findByText('2 resultado(s)')).toBeInTheDocument();
    expect(namesInOrder()).toEqual(['Trabalho', 'Casa']);
  });

  it('shows a created address at the start of the list at once, before the list is loaded again', async () => {
    let created = false;
    mockFetch((c) => {
      // Once the address exists, the reload never answers: what shows is what the creation put there.
      if (c.url === DATA) return created ? new Promise(() => {}) : okBody(authUserData(individual, [casa]));
      if (c.url.startsWith(ZIP)) return okBody({ Street: 'Avenida Rio Branco', Neighborhood: 'Centro', City: 'Rio de Janeiro', State: 'RJ' });
      if (c.url === CREATE) {
        created = true;
        return okBody(trabalho.Address, 'Endereço adicionado com sucesso.');
      }
      return undefined;
    });
    const u = userEvent.setup();
    renderAt('/my-profile?tab=enderecos');
    expect(await screen.findByText('1 resultado(s)')).toBeInTheDocument();
    await u.click(screen.getByRole('link', { name: 'Novo Endereço' }));
    await u.type(screen.getByLabelText(/Nome do endereço/), 'Trabalho');
    await u.type(screen.getByLabelText(/CEP/), '20040020');
    await waitFor(() => expect(screen.getByLabelText(/Cidade/)).toHaveValue('Rio de Janeiro'));
    await u.type(screen.getByLabelText(/Número/), '156');
    await u.click(screen.getByRole('button', { name: 'Salvar dados' }));
    // Back on the tab (a slow machine may need more than the default second).
    expect(await screen.findByText('2 resultado(s)', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(namesInOrder()).toEqual(['Trabalho', 'Casa']);
  });
});
