import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Permission, type PermissionId } from '@clube/contract';
import { AppLayout } from './layout/AppLayout';
import { LoginOnly, RequirePermission } from './guards';

type PageModule = { default: React.ComponentType };

/** A lazily loaded page behind its permission guard. */
function guarded(path: string, permission: PermissionId, load: () => Promise<PageModule>): RouteObject {
  return {
    path,
    lazy: async () => {
      const { default: Page } = await load();
      return {
        element: (
          <RequirePermission permission={permission}>
            <Page />
          </RequirePermission>
        ),
      };
    },
  };
}

function open(path: string, load: () => Promise<PageModule>, loginOnly = false): RouteObject {
  return {
    path,
    lazy: async () => {
      const { default: Page } = await load();
      return { element: loginOnly ? <LoginOnly><Page /></LoginOnly> : <Page /> };
    },
  };
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      open('/login', () => import('../features/accounts/pages/LoginPage'), true),
      open('/register/:username', () => import('../features/registration/pages/RegisterPage')),
      { path: '/register', element: <Navigate to="/" replace /> },
      open('/accessToken', () => import('../features/accounts/pages/AccessTokenPage')),
      open('/reset-password', () => import('../features/accounts/pages/ResetPasswordPage')),
      guarded('/', Permission.SIDE_HOME, () => import('../features/home/pages/HomePage')),
      guarded('/my-profile', Permission.SIDE_HOME, () => import('../features/profile/pages/ProfilePage')),
      guarded('/my-profile/adresses/new', Permission.SIDE_HOME, () => import('../features/profile/pages/AddressNewPage')),
      guarded('/my-profile/adresses/edit', Permission.SIDE_HOME, () => import('../features/profile/pages/AddressEditPage')),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
