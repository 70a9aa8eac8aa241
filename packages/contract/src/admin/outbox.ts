import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { PagedRequest } from '../common/pagination';
import { text } from '../common/text';
import { Permission } from '../permissions';
import { IdParams } from '../storages/ids';

/**
 * One e-mail of the offline outbox as the console lists it (docs/admin.md#outbox): who it went to,
 * its subject and when; the text only in the detail.
 */
export const OutboxEmailSummary = z.object({
  Id: z.number().int(),
  To: z.string(),
  Subject: z.string(),
  CreatedOn: z.string(),
});
export type OutboxEmailSummary = z.infer<typeof OutboxEmailSummary>;

/**
 * The whole e-mail, with the one-use secrets of its links masked (reset and access links):
 * staff read what the member received, never a link that opens his account.
 */
export const OutboxEmail = OutboxEmailSummary.extend({
  Text: z.string(),
  Html: z.string().nullable(),
  /** True when a link's secret was replaced by the mask. */
  Masked: z.boolean(),
});
export type OutboxEmail = z.infer<typeof OutboxEmail>;

/** What a masked secret reads in the console. */
export const OUTBOX_SECRET_MASK = '••••••';

export const GetAllOutboxEmailsRequest = z
  .object({
    ...PagedRequest,
    Filters: z
      .object({
        /** Part of the recipient's address, any case. */
        To: text().trim().max(320).nullish(),
        /** Part of the subject, any case. */
        Subject: text().trim().max(200).nullish(),
      })
      .strict()
      .nullish(),
  })
  .strict();
export type GetAllOutboxEmailsRequest = z.input<typeof GetAllOutboxEmailsRequest>;

export const getAllOutboxEmails = defineEndpoint({
  method: 'POST',
  path: '/api/admin/outbox/getAll',
  summary: 'Console: e-mails da caixa de saída, os mais novos primeiro',
  tags: ['admin'],
  auth: true,
  permission: Permission.CONSOLE_SUPPORT,
  adminOnly: true,
  body: GetAllOutboxEmailsRequest,
  response: envelope(z.array(OutboxEmailSummary)),
});

export const getOutboxEmail = defineEndpoint({
  method: 'GET',
  path: '/api/admin/outbox/:id',
  summary: 'Console: um e-mail da caixa de saída, com os segredos dos links mascarados',
  tags: ['admin'],
  auth: true,
  permission: Permission.CONSOLE_SUPPORT,
  adminOnly: true,
  params: IdParams,
  response: envelope(OutboxEmail),
});
