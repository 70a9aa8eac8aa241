import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { PagedRequest } from '../common/pagination';
import { Permission } from '../permissions';
import { Transfer } from './transfer';

export const TRANSFERS_PAGE_SIZE = 50;

export const GetAllUsersTransfersRequest = z.object({ ...PagedRequest }).strict();
export type GetAllUsersTransfersRequest = z.input<typeof GetAllUsersTransfersRequest>;

/** Transfers the caller sent or received, 50 a page, newest first. */
export const getAllUsersTransfers = defineEndpoint({
  method: 'POST',
  path: '/api/users/transfers/getAllUsersTransfers',
  summary: 'Transferências enviadas e recebidas pelo sócio',
  tags: ['transfers'],
  auth: true,
  permission: Permission.TRANSFERENCIA,
  body: GetAllUsersTransfersRequest,
  response: envelope(z.array(Transfer)),
});
