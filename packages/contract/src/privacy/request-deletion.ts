import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { Permission } from '../permissions';

export const RequestDeletionBody = z.object({ Confirm: z.literal(true, { error: messages.privacyDeletionConfirm }) }).strict();
export type RequestDeletionBody = z.input<typeof RequestDeletionBody>;

export const DeletionResult = z.object({
  /** true: anonymized now, the session is over; false: queued for the operator. */
  Anonymized: z.boolean(),
  RequestId: z.number().int(),
});
export type DeletionResult = z.infer<typeof DeletionResult>;

/** The member asks for his data's deletion (docs/privacy.md#deletion). */
export const requestDeletion = defineEndpoint({
  method: 'POST',
  path: '/api/privacy/requestDeletion',
  summary: 'Pede a exclusão (anonimização) dos dados do titular',
  tags: ['privacy'],
  auth: true,
  permission: Permission.SIDE_HOME,
  body: RequestDeletionBody,
  response: envelope(DeletionResult),
});
