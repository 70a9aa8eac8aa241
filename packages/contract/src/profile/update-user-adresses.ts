import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { Permission } from '../permissions';
import { Address, AddressInput } from '../entities';

export const UpdateAddressBody = AddressInput.extend({
  Id: z.number({ error: messages.addressNotFound }).int().positive().max(2_147_483_647),
});
export type UpdateAddressBody = z.input<typeof UpdateAddressBody>;

export const updateUserAdresses = defineEndpoint({
  method: 'PUT',
  path: '/api/users/adresses/updateUserAdresses',
  summary: 'Atualiza um endereço do sócio',
  tags: ['profile'],
  auth: true,
  permission: Permission.SIDE_HOME,
  body: UpdateAddressBody,
  response: envelope(Address),
});
