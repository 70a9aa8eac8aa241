import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { STAFF_ROLE_IDS } from '@clube/contract';
import type { AdminWithdrawal } from '@clube/contract/withdrawals';
import { clearAuthData, setAuthData } from '../../../lib/auth-storage';
import { failBody, mockFetch, okBody, type Call } from '../../../test/fetch-mock';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import WithdrawalsQueuePage from '../pages/WithdrawalsQueuePage';

const LIST = '/api/admin/withdrawals/getAll';
const TIMELINE = '/api/admin/audit/getTimeline';
const EXPORT = '/api/admin/withdrawals/exportPaid';

const w = (over: Partial<AdminWithdrawal> & { Id: number }): AdminWithdrawal => ({
  Created: '2026-03-10T15:00:00.000Z',
  Value: 40,
  Tax: 5,
  Status: 1,
  StatusFormatted: 'Pendente',
  StatusColor: 'yellow',
  CancelReason: null,
  ProcessedOn: null,
  User: { Id: 7, Name: 'Ana Souza', Username: 'ana' },
  BankAccount: {
    Id: 3,
    Type: 1,
    BankCode: '341',
    BankName: 'ITAÚ UNIBANCO S.A.',
    HolderName: 'Ana Souza',
    HolderCPF: '52998224725',
    Agency: '0912',
    AgencyDigit: '0',
    AccountNumber: '45871',
    AccountNumberDigit: '3',
    AccountVariation: null,
    UserPix: [{ Type: 4, Value: '+55 21 99876-5432' }],
  },
  ...over,
});
const paged = (Data: unknown[]) => ({
  body: { IsSuccess: true, Message: null, Data, PaginationSettings: { Page: 1, TotalPages: 1, TotalRows: Data.length, AllPages: [1] } },
});
const paid = (x: AdminWithdrawal) => ({ ...x, Status: 2, StatusFormatted: 'Pago', StatusColor: 'green', ProcessedOn: '2026-03-11T12:00:00.000Z' });

function setup(rows: AdminWithdrawal[], extra: (c: Call) => ReturnType<typeof okBody> | ReturnType<typeof failBody> | undefined = () => undefined) {
  return mockFetch((c) => {
    if (c.path === LIST) return paged(rows);
    if (c.path === TIMELINE) return okBody([]);
    return extra(c);
  });
}

function render(route = '/configurations/withdrawals') {
  return renderWithProviders(
    <>
      <WithdrawalsQueuePage />
      <LocationProbe />
    </>,
    { route },
  );
}

