import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { Address, AddressInput } from '../entities';

/** A member keeps at most this many addresses. */
export const MAX_ADDRESSES_PER_MEMBER = 20;

export const createNewUserAdresses = defineEndpoint({
  method: 'POST',
  path: '/api/users/adresses/createNewUserAdresses',
  summary: 'Adiciona um endereço ao sócio',
  tags: ['profile'],
  auth: true,
  permission: Permission.SIDE_HOME,
  body: AddressInput,
  response: envelope(Address),
});
