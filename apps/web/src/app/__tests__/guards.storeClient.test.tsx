import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Permission } from '@clube/contract';
import { clearAuthData } from '../../lib/auth-storage';
import { LocationProbe } from '../../test/render';
import { signIn } from '../../test/sign-in';
import { carla, signInCarla } from '../../features/store/__tests__/fixtures';
import { rememberStoreClient } from '../../lib/store-client';
import { RequirePermission } from '../guards';

afterEach(() => {
  cleanup();
  clearAuthData();
  localStorage.clear();
});

function open(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/financial/invoices',
        element: (
          <RequirePermission permission={Permission.FATURAS}>
            <p>Faturas</p>
          </RequirePermission>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

describe('a session that ran out', () => {
  it("takes a store client back to his store, where he signs in (the office's /login refuses him)", async () => {
    signInCarla({ expired: true });
    open('/financial/invoices');
    expect(await screen.findByText('Em /store/loja.ana')).toBeInTheDocument();
  });

  it('takes a member to /login, even where a store client once signed in', async () => {
    signIn();
    const stored = JSON.parse(localStorage.getItem('authData')!);
    localStorage.setItem('authData', JSON.stringify({ ...stored, ExpiresOn: new Date(Date.now() - 1000).toISOString() }));
    rememberStoreClient(carla.Username, 'loja.ana');
    open('/financial/invoices');
    expect(await screen.findByText('Em /login')).toBeInTheDocument();
  });

  it('still opens the page for the store client while his session lasts', async () => {
    signInCarla();
    open('/financial/invoices');
    expect(await screen.findByText('Faturas')).toBeInTheDocument();
  });
});
