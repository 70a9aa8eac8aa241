import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { DistributionCenter } from './distribution-center';

/** The caller's distribution center; Data null when he has none (the web hides 'Armazéns'). */
export const getDistributionCenterByUserId = defineEndpoint({
  method: 'GET',
  path: '/api/logistics/distCenters/getDistributionCenterByUserId',
  summary: 'Centro de distribuição do usuário atual (null quando não houver)',
  tags: ['storages'],
  auth: true,
  permission: Permission.PEDIDOS,
  response: envelope(DistributionCenter.nullable()),
});
