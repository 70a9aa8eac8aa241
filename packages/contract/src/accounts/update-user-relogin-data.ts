import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { updateUserReloginDataAddress } from './addresses';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { ReloginState } from './verify-if-user-needs-relogin';

export const UpdateUserReloginDataParams = z.object({ value: z.enum(['true', 'false']) }).strict();

/** Sets the caller's UserNeedsRelogin flag; empty body. Answers the state after the change. */
export const updateUserReloginData = defineEndpoint({
  ...updateUserReloginDataAddress,
  summary: 'Marca ou limpa a necessidade de refazer a sessão',
  tags: ['accounts'],
  auth: true,
  permission: Permission.SIDE_HOME,
  params: UpdateUserReloginDataParams,
  response: envelope(ReloginState),
});
