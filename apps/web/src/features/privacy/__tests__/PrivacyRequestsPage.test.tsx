import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { STAFF_ROLE_IDS } from '@clube/contract';
import type { AdminPrivacyRequest } from '@clube/contract/privacy';
import { setAuthData } from '../../../lib/auth-storage';
import { mockFetch, okBody, type Call } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import PrivacyRequestsPage from '../pages/PrivacyRequestsPage';

const LIST = '/api/admin/privacy/requests';

const overdue: AdminPrivacyRequest = {
  Id: 3,
  Kind: 'deletion',
  KindFormatted: 'Exclusão dos dados',
  Status: 'open',
  StatusFormatted: 'Aberto',
  StatusColor: 'yellow',
  Detail: 'Você tem saldo em conta ou um saque pendente.',
  RefusalReason: null,
  CreatedOn: '2026-11-01T12:00:00.000Z',
  DueOn: '2026-11-16T12:00:00.000Z',
  ClosedOn: null,
  UserId: 12,
  Username: 'carla',
  Name: 'Carla Rica',
  Overdue: true,
  HandledBy: null,
};

beforeEach(() =>
  setAuthData({ IsAuth: true, RolesIds: STAFF_ROLE_IDS.Support, AccessToken: 'jwt', ExpiresOn: '2999-01-01T00:00:00.000Z', Username: 'suporte' }),
);
afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe('Pedidos de titular (docs/privacy.md#requests)', () => {
  it('shows the deadline, overdue in red, and refuses only with a reason', async () => {
    const { calls } = mockFetch((c: Call) => {
      if (c.path === LIST) return okBody([overdue]);
      if (c.path === `${LIST}/3/handle`)
        return okBody({ ...overdue, Status: 'refused', StatusFormatted: 'Recusado', RefusalReason: 'Saldo a sacar.' }, 'Pedido recusado.');
      return undefined;
    });
    const u = userEvent.setup();
    renderWithProviders(<PrivacyRequestsPage />);
    const due = await screen.findByText(/\(vencido\)/);
    expect(due).toHaveTextContent('16/11/2026');
    expect(screen.getByText('Carla Rica (@carla)')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Recusar' }));
    const dialog = await screen.findByRole('dialog');
    const refuse = within(dialog).getByRole('button', { name: 'Recusar' });
    expect(refuse).toBeDisabled();
    await u.type(within(dialog).getByLabelText('Motivo'), 'Saldo a sacar.');
    await u.click(refuse);
    expect(await screen.findByText('Pedido recusado.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === `${LIST}/3/handle`)!.body).toEqual({ Action: 'refuse', Reason: 'Saldo a sacar.' });
  });
});
