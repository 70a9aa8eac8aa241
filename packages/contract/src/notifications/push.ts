import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { EmptyEnvelope, envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { getPushSettingsAddress, subscribePushAddress, unsubscribePushAddress } from './addresses';
import { pushMessages } from './push-texts';

/**
 * Push notifications on the member's phone or browser (docs/app.md#push-notifications): the office
 * sends a push for some of the notifications it creates itself, to every device the member opted in
 * from. The notification panel stays the record; a push is only a heads-up.
 */

/** The longest push-service address accepted (the common ones are about 200 characters). */
export const PUSH_ENDPOINT_MAX = 1000;

const base64url = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .min(min, message)
    .max(max, message)
    .regex(/^[A-Za-z0-9_-]+=*$/, message);

/** A browser's PushSubscription (its toJSON()), in the wire's names. */
export const PushSubscriptionRequest = z
  .object({
    Endpoint: z
      .string({ error: pushMessages.endpointInvalid })
      .max(PUSH_ENDPOINT_MAX, pushMessages.endpointInvalid)
      // Push services are HTTPS addresses; anything else could make the server call into its own network.
      .url(pushMessages.endpointInvalid)
      .refine((v) => v.startsWith('https://'), pushMessages.endpointInvalid),
    Keys: z
      .object({
        /** The browser's P-256 public key: 65 bytes, 87 characters in base64url. */
        P256dh: base64url(86, 90, pushMessages.keysInvalid),
        /** The 16-byte authentication secret: 22 characters. */
        Auth: base64url(22, 26, pushMessages.keysInvalid),
      })
      .strict(),
  })
  .strict();
export type PushSubscriptionRequest = z.input<typeof PushSubscriptionRequest>;

export const PushUnsubscribeRequest = z.object({ Endpoint: PushSubscriptionRequest.shape.Endpoint }).strict();
export type PushUnsubscribeRequest = z.input<typeof PushUnsubscribeRequest>;

export const PushSettings = z.object({
  /** False: this club does not send pushes (PUSH=off); the web hides the switch. */
  Enabled: z.boolean(),
  /** The VAPID public key the browser subscribes with (applicationServerKey), base64url. */
  PublicKey: z.string().nullable(),
});
export type PushSettings = z.infer<typeof PushSettings>;

const member = { tags: ['notifications'], auth: true as const, permission: Permission.SIDE_HOME };

export const getPushSettings = defineEndpoint({
  ...getPushSettingsAddress,
  summary: 'Se o clube envia notificações no celular, e a chave pública para assinar',
  ...member,
  response: envelope(PushSettings),
});

/** Stores this device's subscription for the caller (the same device again replaces it). */
export const subscribePush = defineEndpoint({
  ...subscribePushAddress,
  summary: 'Ativa as notificações no celular neste aparelho',
  ...member,
  body: PushSubscriptionRequest,
  response: EmptyEnvelope,
});

/** Removes one of the caller's devices; someone else's is a 404. */
export const unsubscribePush = defineEndpoint({
  ...unsubscribePushAddress,
  summary: 'Desativa as notificações no celular neste aparelho',
  ...member,
  body: PushUnsubscribeRequest,
  response: EmptyEnvelope,
});
