import { defineEndpoint } from '../common/endpoint';
import { logoutAddress, logoutAllDevicesAddress } from './addresses';
import { EmptyEnvelope } from '../common/envelope';
import { Permission } from '../permissions';

/** Ends the caller's session on the server: its token is refused from then on. Empty body. */
export const logout = defineEndpoint({
  ...logoutAddress,
  summary: 'Encerra esta sessão',
  tags: ['accounts'],
  auth: true,
  permission: Permission.SIDE_HOME,
  response: EmptyEnvelope,
});

/** Ends every session of the caller, on every device (this one included). Empty body. */
export const logoutAllDevices = defineEndpoint({
  ...logoutAllDevicesAddress,
  summary: 'Encerra todas as sessões do sócio, em todos os dispositivos',
  tags: ['accounts'],
  auth: true,
  permission: Permission.SIDE_HOME,
  response: EmptyEnvelope,
});
