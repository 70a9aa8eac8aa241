import { logoutAddress, logoutAllDevicesAddress, type logout, type logoutAllDevices } from '@clube/contract/accounts';
import { call } from '../../../lib/api';

/**
 * Ends the session on the server (or every session of the member), so the token stops working at
 * once. A failure (offline, session already over) must not keep anyone signed in here: ignored.
 */
export async function endServerSession(everywhere = false): Promise<void> {
  await (everywhere ? call<typeof logoutAllDevices>(logoutAllDevicesAddress) : call<typeof logout>(logoutAddress)).catch(() => undefined);
}
