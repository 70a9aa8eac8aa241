import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, waitFor } from '@testing-library/react';
import { clearAuthData, getAuthData, setAuthData } from '../../../lib/auth-storage';
import { renderWithProviders } from '../../../test/render';
import { useReloginCheck } from '../hooks/useReloginCheck';
import { pageNavigation } from '../lib/session';
import { mockFetch, okBody } from '../../../test/fetch-mock';

const VERIFY = '/api/accounts/authUser/verifyIfUserNeedsRelogin';

function Probe() {
  useReloginCheck();
  return null;
}

const signIn = () => setAuthData({ IsAuth: true, RolesIds: [-1], AccessToken: 'jwt', ExpiresOn: '2999-01-01T00:00:00.000Z', Username: 'ana' });

beforeEach(() => clearAuthData());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useReloginCheck', () => {
  it('when relogin and update are needed: clears the flag first, then logs out to /login', async () => {
    signIn();
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    const { calls } = mockFetch((c) => {
      if (c.url === VERIFY) return okBody({ NeedsRelogin: true, NeedsUpdate: true });
      if (c.url === '/api/accounts/authUser/updateUserReloginData/false') return okBody({ NeedsRelogin: false, NeedsUpdate: false });
      return undefined;
    });
    renderWithProviders(<Probe />);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    const order = calls.map((c) => `${c.method} ${c.url}`);
    expect(order).toEqual([`GET ${VERIFY}`, 'POST /api/accounts/authUser/updateUserReloginData/false']);
    expect(calls[1]!.body).toBeUndefined();
    expect(getAuthData()).toBeNull();
  });

  it('relogin without update: logs out without the update call', async () => {
    signIn();
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    const { calls } = mockFetch((c) => (c.url === VERIFY ? okBody({ NeedsRelogin: true, NeedsUpdate: false }) : undefined));
    renderWithProviders(<Probe />);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(calls.map((c) => c.url)).toEqual([VERIFY]);
  });

  it('asks again every 60 seconds and stays while nothing is needed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    const { calls } = mockFetch((c) => (c.url === VERIFY ? okBody({ NeedsRelogin: false, NeedsUpdate: false }) : undefined));
    renderWithProviders(<Probe />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(assign).not.toHaveBeenCalled();
    expect(getAuthData()).not.toBeNull();
  });

  it('does nothing when signed out', async () => {
    const { calls } = mockFetch(() => okBody({ NeedsRelogin: true, NeedsUpdate: true }));
    renderWithProviders(<Probe />);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(0);
  });
});
