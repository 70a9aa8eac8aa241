import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { PagedRequest } from '../common/pagination';
import { Permission } from '../permissions';
import { DistributionCenter } from './distribution-center';

export const GetAllDistributionCentersRequest = z.object({ ...PagedRequest }).strict();
export type GetAllDistributionCentersRequest = z.input<typeof GetAllDistributionCentersRequest>;

/** Administrators: every distribution center, by Id, 50 a page. A member: his own (zero or one). */
export const getAllDistributionCenters = defineEndpoint({
  method: 'POST',
  path: '/api/logistics/distCenters/getAllDistributionCenters',
  summary: 'Centros de distribuição (todos para o administrador; o próprio para o sócio)',
  tags: ['storages'],
  auth: true,
  permission: Permission.PEDIDOS,
  body: GetAllDistributionCentersRequest,
  response: envelope(z.array(DistributionCenter)),
});
