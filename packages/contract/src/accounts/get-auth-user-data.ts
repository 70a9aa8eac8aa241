import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { getAuthUserDataAddress } from './addresses';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { Invoice, Plan, User, UserAddress } from '../entities';

export const AuthUserData = z.object({
  User,
  ActivePlan: Plan.nullable(),
  Adresses: z.array(UserAddress),
  /** Pending invoices of the member, newest first. */
  PendingInvoices: z.array(Invoice),
});
export type AuthUserData = z.infer<typeof AuthUserData>;

export const getAuthUserData = defineEndpoint({
  ...getAuthUserDataAddress,
  summary: 'Dados do usuário autenticado (perfil, plano ativo, endereços, faturas pendentes)',
  tags: ['accounts'],
  auth: true,
  permission: Permission.SIDE_HOME,
  response: envelope(AuthUserData),
});
