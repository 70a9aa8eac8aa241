import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { getAllUsersCountAddress } from './addresses';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';

/** Total of members (type 2): the dashboard's 'Entrada de Participantes em tempo real'. */
export const getAllUsersCount = defineEndpoint({
  ...getAllUsersCountAddress,
  summary: 'Total de sócios do clube',
  tags: ['users'],
  auth: true,
  permission: Permission.SIDE_HOME,
  response: envelope(z.number().int()),
});
