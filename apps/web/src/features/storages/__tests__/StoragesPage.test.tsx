import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { clearAuthData } from '../../../lib/auth-storage';
import { mockRoutes, type Call } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/sign-in';
import StoragesPage from '../pages/StoragesPage';
import { citiesOf, distributionCenter, national, paged, regional, states } from './fixtures';

const DC = '/api/logistics/distCenters/getDistributionCenterByUserId';
const CREATE_DC = '/api/logistics/distCenters/createNewDistributionCenter';
const LIST = '/api/logistics/storages/getAllStorages';
const CREATE = '/api/logistics/storages/createNewStorage';
const UPDATE = '/api/logistics/storages/updateStorage';
const STATES = '/api/helpers/ibge/getAllStates';
const CITIES = '/api/helpers/ibge/getAllCitiesByRegion';

const ibge = {
  [STATES]: states,
  [CITIES]: (c: Call) => citiesOf[c.query.get('region') ?? ''] ?? [],
};

beforeEach(() => signIn());
afterEach(() => {
  notifications.clean();
  clearAuthData();
  vi.restoreAllMocks();
});

const bodiesOf = (calls: Call[], path: string) => calls.filter((c) => c.path === path).map((c) => c.body);

describe('storages screen (Armazéns)', () => {
  it('asks a member without a distribution center to create it first, then shows his storages', async () => {
    let dc: typeof distributionCenter | null = null;
    const { calls } = mockRoutes({
      [DC]: () => dc,
      [CREATE_DC]: (c) => {
        dc = { ...distributionCenter, ...(c.body as object), ZipCode: '01001000', Phone: '11987654321' };
        return { IsSuccess: true, Message: 'Centro de Distribuição criado/atualizado com Sucesso.', Data: dc };
      },
      [LIST]: paged([]),
      '/api/helpers/zipCode/consultZipCode': { Street: 'Praça da Sé', Neighborhood: 'Sé', City: 'São Paulo', State: 'sp' },
    });
    const u = userEvent.setup();
    renderWithProviders(<StoragesPage />, { route: '/marketplace/dist-centers/details' });
    expect(screen.getByRole('heading', { name: 'Armazéns' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/marketplace');
    const form = await screen.findByRole('form', { name: 'Centro de Distribuição' });
    expect(screen.queryByRole('button', { name: 'Novo Armazém' })).not.toBeInTheDocument();
    const submit = within(form).getByRole('button', { name: 'Criar Centro de Distribuição' });
    expect(submit).toBeDisabled();

    await u.type(within(form).getByLabelText(/Nome do Centro de Distribuição/), 'CD Centro');
    await u.type(within(form).getByLabelText('Telefone'), '11987654321');
    await u.type(within(form).getByLabelText(/CEP/), '01001000');
    // The zip lookup fills street, district, city and state.
    await waitFor(() => expect(within(form).getByLabelText(/Rua/)).toHaveValue('Praça da Sé'));
    expect(within(form).getByLabelText(/Estado/)).toHaveValue('SP');
    await u.type(within(form).getByLabelText(/Número/), '1');
    await waitFor(() => expect(submit).toBeEnabled());
    await u.click(submit);

    expect(await screen.findByText('Centro de Distribuição criado/atualizado com Sucesso.')).toBeInTheDocument();
    expect(bodiesOf(calls, CREATE_DC)).toEqual([
      {
        Name: 'CD Centro',
        Phone: '11 98765-4321',
        ZipCode: '01001-000',
        Street: 'Praça da Sé',
        Number: '1',
        District: 'Sé',
        City: 'São Paulo',
        State: 'SP',
        Complement: null,
      },
    ]);
    expect(await screen.findByText('Nenhum resultado encontrado...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo Armazém' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar dados' })).toBeInTheDocument();
  });

  it('lists ID, name, type and the count; a created storage goes first, an updated one replaces its row', async () => {
    const { calls } = mockRoutes({
      [DC]: distributionCenter,
      [LIST]: paged([regional, national]),
      ...ibge,
      [CREATE]: (c) => ({ IsSuccess: true, Message: 'Armazém criado com Sucesso.', Data: { ...national, Id: 12, Name: (c.body as { Name: string }).Name } }),
      [UPDATE]: (c) => ({ IsSuccess: true, Message: 'Armazém atualizado com Sucesso.', Data: { ...national, Name: (c.body as { Name: string }).Name } }),
    });
    const u = userEvent.setup();
    renderWithProviders(<StoragesPage />, { route: '/marketplace/dist-centers/details' });
    expect(await screen.findByText('2 resultado(s)')).toBeInTheDocument();
    expect(bodiesOf(calls, LIST)[0]).toEqual({ PaginationSettings: { Page: 1, RowsPerPage: 50 }, PaginationFilter: { Type: 1, OrderByDescending: true } });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', 'Nome do Armazém', 'Tipo', '']);
    const rowsText = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .slice(0, 3)
            .map((c) => c.textContent),
        );
    expect(rowsText()).toEqual([
      ['10', 'Loja Campinas', 'Regional'],
      ['11', 'Galpão Brasil', 'Nacional'],
    ]);

    // Create: the modal stays open until the answer, then the new storage is first.
    await u.click(screen.getByRole('button', { name: 'Novo Armazém' }));
    const create = await screen.findByRole('dialog', { name: 'Novo Armazém' });
    await u.type(within(create).getByLabelText(/Nome do Armazém/), 'Depósito Sul');
    await u.selectOptions(within(create).getByLabelText(/Tipo do Armazém/), 'Nacional');
    await u.click(within(create).getByRole('button', { name: 'Salvar dados' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo Armazém' })).not.toBeInTheDocument());
    expect(bodiesOf(calls, CREATE)).toEqual([{ Name: 'Depósito Sul', Type: 1, StorageCities: [] }]);
    expect(screen.getByText('3 resultado(s)')).toBeInTheDocument();
    expect(rowsText()[0]).toEqual(['12', 'Depósito Sul', 'Nacional']);

    // Update: titled with the storage's ID; the row with that Id changes in place.
    const row = screen.getAllByRole('row').find((r) => within(r).queryByText('Galpão Brasil'))!;
    await u.click(within(row).getByRole('button', { name: 'Editar' }));
    const edit = await screen.findByRole('dialog', { name: 'Atualizar dados do Armazém' });
    expect(within(edit).getByLabelText('ID')).toHaveValue('11');
    expect(within(edit).queryByLabelText(/Estado/)).not.toBeInTheDocument();
    const name = within(edit).getByLabelText(/Nome do Armazém/);
    await u.clear(name);
    await u.type(name, 'Galpão Nacional');
    await u.click(within(edit).getByRole('button', { name: 'Salvar dados' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf(calls, UPDATE)).toEqual([{ Id: 11, Name: 'Galpão Nacional', Type: 1, StorageCities: [] }]);
    expect(rowsText()).toEqual([
      ['12', 'Depósito Sul', 'Nacional'],
      ['10', 'Loja Campinas', 'Regional'],
      ['11', 'Galpão Nacional', 'Nacional'],
    ]);
  });

  it('names a missing name, type and state, and keeps the modal open when the API refuses', async () => {
    mockRoutes({
      [DC]: distributionCenter,
      [LIST]: paged([]),
      ...ibge,
      [CREATE]: { IsSuccess: false, Message: 'Limite de 100 Armazéns por Centro de Distribuição atingido.', Data: null },
    });
    const u = userEvent.setup();
    renderWithProviders(<StoragesPage />, { route: '/marketplace/dist-centers/details' });
    await u.click(await screen.findByRole('button', { name: 'Novo Armazém' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Armazém' });
    const submit = within(dialog).getByRole('button', { name: 'Salvar dados' });
    expect(submit).toBeDisabled();

    const name = within(dialog).getByLabelText(/Nome do Armazém/);
    await u.type(name, 'A');
    await u.clear(name);
    expect(await within(dialog).findByText('Nome do Armazém é obrigatório.')).toBeInTheDocument();
    const type = within(dialog).getByLabelText(/Tipo do Armazém/);
    await u.selectOptions(type, 'Regional');
    await u.selectOptions(type, 'Selecione');
    expect(await within(dialog).findByText('Tipo do Armazém é obrigatório.')).toBeInTheDocument();

    await u.type(name, 'Regional Sul');
    await u.selectOptions(type, 'Regional');
    const state = await within(dialog).findByLabelText(/Estado/);
    await u.selectOptions(state, 'São Paulo');
    expect(await within(dialog).findByText('Selecione ao menos uma cidade para o Armazém Regional.')).toBeInTheDocument();
    await u.selectOptions(state, 'Selecione');
    expect(await within(dialog).findByText('Estado é obrigatório.')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    // A National storage needs neither state nor cities.
    await u.selectOptions(type, 'Nacional');
    expect(within(dialog).queryByLabelText(/Estado/)).not.toBeInTheDocument();
    await waitFor(() => expect(submit).toBeEnabled());
    await u.click(submit);
    expect(await screen.findByText('Limite de 100 Armazéns por Centro de Distribuição atingido.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Novo Armazém' })).toBeInTheDocument();
  });

  it('offers the IBGE cities of the chosen state on a Regional storage and skips rows with no city', async () => {
    const { calls } = mockRoutes({
      [DC]: distributionCenter,
      [LIST]: paged([regional]),
      ...ibge,
      [UPDATE]: () => ({ IsSuccess: true, Message: null, Data: { ...regional, StorageCities: [] } }),
    });
    const u = userEvent.setup();
    renderWithProviders(<StoragesPage />, { route: '/marketplace/dist-centers/details' });
    await u.click(await screen.findByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atualizar dados do Armazém' });
    expect(within(dialog).getByLabelText('ID')).toHaveValue('10');
    // The state selector starts at the storage's first city's state once the states arrive.
    await waitFor(() => expect(within(dialog).getByLabelText(/Estado/)).toHaveValue('SP'));
    const first = within(dialog).getByLabelText('Cidade 1 (SP)');
    await waitFor(() =>
      expect(
        within(first)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Selecione', 'Campinas', 'São Paulo']),
    );
    expect(first).toHaveValue('3509502');

    // A row added under RJ offers RJ's cities; a row left without a city is not sent.
    await u.selectOptions(within(dialog).getByLabelText(/Estado/), 'Rio de Janeiro');
    await u.click(within(dialog).getByRole('button', { name: 'Adicionar Cidade' }));
    const second = within(dialog).getByLabelText('Cidade 2 (RJ)');
    await waitFor(() =>
      expect(
        within(second)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Selecione', 'Rio de Janeiro']),
    );
    await u.selectOptions(second, 'Rio de Janeiro');
    await u.click(within(dialog).getByRole('button', { name: 'Adicionar Cidade' }));
    expect(within(dialog).getByLabelText('Cidade 3 (RJ)')).toHaveValue('');
    expect(calls.filter((c) => c.path === CITIES).map((c) => c.query.get('region'))).toEqual(['SP', 'RJ']);

    await u.click(within(dialog).getByRole('button', { name: 'Salvar dados' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf(calls, UPDATE)).toEqual([
      {
        Id: 10,
        Name: 'Loja Campinas',
        Type: 2,
        StorageCities: [
          { City: 'Campinas', CityCode: '3509502', State: 'SP' },
          { City: 'Rio de Janeiro', CityCode: '3304557', State: 'RJ' },
        ],
      },
    ]);
  });
});
