import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { text } from '../common/text';
import { Permission } from '../permissions';
import { PrivacyRequestStatus, PrivacyRequestView } from './privacy-request';

/** A request in the operator's queue: whose it is and whether its 15 days have passed. */
export const AdminPrivacyRequest = PrivacyRequestView.extend({
  UserId: z.number().int(),
  Username: z.string(),
  Name: z.string(),
  Overdue: z.boolean(),
  HandledBy: z.string().nullable(),
});
export type AdminPrivacyRequest = z.infer<typeof AdminPrivacyRequest>;

export const GetPrivacyRequestsQuery = z.object({ Status: PrivacyRequestStatus.optional() }).strict();

/** The queue: open and in-progress first, by deadline; at most 200 rows. */
export const getPrivacyRequests = defineEndpoint({
  method: 'GET',
  path: '/api/admin/privacy/requests',
  summary: 'Console: fila de pedidos de titulares (LGPD)',
  tags: ['admin', 'privacy'],
  auth: true,
  permission: Permission.CONSOLE_SUPPORT,
  adminOnly: true,
  query: GetPrivacyRequestsQuery,
  response: envelope(z.array(AdminPrivacyRequest)),
});

export const PrivacyRequestParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }).strict();
export const PrivacyRequestAction = z.enum(['start', 'conclude', 'refuse']);
export type PrivacyRequestAction = z.infer<typeof PrivacyRequestAction>;

export const HandlePrivacyRequestBody = z
  .object({
    Action: PrivacyRequestAction,
    Reason: text().trim().max(1000, messages.textTooLong).nullish(),
  })
  .strict();
export type HandlePrivacyRequestBody = z.input<typeof HandlePrivacyRequestBody>;

/** Moves a request on (em andamento, concluído, recusado with a reason); audited. Concluding a deletion anonymizes. */
export const handlePrivacyRequest = defineEndpoint({
  method: 'POST',
  path: '/api/admin/privacy/requests/:id/handle',
  summary: 'Console: atende, conclui ou recusa um pedido de titular',
  tags: ['admin', 'privacy'],
  auth: true,
  permission: Permission.CONSOLE_SUPPORT,
  adminOnly: true,
  params: PrivacyRequestParams,
  body: HandlePrivacyRequestBody,
  response: envelope(AdminPrivacyRequest),
});
