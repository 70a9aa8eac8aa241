import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { PrivacyRequestView } from './privacy-request';

export const MarketingChannel = z.enum(['push', 'email', 'whatsapp']);
export type MarketingChannel = z.infer<typeof MarketingChannel>;

/** The latest export: 'preparing' until its ZIP is built, 'ready' until ExpiresOn, then 'expired'. */
export const ExportState = z.enum(['preparing', 'ready', 'expired', 'failed']);
export type ExportState = z.infer<typeof ExportState>;

export const DataExportView = z.object({
  Id: z.number().int(),
  State: ExportState,
  RequestedOn: z.string(),
  /** When the link stops working (ready and expired exports). */
  ExpiresOn: z.string().nullable(),
});
export type DataExportView = z.infer<typeof DataExportView>;

/** One row of the consent history: a contract acceptance or a channel's change. */
export const ConsentView = z.object({
  Id: z.number().int(),
  Kind: z.enum(['contract', 'push', 'email', 'whatsapp']),
  Granted: z.boolean(),
  Version: z.number().int().nullable(),
  TextHash: z.string().nullable(),
  CreatedOn: z.string(),
});
export type ConsentView = z.infer<typeof ConsentView>;

export const MyPrivacy = z.object({
  LatestExport: DataExportView.nullable(),
  /** Each channel's current opt-in. */
  Marketing: z.object({ Push: z.boolean(), Email: z.boolean(), WhatsApp: z.boolean() }),
  Consents: z.array(ConsentView),
  Requests: z.array(PrivacyRequestView),
  /** Whether a deletion now would go to the operator's queue (money in the wallet or a pending withdrawal). */
  DeletionNeedsOperator: z.boolean(),
});
export type MyPrivacy = z.infer<typeof MyPrivacy>;

/** 'Meus dados e privacidade' (docs/privacy.md). */
export const getMyPrivacy = defineEndpoint({
  method: 'GET',
  path: '/api/privacy/getMyPrivacy',
  summary: 'Meus dados e privacidade: exportação, consentimentos e pedidos do titular',
  tags: ['privacy'],
  auth: true,
  permission: Permission.SIDE_HOME,
  response: envelope(MyPrivacy),
});
