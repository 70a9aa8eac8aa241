import { endServerSession } from '../api/endServerSession';
import { logout } from './session';

/** The member's own logout: the server ends the session first, then the local data goes. */
export async function signOut(opts: { everywhere?: boolean } = {}): Promise<void> {
  await endServerSession(opts.everywhere);
  logout();
}
