import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { MEMBER_ROLE_IDS } from '@clube/contract';
import type { BonusStatementLine } from '@clube/contract/bonuses';
import { setAuthData } from '../../../lib/auth-storage';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import { mockFetch, type Call } from '../../../test/fetch-mock';
import BonusStatementPage from '../pages/BonusStatementPage';

const STATEMENT = '/api/bonuses/getBonusStatement';

const base: BonusStatementLine = {
  Id: 1,
  Created: '2026-03-10T02:59:59.000Z',
  SourceUser: { Name: 'Bia Souza', Username: 'bia' },
  InvoiceType: 1,
  InvoiceTypeFormatted: 'Adesão',
  TreeLevel: 1,
  PaidLevel: 1,
  Percentage: 10,
  Base: 1000,
  Amount: 100,
  Category: 1,
  CategoryFormatted: 'Adesão',
  Status: 1,
  StatusFormatted: 'Creditado',
  StatusColor: 'green',
  UnilevelName: 'Unilevel Adesão',
  Version: 2,
  Held: false,
  ReleasesOn: null,
};
const lines: BonusStatementLine[] = [
  {
    ...base,
    Id: 4,
    Created: '2026-03-12T15:00:00.000Z',
    InvoiceType: 4,
    InvoiceTypeFormatted: 'B2B',
    Category: 3,
    CategoryFormatted: 'B2B',
    Base: 50,
    Amount: -5,
    StatusFormatted: 'Estorno',
    StatusColor: 'red',
  },
  {
    ...base,
    Id: 2,
    Created: '2026-03-10T12:00:00.000Z',
    SourceUser: { Name: 'Dan Lima', Username: 'dan' },
    InvoiceType: 2,
    InvoiceTypeFormatted: 'Mensalidade',
    TreeLevel: 2,
    PaidLevel: 1,
    Percentage: 2.5,
    Base: 100,
    Amount: 2.5,
    Category: 2,
    CategoryFormatted: 'Mensalidade',
    Status: 2,
    StatusFormatted: 'Simulado',
    StatusColor: 'gray',
  },
  base,
];

function api(
  answer: { lines: BonusStatementLine[]; credited: number; simulated: number; held?: number; rows?: number } = { lines, credited: 95, simulated: 2.5 },
) {
  return mockFetch((c: Call) => {
    if (c.path !== STATEMENT) return undefined;
    const b = c.body as { PaginationSettings: { Page: number } };
    const rows = answer.rows ?? answer.lines.length;
    const pages = Math.max(1, Math.ceil(rows / 50));
    return {
      body: {
        IsSuccess: true,
        Message: null,
        Data: { Lines: answer.lines, Totals: { CreditedTotal: answer.credited, SimulatedTotal: answer.simulated, HeldTotal: answer.held ?? 0, Count: rows } },
        PaginationSettings: { Page: b.PaginationSettings.Page, TotalPages: pages, TotalRows: rows, AllPages: Array.from({ length: pages }, (_, i) => i + 1) },
      },
    };
  });
}
const plain = (el: HTMLElement) =>
  el.textContent
    ?.replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const render = (route = '/financial/bonus-statement') =>
  renderWithProviders(
    <>
      <BonusStatementPage />
      <LocationProbe />
    </>,
    { route },
  );

