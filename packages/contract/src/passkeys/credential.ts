import { z } from 'zod';
import { passkeyMessages } from './messages';

const base64url = (max: number) =>
  z
    .string({ error: passkeyMessages.credentialInvalid })
    .max(max, passkeyMessages.credentialInvalid)
    .regex(/^[A-Za-z0-9_-]*$/, passkeyMessages.credentialInvalid);

/** A credential id is at most 1023 bytes (WebAuthn), 1364 characters of base64url. */
const credentialId = base64url(1400).min(1, passkeyMessages.credentialInvalid);

/**
 * What the browser's WebAuthn call answers, as JSON (W3C `toJSON()`, @simplewebauthn/browser): its
 * field names are the standard's, not ours. Extra fields a newer browser adds are let through to
 * the verifier, which ignores them; every string is bounded.
 */
const credentialBase = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { error: passkeyMessages.credentialInvalid }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).nullish(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

export const RegistrationCredential = z.looseObject({
  ...credentialBase,
  response: z.looseObject({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(32768),
    transports: z.array(z.string().max(40)).max(10).optional(),
  }),
});

export const AuthenticationCredential = z.looseObject({
  ...credentialBase,
  response: z.looseObject({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(8192),
    signature: base64url(2048),
    userHandle: base64url(1024).nullish(),
  }),
});