beforeEach(() => {
  notifications.clean();
  setAuthData({
    IsAuth: true,
    RolesIds: STAFF_ROLE_IDS.Finance,
    AccessToken: 'token-fin',
    ExpiresOn: new Date(Date.now() + 3_600_000).toISOString(),
    Username: 'financeiro',
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearAuthData();
});

describe('/configurations/withdrawals', () => {
  it('lists the Pendente queue oldest first; status and username go to the URL and the request', async () => {
    const u = userEvent.setup();
    const { calls } = setup([w({ Id: 5 })]);
    render();
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(calls.find((c) => c.path === LIST)!.body).toMatchObject({
      WithdrawnStatus: 1,
      PaginationFilter: { OrderByDescending: false },
      PaginationSettings: { Page: 1, RowsPerPage: 50 },
    });

    await u.selectOptions(screen.getByLabelText('Status'), 'Pago');
    await screen.findByText('Em /configurations/withdrawals?status=2');
    await u.type(screen.getByLabelText('Usuário'), 'an');
    await screen.findByText('Em /configurations/withdrawals?status=2&username=an', undefined, { timeout: 2000 });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === LIST).at(-1)!.body).toMatchObject({
        WithdrawnStatus: 2,
        Filters: { Username: 'an' },
        PaginationFilter: { OrderByDescending: true },
      }),
    );
  });

  it('reads its filters from the URL (a shared link opens the same list)', async () => {
    const { calls } = setup([]);
    render('/configurations/withdrawals?status=0&username=bia');
    expect(await screen.findByText('Nenhum resultado encontrado...')).toBeInTheDocument();
    expect(calls.find((c) => c.path === LIST)!.body).toMatchObject({ WithdrawnStatus: 0, Filters: { Username: 'bia' } });
    expect(screen.getByLabelText('Status')).toHaveValue('0');
  });

  it("'Pagar' asks for confirmation, then pays and says so", async () => {
    const u = userEvent.setup();
    const row = w({ Id: 5 });
    const { calls } = setup([row], (c) => (c.path === '/api/admin/withdrawals/5/pay' ? okBody(paid(row), 'Saque pago com sucesso.') : undefined));
    render();
    await u.click(await screen.findByRole('button', { name: 'Pagar saque 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar saque #5' });
    expect(dialog).toHaveTextContent('Ana Souza (ana)');
    await u.click(within(dialog).getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText('Saque pago com sucesso.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/withdrawals/5/pay')).toHaveLength(1);
  });

  it("'Cancelar' needs a 'Motivo' and sends it", async () => {
    const u = userEvent.setup();
    const row = w({ Id: 6 });
    const { calls } = setup([row], (c) =>
      c.path === '/api/admin/withdrawals/6/cancel'
        ? okBody({ ...row, Status: 0, StatusFormatted: 'Cancelado', StatusColor: 'red', CancelReason: 'Conta encerrada.' }, 'Saque cancelado com sucesso.')
        : undefined,
    );
    render();
    await u.click(await screen.findByRole('button', { name: 'Cancelar saque 6' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar saque #6' });
    await u.click(within(dialog).getByRole('button', { name: 'Cancelar saque' }));
    expect(await within(dialog).findByText('Razão do cancelamento é obrigatória.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/admin/withdrawals/6/cancel')).toBe(false);
    await u.type(within(dialog).getByLabelText(/^Motivo/), 'Conta encerrada.');
    await u.click(within(dialog).getByRole('button', { name: 'Cancelar saque' }));
    expect(await screen.findByText('Saque cancelado com sucesso.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/withdrawals/6/cancel')!.body).toEqual({ CancelReason: 'Conta encerrada.' });
  });

  it("bulk 'Pagar' confirms with the count and shows each row's result", async () => {
    const u = userEvent.setup();
    const rows = [w({ Id: 5 }), w({ Id: 8, User: { Id: 9, Name: 'Bia Lima', Username: 'bia' } })];
    const { calls } = setup(rows, (c) => {
      if (c.path === '/api/admin/withdrawals/5/pay') return okBody(paid(rows[0]!), 'Saque pago com sucesso.');
      if (c.path === '/api/admin/withdrawals/8/pay') return failBody(409, 'Este saque não está mais em análise.');
      return undefined;
    });
    render();
    const bulk = await screen.findByRole('button', { name: 'Pagar (0)' });
    expect(bulk).toBeDisabled();
    await u.click(screen.getByLabelText('Selecionar todos da página'));
    await u.click(screen.getByRole('button', { name: 'Pagar (2)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Pagar' });
    expect(confirm).toHaveTextContent('os 2 saques selecionados');
    await u.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    const result = await screen.findByRole('table', { name: 'Resultado por linha' });
    expect(within(result).getByText(/^#5 · ana · R\$\s40,00$/)).toBeInTheDocument();
    expect(within(result).getByText('Saque pago com sucesso.')).toBeInTheDocument();
    expect(within(result).getByText('Este saque não está mais em análise.')).toBeInTheDocument();
    expect(calls.filter((c) => /\/pay$/.test(c.path)).map((c) => c.path)).toEqual(['/api/admin/withdrawals/5/pay', '/api/admin/withdrawals/8/pay']);
    // A refused row is shown in the table, not as an error toast.
    expect(screen.queryByText('Erro')).not.toBeInTheDocument();
  });

  it('the details drawer shows the bank data and the timeline of withdrawal:<id>', async () => {
    const u = userEvent.setup();
    const { calls } = setup([w({ Id: 5 })]);
    render();
    await u.click(await screen.findByRole('button', { name: 'Detalhes do saque 5' }));
    const drawer = await screen.findByRole('dialog', { name: 'Saque #5' });
    for (const text of ['341 - ITAÚ UNIBANCO S.A.', 'Conta Corrente', '529.982.247-25', '0912-0', '45871-3', 'Celular: +55 21 99876-5432']) {
      expect(within(drawer).getByText(text)).toBeInTheDocument();
    }
    await waitFor(() => expect(calls.find((c) => c.path === TIMELINE)?.query.get('Target')).toBe('withdrawal:5'));
  });

  it("'Exportar pagos do dia' downloads the chosen day's CSV with the session's token", async () => {
    const u = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:saques');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = setup([], (c) => (c.path === EXPORT ? okBody('csv') : undefined));
    render();
    const day = await screen.findByLabelText('Dia dos pagamentos');
    // The club's way of writing a day, whatever the browser's language.
    expect(day).toHaveValue(new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date()));
    await u.clear(day);
    await u.type(day, '10032026');
    expect(day).toHaveValue('10/03/2026');
    await u.click(screen.getByRole('button', { name: 'Exportar pagos do dia' }));
    expect(await screen.findByText('Arquivo saques-pagos-2026-03-10.csv gerado.')).toBeInTheDocument();
    const download = calls.find((c) => c.path === EXPORT)!;
    expect(download.query.get('Date')).toBe('2026-03-10');
    expect(download.headers['Authorization']).toBe('Bearer token-fin');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('an export the server refuses shows its message', async () => {
    const u = userEvent.setup();
    setup([], (c) => (c.path === EXPORT ? failBody(400, 'Data inválida: informe o dia no formato aaaa-mm-dd.') : undefined));
    render();
    await screen.findByText('Nenhum resultado encontrado...');
    await u.click(screen.getByRole('button', { name: 'Exportar pagos do dia' }));
    expect(await screen.findByText('Data inválida: informe o dia no formato aaaa-mm-dd.')).toBeInTheDocument();
  });
});
