import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { multilineText } from '../common/text';
import { Permission } from '../permissions';
import { PrivacyRequestView } from './privacy-request';

export const RequestOtherRightBody = z
  .object({
    Kind: z.enum(['access', 'correction', 'information', 'revocation'], { error: messages.privacyRequestDetailRequired }),
    Detail: multilineText({ error: messages.privacyRequestDetailRequired })
      .trim()
      .min(1, messages.privacyRequestDetailRequired)
      .max(2000, messages.textTooLong),
  })
  .strict();
export type RequestOtherRightBody = z.input<typeof RequestOtherRightBody>;

/** Any other right of LGPD art. 18, answered by the operator within 15 days (docs/privacy.md#requests). */
export const requestOtherRight = defineEndpoint({
  method: 'POST',
  path: '/api/privacy/requestOtherRight',
  summary: 'Registra outro pedido do titular (acesso, correção, informação, revogação)',
  tags: ['privacy'],
  auth: true,
  permission: Permission.SIDE_HOME,
  body: RequestOtherRightBody,
  response: envelope(PrivacyRequestView),
});
