import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { STAFF_ROLE_IDS } from '@clube/contract';
import type { AuditRow } from '@clube/contract/admin';
import { setAuthData } from '../../../lib/auth-storage';
import { mockFetch, okBody, type Call } from '../../../test/fetch-mock';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import AuditPage from '../pages/AuditPage';

const LIST = '/api/admin/audit/getAll';
const TIMELINE = '/api/admin/audit/getTimeline';

const row = (over: Partial<AuditRow> & { Id: number }): AuditRow => ({
  CreatedOn: '2026-03-10T15:00:00.000Z',
  ActorId: 1,
  ActorUsername: 'admin',
  Action: 'withdrawal.pay',
  Target: 'withdrawal:12',
  Before: { Status: 1 },
  After: { Status: 2 },
  Data: null,
  Reason: null,
  Ip: '203.0.113.9',
  ...over,
});
const rows = [
  row({ Id: 3 }),
  row({ Id: 2, ActorId: null, ActorUsername: null, Action: 'job.runNow', Target: 'job:billing.overdue', Ip: null, Reason: 'teste' }),
];

function setup() {
  return mockFetch((c: Call) => {
    if (c.path === LIST)
      return { body: { IsSuccess: true, Message: null, Data: rows, PaginationSettings: { Page: 1, TotalPages: 1, TotalRows: 2, AllPages: [1] } } };
    if (c.path === TIMELINE) return okBody([row({ Id: 3 }), row({ Id: 1, Action: 'withdrawal.create', ActorUsername: 'ana', Reason: 'pedido do sócio' })]);
    return undefined;
  });
}
const bodies = (calls: Call[]) => calls.filter((c) => c.path === LIST).map((c) => c.body);

beforeEach(() => setAuthData({ IsAuth: true, RolesIds: STAFF_ROLE_IDS.Owner, AccessToken: 'jwt', ExpiresOn: '2999-01-01T00:00:00.000Z', Username: 'admin' }));
afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe('audit page', () => {
  it('lists who did what to which record, with the filters of the URL', async () => {
    const { calls } = setup();
    renderWithProviders(<AuditPage />, { route: '/configurations/audit?action=withdrawal.&actor=admin&target=withdrawal:12' });
    expect(screen.getByRole('heading', { name: 'Auditoria' })).toBeInTheDocument();
    expect(await screen.findByText('2 resultado(s)')).toBeInTheDocument();
    const cells = (r: HTMLElement) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    const [first, second] = screen.getAllByRole('row').slice(1);
    // The action in words, its code kept under it.
    expect(cells(first!)).toEqual(['10/03/2026, 12:00:00', 'admin', 'Saque pagowithdrawal.pay', 'withdrawal:12', '', '203.0.113.9', 'Histórico']);
    expect(cells(second!)).toEqual(['10/03/2026, 12:00:00', 'sistema', 'Rotina executada agorajob.runNow', 'job:billing.overdue', 'teste', '', 'Histórico']);
    expect(within(first!).getByText('withdrawal.pay')).toHaveAttribute('title', 'withdrawal.pay');
    expect(bodies(calls)).toEqual([
      { PaginationSettings: { Page: 1, RowsPerPage: 50 }, Filters: { Action: 'withdrawal.', ActorUsername: 'admin', Target: 'withdrawal:12' } },
    ]);
  });

  it('filtering by action keeps it in the URL', async () => {
    const { calls } = setup();
    const u = userEvent.setup();
    renderWithProviders(
      <>
        <AuditPage />
        <LocationProbe />
      </>,
      { route: '/configurations/audit' },
    );
    await screen.findByText('2 resultado(s)');
    await u.type(screen.getByLabelText('Ação'), 'job.');
    await waitFor(() => expect(screen.getByText('Em /configurations/audit?action=job.')).toBeInTheDocument());
    await waitFor(() =>
      expect(bodies(calls).at(-1)).toEqual({
        PaginationSettings: { Page: 1, RowsPerPage: 50 },
        Filters: { Action: 'job.', ActorUsername: null, Target: null },
      }),
    );
  });

  it("a row opens its before/after and its record's timeline", async () => {
    const { calls } = setup();
    const u = userEvent.setup();
    renderWithProviders(<AuditPage />, { route: '/configurations/audit' });
    await u.click(await screen.findByRole('button', { name: 'Histórico da linha 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'withdrawal.pay · withdrawal:12' });
    expect(within(dialog).getByText('Antes')).toBeInTheDocument();
    expect(await within(dialog).findByText('withdrawal.create')).toBeInTheDocument();
    expect(within(dialog).getByText('Motivo: pedido do sócio')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === TIMELINE).map((c) => c.query.get('Target'))).toEqual(['withdrawal:12']);
  });
});
