import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { getAdhesionWithdrawal, withdrawAdhesion, type AdhesionWithdrawal as State } from '@clube/contract/plans';
import { clearAuthData } from '../../../lib/auth-storage';
import { mockFetch, okBody, type Call } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/sign-in';
import { AdhesionWithdrawal } from '../components/AdhesionWithdrawal';

const open: State = { InvoiceId: 5, PaidOn: '2026-03-10T15:00:00.000Z', Deadline: '2026-03-18T02:59:59.999Z', CanWithdraw: true };
const closed: State = { ...open, CanWithdraw: false };

function setup(state: State) {
  let done = false;
  const { calls } = mockFetch((c: Call) => {
    if (c.path === getAdhesionWithdrawal.path) return okBody(done ? { InvoiceId: null, PaidOn: null, Deadline: null, CanWithdraw: false } : state);
    if (c.method === 'POST' && c.path === withdrawAdhesion.path) {
      done = true;
      return okBody(
        { InvoiceId: 5, RefundedToWallet: 302.75, RefundedThroughGateway: 0, CancelledInvoicesIds: [6], UserStatus: 0 },
        'Desistência da adesão registrada. O valor foi devolvido e sua conta está Inativa.',
      );
    }
    return undefined;
  });
  return calls;
}

beforeEach(() => {
  notifications.clean();
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  clearAuthData();
});

describe("'Desistir da adesão' (CDC art. 49)", () => {
  it('is offered inside the 7 days, with its deadline, and withdraws only after the confirmation that says he becomes Inativo', async () => {
    const u = userEvent.setup();
    const calls = setup(open);
    renderWithProviders(<AdhesionWithdrawal />);
    expect(await screen.findByText(/Você pode desistir da adesão até/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Desistir da adesão' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/sua conta passa a Inativo/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await u.click(within(dialog).getByRole('button', { name: 'Desejo desistir da adesão.' }));
    expect(await screen.findByText('Desistência da adesão registrada. O valor foi devolvido e sua conta está Inativa.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([withdrawAdhesion.path]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Desistir da adesão' })).not.toBeInTheDocument());
  });

  it('is absent once the 7 days are over', async () => {
    const calls = setup(closed);
    renderWithProviders(<AdhesionWithdrawal />);
    await waitFor(() => expect(calls.some((c) => c.path === getAdhesionWithdrawal.path)).toBe(true));
    expect(screen.queryByRole('button', { name: 'Desistir da adesão' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Você pode desistir da adesão/)).not.toBeInTheDocument();
  });
});
