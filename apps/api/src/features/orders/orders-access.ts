import { hasPermission, Permission, UserType } from '@clube/contract';
import type { AuthUser } from '../../platform/auth';
import { forbidden } from '../../platform/errors';
import type { Viewer } from './orders.repository';

/**
 * Who may use the order calls: a member with PEDIDOS (the spec's route permission), a store client
 * (B2C, through his sponsor's public store) and an Administrator (the club's own sales). The calls
 * are open to any session at the route so that store clients, who hold no member permissions,
 * reach them; this check keeps members to PEDIDOS.
 */
export function viewerOf(user: AuthUser): Viewer {
  if (user.type === UserType.User && !hasPermission(user.rolesIds, Permission.PEDIDOS)) throw forbidden();
  return { id: user.id, isAdmin: user.type === UserType.Administrator };
}
