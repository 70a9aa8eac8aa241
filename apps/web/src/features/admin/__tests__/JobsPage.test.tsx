import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { messages, STAFF_ROLE_IDS } from '@clube/contract';
import type { JobRun, JobSummary, LedgerVerification } from '@clube/contract/admin';
import { setAuthData } from '../../../lib/auth-storage';
import { mockFetch, okBody, type Call } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import JobsPage from '../pages/JobsPage';

const SUMMARY = '/api/admin/jobs/summary';
const RUNS = '/api/admin/jobs/getAll';
const VERIFY = '/api/admin/ledger/verify';

const run = (over: Partial<JobRun> & { Id: number }): JobRun => ({
  Job: 'order-invoices-expiry',
  Period: '2026-03-10',
  Status: 'succeeded',
  StatusFormatted: 'Concluída',
  StatusColor: 'green',
  Counts: { cancelled: 2 },
  Error: null,
  StartedOn: '2026-03-10T03:30:00.000Z',
  FinishedOn: '2026-03-10T03:30:01.500Z',
  ...over,
});
const failed = run({
  Id: 5,
  Job: 'career-plan-evaluation',
  Status: 'failed',
  StatusFormatted: 'Falhou',
  StatusColor: 'red',
  Counts: null,
  Error: 'division by zero',
});
const cards: JobSummary[] = [
  {
    Job: 'career-plan-evaluation',
    Label: 'Avaliação do plano de carreira',
    DailyAt: '03:00',
    NextRunOn: '2026-03-11T06:00:00.000Z',
    LastRun: failed,
    LastSuccess: null,
    LastFailure: failed,
  },
  {
    Job: 'order-invoices-expiry',
    Label: 'Expiração das faturas de pedidos',
    DailyAt: '00:30',
    NextRunOn: null,
    LastRun: run({ Id: 4 }),
    LastSuccess: run({ Id: 4 }),
    LastFailure: null,
  },
];
const clean: LedgerVerification = {
  CheckedOn: '2026-03-10T15:00:00.000Z',
  DurationMs: 42,
  Ledger: { Clean: true, ProblemsTotal: 0, Problems: [], Transactions: 1234, Accounts: 56, Entries: 2468 },
  Stock: { Clean: true, ProblemsTotal: 0, Problems: [], Stocks: 10, Movements: 30 },
};

function setup(verification: LedgerVerification = clean) {
  return mockFetch((c: Call) => {
    if (c.path === SUMMARY) return okBody(cards);
    if (c.path === RUNS)
      return {
        body: { IsSuccess: true, Message: null, Data: [failed, run({ Id: 4 })], PaginationSettings: { Page: 1, TotalPages: 1, TotalRows: 2, AllPages: [1] } },
      };
    if (c.path === VERIFY) return okBody(verification);
    if (c.path === '/api/admin/jobs/order-invoices-expiry/run') return okBody(run({ Id: 6, Counts: { cancelled: 0 } }), messages.jobRunSucceeded);
    return undefined;
  });
}

beforeEach(() => setAuthData({ IsAuth: true, RolesIds: STAFF_ROLE_IDS.Owner, AccessToken: 'jwt', ExpiresOn: '2999-01-01T00:00:00.000Z', Username: 'admin' }));
afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe('jobs page', () => {
  it('a card per job: schedule, next run, last run with counts, last failure with its error; runs with status and error', async () => {
    const { calls } = setup();
    renderWithProviders(<JobsPage />, { route: '/configurations/jobs?status=failed' });
    const career = await screen.findByLabelText('Avaliação do plano de carreira');
    expect(within(career).getByText('career-plan-evaluation · diariamente às 03:00')).toBeInTheDocument();
    expect(within(career).getByText('Próxima execução: 11/03/2026, 03:00:00')).toBeInTheDocument();
    expect(within(career).getByText('Última falha: 10/03/2026, 00:30:00 — division by zero')).toBeInTheDocument();
    const expiry = screen.getByLabelText('Expiração das faturas de pedidos');
    expect(within(expiry).getByText('Próxima execução: agendamento desligado nesta instância')).toBeInTheDocument();
    expect(within(expiry).getByText('Faturas canceladas: 2')).toBeInTheDocument();

    expect(await screen.findByText('2 resultado(s)')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length === 6);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['10/03/2026, 00:30:00', 'Avaliação do plano de carreira', '10/03/2026', 'Falhou', '1,5 s', 'division by zero']);
    expect(calls.find((c) => c.path === RUNS)!.body).toEqual({ PaginationSettings: { Page: 1, RowsPerPage: 50 }, Filters: { Job: null, Status: 'failed' } });
    // The verification reads every entry: never on its own.
    expect(calls.some((c) => c.path === VERIFY)).toBe(false);
  });

  it("'Executar agora' asks first, runs the job, and refreshes the cards and the runs", async () => {
    const { calls } = setup();
    const u = userEvent.setup();
    renderWithProviders(<JobsPage />, { route: '/configurations/jobs' });
    const expiry = await screen.findByLabelText('Expiração das faturas de pedidos');
    await u.click(within(expiry).getByRole('button', { name: 'Executar agora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Executar agora: Expiração das faturas de pedidos' });
    expect(calls.some((c) => c.path.endsWith('/run'))).toBe(false);
    const summaries = calls.filter((c) => c.path === SUMMARY).length;
    await u.click(within(dialog).getByRole('button', { name: 'Executar' }));
    expect(await screen.findByText(messages.jobRunSucceeded)).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/run')).map((c) => [c.method, c.path])).toEqual([['POST', '/api/admin/jobs/order-invoices-expiry/run']]);
    await waitFor(() => expect(calls.filter((c) => c.path === SUMMARY).length).toBeGreaterThan(summaries));
  });

  it("'Verificar agora' runs the verification and shows what it read; problems are listed by kind", async () => {
    setup({
      ...clean,
      Ledger: { ...clean.Ledger, Clean: false, ProblemsTotal: 1, Problems: [{ Kind: 'balance_mismatch', Id: 17, Detail: 'balance 500 != entries 0' }] },
    });
    const u = userEvent.setup();
    renderWithProviders(<JobsPage />, { route: '/configurations/jobs' });
    const panel = await screen.findByLabelText('Verificação do livro-razão');
    await u.click(within(panel).getByRole('button', { name: 'Verificar agora' }));
    expect(await within(panel).findByText('Problemas encontrados')).toBeInTheDocument();
    expect(within(panel).getByText(/1\.234 transações, 2\.468 lançamentos e 56 contas verificados/)).toBeInTheDocument();
    expect(within(panel).getByText('Saldo da conta diferente da soma dos seus lançamentos')).toBeInTheDocument();
    expect(within(panel).getByText('balance 500 != entries 0')).toBeInTheDocument();
  });
});
