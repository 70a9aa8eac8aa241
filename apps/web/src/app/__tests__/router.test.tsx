import { isValidElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Permission, routePermissions } from '@clube/contract';
import { clearAuthData } from '../../lib/auth-storage';
import { LocationProbe } from '../../test/render';
import { signIn } from '../../test/sign-in';
import { rememberStoreClient } from '../../lib/store-client';
import { carla, signInCarla } from '../../features/store/__tests__/fixtures';
import { LoginOnly, RequirePermission } from '../guards';
import { routes } from '../router';

afterEach(() => {
  clearAuthData();
  localStorage.clear();
});

const pages = routes[0]!.children!.filter((r): r is RouteObject & { path: string } => !!r.path && typeof r.lazy === 'function');

describe('the router and the contract', () => {
  it('opens each page behind the guard of its entry in the contract route -> permission table', async () => {
    expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(['/login', '/', '/financial/invoices', '/network/career-plan']));
    for (const route of pages) {
      const expected = routePermissions[route.path];
      expect(expected, route.path).toBeDefined();
      const { element } = (await (route.lazy as () => Promise<{ element: ReactElement }>)()) as { element: ReactElement<{ permission?: number }> };
      expect(isValidElement(element), route.path).toBe(true);
      if (expected === null) {
        expect(element.type, route.path).not.toBe(RequirePermission);
        const loginOnly = { '/login': '/', '/admin/login': '/configurations' }[route.path];
        expect(element.type === LoginOnly, route.path).toBe(loginOnly !== undefined);
        if (loginOnly) expect((element.props as { to?: string }).to, route.path).toBe(loginOnly);
      } else {
        expect(element.type, route.path).toBe(RequirePermission);
        expect(element.props.permission, route.path).toBe(expected);
      }
    }
  });
});

/** Route access (spec part 1 §4) through the guards, at `url`. */
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
      {
        path: '/login',
        element: (
          <LoginOnly>
            <LocationProbe />
          </LoginOnly>
        ),
      },
      { path: '/', element: <LocationProbe /> },
      { path: '/store/:username', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('route access', () => {
  it('sends a visitor to /login, remembering where he was going', async () => {
    const router = open('/financial/invoices?page=2');
    expect(await screen.findByText('Em /login')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/financial/invoices?page=2' });
  });

  it('sends a member without the route permission to /', async () => {
    signIn([Permission.SIDE_HOME, Permission.SIDE_FINANCEIRO]);
    open('/financial/invoices');
    expect(await screen.findByText('Em /')).toBeInTheDocument();
    expect(screen.queryByText('Faturas')).not.toBeInTheDocument();
  });

  it('opens the page for a member with the permission', async () => {
    signIn([Permission.SIDE_FINANCEIRO, Permission.FATURAS]);
    open('/financial/invoices');
    expect(await screen.findByText('Faturas')).toBeInTheDocument();
  });

  it('treats an expired session as a visitor', async () => {
    signIn();
    const stored = JSON.parse(localStorage.getItem('authData')!);
    localStorage.setItem('authData', JSON.stringify({ ...stored, ExpiresOn: new Date(Date.now() - 1000).toISOString() }));
    open('/financial/invoices');
    expect(await screen.findByText('Em /login')).toBeInTheDocument();
  });

  it('takes a store client whose session ran out back to his store, where he signs in (/login refuses him)', async () => {
    signInCarla({ expired: true });
    open('/financial/invoices');
    expect(await screen.findByText('Em /store/loja.ana')).toBeInTheDocument();
  });

  it('takes a member whose session ran out to /login, even where a store client once signed in', async () => {
    signIn();
    const stored = JSON.parse(localStorage.getItem('authData')!);
    localStorage.setItem('authData', JSON.stringify({ ...stored, ExpiresOn: new Date(Date.now() - 1000).toISOString() }));
    rememberStoreClient(carla.Username, 'loja.ana');
    open('/financial/invoices');
    expect(await screen.findByText('Em /login')).toBeInTheDocument();
  });

  it('sends a signed-in member away from the login-only /login to /', async () => {
    signIn();
    open('/login');
    expect(await screen.findByText('Em /')).toBeInTheDocument();
  });

  it('shows /login to a visitor', async () => {
    open('/login');
    expect(await screen.findByText('Em /login')).toBeInTheDocument();
  });
});
