import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { PagedRequest } from '../common/pagination';
import { text } from '../common/text';
import { Permission } from '../permissions';

/** One audit row (docs/admin.md#audit): who did what to which record, before and after. */
export const AuditRow = z.object({
  Id: z.number().int(),
  CreatedOn: z.string(),
  ActorId: z.number().int().nullable(),
  ActorUsername: z.string().nullable(),
  Action: z.string(),
  Target: z.string().nullable(),
  Before: z.unknown().nullable(),
  After: z.unknown().nullable(),
  Data: z.unknown().nullable(),
  Reason: z.string().nullable(),
  Ip: z.string().nullable(),
});
export type AuditRow = z.infer<typeof AuditRow>;

const Target = text().trim().min(3).max(100);

export const GetAuditTimelineQuery = z.object({ Target }).strict();

/** A record's page shows its timeline: every audit row about it, newest first. */
export const getAuditTimeline = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit/getTimeline',
  summary: 'Console: a linha do tempo de um registro (auditoria)',
  tags: ['admin'],
  auth: true,
  permission: Permission.SIDE_CONFIGS,
  adminOnly: true,
  query: GetAuditTimelineQuery,
  response: envelope(z.array(AuditRow)),
});

export const GetAllAuditRowsRequest = z
  .object({
    ...PagedRequest,
    Filters: z
      .object({
        Action: text().trim().max(100).nullish(),
        ActorUsername: text().trim().max(100).nullish(),
        Target: text().trim().max(100).nullish(),
      })
      .strict()
      .nullish(),
  })
  .strict();
export type GetAllAuditRowsRequest = z.input<typeof GetAllAuditRowsRequest>;

export const getAllAuditRows = defineEndpoint({
  method: 'POST',
  path: '/api/admin/audit/getAll',
  summary: 'Console: todas as linhas de auditoria, filtradas',
  tags: ['admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  body: GetAllAuditRowsRequest,
  response: envelope(z.array(AuditRow)),
});
