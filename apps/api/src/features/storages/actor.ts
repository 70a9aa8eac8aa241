import { isAdmin, type AuthUser } from '../../platform/auth';

/** Who calls: an Administrator reads and changes every distribution center, storage and stock; a member only his own. */
export interface Actor {
  id: number;
  admin: boolean;
}

export const actorOf = (u: AuthUser): Actor => ({ id: u.id, admin: isAdmin(u) });
