import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { DistributionCenter, DistributionCenterInput } from './distribution-center';

/** Creates the caller's distribution center; a second one answers 409. */
export const createNewDistributionCenter = defineEndpoint({
  method: 'POST',
  path: '/api/logistics/distCenters/createNewDistributionCenter',
  summary: 'Cria o centro de distribuição do usuário',
  tags: ['storages'],
  auth: true,
  permission: Permission.PEDIDOS,
  body: DistributionCenterInput,
  response: envelope(DistributionCenter),
});
