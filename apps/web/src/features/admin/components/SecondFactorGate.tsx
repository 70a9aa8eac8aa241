import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { twoFactorStatusQueryOptions } from '../../profile';

/**
 * The console needs a second factor (docs/admin.md, "Sign-in"): an administrator without one who
 * reaches the console's index is led to set it up. The API refuses the console's calls until then
 * whatever the web does; this only shows him the way.
 */
export function SecondFactorGate() {
  const status = useQuery(twoFactorStatusQueryOptions());
  // Judged on a fresh answer only: the cached one may predate the set-up he just finished.
  return status.data?.Activated2FA === false && !status.isFetching ? <Navigate to="/admin/two-factor" replace /> : null;
}
