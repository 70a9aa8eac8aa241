import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { Permission } from '../permissions';
import { MarketingChannel, MyPrivacy } from './get-my-privacy';

export const SetMarketingConsentBody = z
  .object({
    Channel: z.enum(MarketingChannel.options, { error: messages.privacyChannelInvalid }),
    Granted: z.boolean(),
  })
  .strict();
export type SetMarketingConsentBody = z.input<typeof SetMarketingConsentBody>;

/** Gives or revokes one marketing channel; each change is a row of history (docs/privacy.md#consents). */
export const setMarketingConsent = defineEndpoint({
  method: 'POST',
  path: '/api/privacy/setMarketingConsent',
  summary: 'Autoriza ou revoga um canal de comunicação (push, e-mail, WhatsApp)',
  tags: ['privacy'],
  auth: true,
  permission: Permission.SIDE_HOME,
  body: SetMarketingConsentBody,
  response: envelope(MyPrivacy),
});
