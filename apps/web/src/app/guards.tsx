import { Navigate, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { hasPermission, type PermissionId } from '@clube/contract';
import { isAuthenticated, useAuthData } from '../lib/auth-storage';
import { signedOutPath } from '../lib/store-client';

/**
 * Unauthenticated -> /login (a store client whose session ran out: back to his store, he cannot
 * sign in at /login); authenticated without the route's permission -> /.
 */
export function RequirePermission({ permission, children }: { permission: PermissionId; children: ReactNode }) {
  const auth = useAuthData();
  const location = useLocation();
  if (!isAuthenticated(auth)) return <Navigate to={signedOutPath(auth)} replace state={{ from: location.pathname + location.search }} />;
  if (!hasPermission(auth!.RolesIds, permission)) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/**
 * Login-only routes: an authenticated user goes to `to` (/, or the console for /admin/login, so that
 * the guard and the sign-in's own navigation agree on where a fresh session lands).
 */
export function LoginOnly({ children, to = '/' }: { children: ReactNode; to?: string }) {
  const auth = useAuthData();
  if (isAuthenticated(auth)) return <Navigate to={to} replace />;
  return <>{children}</>;
}
