import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';

/** Total of members (type 2): the dashboard's 'Entrada de Participantes em tempo real'. */
export const getAllUsersCount = defineEndpoint({
  method: 'GET',
  path: '/api/users/getAllUsersCount',
  summary: 'Total de sócios do clube',
  tags: ['users'],
  auth: true,
  permission: Permission.SIDE_HOME,
  response: envelope(z.number().int()),
});
