import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { Permission } from '../permissions';
import { DistributionCenter, DistributionCenterInput } from './distribution-center';
import { idField } from './ids';

export const UpdateDistributionCenterBody = DistributionCenterInput.extend({ Id: idField(messages.distributionCenterNotFound) });
export type UpdateDistributionCenterBody = z.input<typeof UpdateDistributionCenterBody>;

/** Updates the caller's distribution center (an Administrator: any); another's answers 404. */
export const updateDistributionCenter = defineEndpoint({
  method: 'PUT',
  path: '/api/logistics/distCenters/updateDistributionCenter',
  summary: 'Atualiza um centro de distribuição',
  tags: ['storages'],
  auth: true,
  permission: Permission.PEDIDOS,
  body: UpdateDistributionCenterBody,
  response: envelope(DistributionCenter),
});