beforeEach(() => setAuthData({ IsAuth: true, RolesIds: MEMBER_ROLE_IDS, AccessToken: 'jwt', ExpiresOn: '2999-01-01T00:00:00.000Z', Username: 'ana' }));
afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe('Extrato de Bônus', () => {
  it("shows a held line as 'Retido' with its release day, or 'aguardando entrega', and the held total apart", async () => {
    const held = { ...base, StatusFormatted: 'Retido', StatusColor: 'yellow', Held: true };
    api({
      lines: [
        { ...held, Id: 7, ReleasesOn: '2026-03-17' },
        { ...held, Id: 8, InvoiceType: 4, InvoiceTypeFormatted: 'B2B', Category: 3, CategoryFormatted: 'B2B', Amount: 3, ReleasesOn: null },
        base,
      ],
      credited: 100,
      simulated: 0,
      held: 103,
    });
    render();
    await waitFor(() => expect(plain(screen.getByRole('group', { name: 'Total Retido' }))).toContain('R$ 103,00'));
    expect(plain(screen.getByRole('group', { name: 'Total Creditado' }))).toContain('R$ 100,00');
    const [, ...rows] = screen.getAllByRole('row');
    const situation = (row: HTMLElement) => within(row).getAllByRole('cell').at(-1)!;
    expect(within(situation(rows[0]!)).getByText('Retido')).toBeInTheDocument();
    expect(within(situation(rows[0]!)).getByText('Libera em 17/03/2026')).toBeInTheDocument();
    expect(within(situation(rows[1]!)).getByText('Retido')).toBeInTheDocument();
    expect(within(situation(rows[1]!)).getByText('aguardando entrega')).toBeInTheDocument();
    expect(plain(situation(rows[2]!))).toBe('Creditado');
  });

  it('shows the totals as money cards and every column of each line in pt-BR', async () => {
    api();
    render();
    expect(screen.getByRole('heading', { name: 'Extrato de Bônus' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/financial');
    await waitFor(() => expect(plain(screen.getByRole('group', { name: 'Total Creditado' }))).toContain('R$ 95,00'));
    expect(plain(screen.getByRole('group', { name: 'Total Simulado' }))).toContain('R$ 2,50');
    expect(screen.getByText('3 resultado(s)')).toBeInTheDocument();
    const [head, ...rows] = screen.getAllByRole('row');
    expect(within(head!).getAllByRole('columnheader').map(plain)).toEqual([
      'Data',
      'Origem',
      'Fatura',
      'Nível',
      'Percentual',
      'Base',
      'Valor',
      'Categoria',
      'Situação',
    ]);
    expect(within(rows[0]!).getAllByRole('cell').map(plain)).toEqual([
      '12/03/2026',
      'Bia Souza @bia',
      'B2B',
      '1',
      '10%',
      'R$ 50,00',
      '-R$ 5,00',
      'B2B',
      'Estorno',
    ]);
    expect(within(rows[1]!).getAllByRole('cell').map(plain)).toEqual([
      '10/03/2026',
      'Dan Lima @dan',
      'Mensalidade',
      '2 (pago como nível 1)',
      '2,5%',
      'R$ 100,00',
      'R$ 2,50',
      'Mensalidade',
      'Simulado',
    ]);
    // 02:59:59Z on 10 March is still 9 March in São Paulo.
    expect(within(rows[2]!).getAllByRole('cell').map(plain)).toEqual([
      '09/03/2026',
      'Bia Souza @bia',
      'Adesão',
      '1',
      '10%',
      'R$ 1.000,00',
      'R$ 100,00',
      'Adesão',
      'Creditado',
    ]);
  });

  it("marks simulated lines with the 'Simulado' badge and says they are not money", async () => {
    api();
    render();
    const rows = (await screen.findAllByRole('row')).slice(1);
    const badge = within(rows[1]!).getByText('Simulado');
    expect(badge.closest('.mantine-Badge-root')).toHaveAttribute('title', 'Simulado: pagamento pelo gateway de demonstração, não é dinheiro.');
    expect(within(rows[2]!).queryByText('Simulado')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Simulado: pagamento pelo gateway de demonstração, não é dinheiro.');
  });

  it("keeps a clawed-back simulated line's 'Simulado' mark beside 'Estornado'", async () => {
    api({ lines: [{ ...lines[1]!, StatusFormatted: 'Estornado', StatusColor: 'orange' }], credited: 0, simulated: 0 });
    render();
    const [row] = (await screen.findAllByRole('row')).slice(1);
    expect(within(row!).getAllByRole('cell').at(-1)!.textContent).toBe('EstornadoSimulado');
  });

  it("answers 'Nenhum resultado encontrado...' when the filter has no line, with zero totals and no simulated notice", async () => {
    api({ lines: [], credited: 0, simulated: 0 });
    render();
    expect(await screen.findByText('Nenhum resultado encontrado...')).toBeInTheDocument();
    expect(plain(screen.getByRole('group', { name: 'Total Creditado' }))).toContain('R$ 0,00');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the period and category kept in the URL, and a new filter starts over at page 1', async () => {
    const { calls } = api({ lines, credited: 95, simulated: 2.5, rows: 130 });
    const u = userEvent.setup();
    render('/financial/bonus-statement?start=2026-03-01&category=2&page=2');
    await screen.findByText('Dan Lima');
    const sent = () => calls.filter((c) => c.path === STATEMENT).map((c) => c.body);
    expect(sent()[0]).toEqual({
      PaginationSettings: { Page: 2, RowsPerPage: 50 },
      PaginationFilter: { OrderByDescending: true },
      Filters: { StartDate: '2026-03-01', EndDate: null, Category: 2 },
    });
    // Days are shown and typed dd/MM/yyyy, whatever the browser's language.
    expect(screen.getByLabelText('Data inicial')).toHaveValue('01/03/2026');
    expect(screen.getByLabelText('Categoria')).toHaveValue('2');

    await u.type(screen.getByLabelText('Data final'), '31032026');
    await waitFor(() =>
      expect(sent().at(-1)).toMatchObject({ PaginationSettings: { Page: 1 }, Filters: { StartDate: '2026-03-01', EndDate: '2026-03-31', Category: 2 } }),
    );
    expect(screen.getByText('Em /financial/bonus-statement?start=2026-03-01&end=2026-03-31&category=2')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ PaginationSettings: { Page: 3 } }));
    expect(screen.getByText(/page=3$/)).toBeInTheDocument();

    // Only the bonus categories are offered.
    expect(
      within(screen.getByLabelText('Categoria'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todas', 'Adesão', 'Mensalidade', 'B2B', 'B2C', 'Cashback', 'Divisão de Lucro', 'Fundo de Investimento', 'Bônus de Rank do Plano de Carreira']);
    await u.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() =>
      expect(sent().at(-1)).toEqual({
        PaginationSettings: { Page: 1, RowsPerPage: 50 },
        PaginationFilter: { OrderByDescending: true },
        Filters: { StartDate: null, EndDate: null, Category: null },
      }),
    );
    expect(screen.getByText('Em /financial/bonus-statement')).toBeInTheDocument();
    expect(screen.getByLabelText('Data inicial')).toHaveValue('');
    expect(screen.getByLabelText('Data final')).toHaveValue('');
  });

  it('refuses a typed day that does not exist and keeps asking the last valid period', async () => {
    const { calls } = api();
    const u = userEvent.setup();
    render();
    await screen.findByText('Dan Lima');
    await u.type(screen.getByLabelText('Data inicial'), '31022026');
    expect(await screen.findByText('Data inválida.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === STATEMENT).map((c) => (c.body as { Filters: unknown }).Filters)).toEqual([
      { StartDate: null, EndDate: null, Category: null },
    ]);
    await u.clear(screen.getByLabelText('Data inicial'));
    await u.type(screen.getByLabelText('Data inicial'), '28022026');
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ Filters: { StartDate: '2026-02-28' } }));
    expect(screen.queryByText('Data inválida.')).not.toBeInTheDocument();
  });

  it('asks nothing while the period reads backwards, and says why', async () => {
    const { calls } = api();
    render('/financial/bonus-statement?start=2026-03-10&end=2026-03-01');
    expect(await screen.findByText('A data inicial não pode ser posterior à data final.')).toBeInTheDocument();
    expect(screen.getByText('Nenhum resultado encontrado...')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === STATEMENT)).toHaveLength(0);
  });

  it('ignores values in the URL that are not valid', async () => {
    const { calls } = api();
    render('/financial/bonus-statement?start=2026-02-30&category=9&page=abc');
    await screen.findByText('Dan Lima');
    expect(calls.find((c) => c.path === STATEMENT)?.body).toEqual({
      PaginationSettings: { Page: 1, RowsPerPage: 50 },
      PaginationFilter: { OrderByDescending: true },
      Filters: { StartDate: null, EndDate: null, Category: null },
    });
  });
});
