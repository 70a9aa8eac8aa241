import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { verifyIfUserNeedsReloginAddress } from './addresses';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';

/**
 * NeedsRelogin: an operator changed the member (roles, status, password), so the open office must
 * sign out. NeedsUpdate: the flag is still set, so the client sends updateUserReloginData/false
 * first, otherwise the next session would be sent out again.
 */
export const ReloginState = z.object({
  NeedsRelogin: z.boolean(),
  NeedsUpdate: z.boolean(),
});
export type ReloginState = z.infer<typeof ReloginState>;

export const verifyIfUserNeedsRelogin = defineEndpoint({
  ...verifyIfUserNeedsReloginAddress,
  summary: 'Verifica se a sessão precisa ser refeita',
  tags: ['accounts'],
  auth: true,
  permission: Permission.SIDE_HOME,
  response: envelope(ReloginState),
});
