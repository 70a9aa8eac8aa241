import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope, EmptyEnvelope } from '../common/envelope';
import { UserType } from '../common/enums';
import { messages } from '../common/messages';
import { text } from '../common/text';
import { AuthResult } from '../accounts/get-auth-token';
import { IdParams } from '../storages/ids';
import { Permission } from '../permissions';
import { passkeyAuthenticationOptionsAddress, passkeyLoginAddress } from './addresses';
import { AuthenticationCredential, RegistrationCredential } from './credential';
import { passkeyMessages } from './messages';

/** At most this many passkeys per member. */
export const PASSKEYS_MAX = 10;
export const PASSKEY_NAME_MAX = 60;

const PasskeyName = text({ error: passkeyMessages.nameRequired }).trim().min(1, passkeyMessages.nameRequired).max(PASSKEY_NAME_MAX);

/** The password again: adding or removing a passkey is decided by whoever knows it (docs/security.md#passkeys). */
const CurrentPassword = z.string({ error: messages.currentPasswordRequired }).min(1, messages.currentPasswordRequired).max(256);

/**
 * The options for `navigator.credentials.create()` / `.get()`, as the WebAuthn standard's JSON
 * (`PublicKeyCredentialCreationOptionsJSON` / `...RequestOptionsJSON`): handed to the browser as
 * they are, so their names are the standard's.
 */
const CredentialDescriptor = z.object({ id: z.string(), type: z.string(), transports: z.array(z.string()).optional() });
const WebAuthnExtensions = z.object({ credProps: z.boolean().optional() }).optional();

const WebAuthnCreationOptions = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(CredentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.string().optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.string().optional(),
      userVerification: z.string().optional(),
    })
    .optional(),
  hints: z.array(z.string()).optional(),
  attestation: z.string().optional(),
  attestationFormats: z.array(z.string()).optional(),
  extensions: WebAuthnExtensions,
});

const WebAuthnRequestOptions = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(CredentialDescriptor).optional(),
  userVerification: z.string().optional(),
  hints: z.array(z.string()).optional(),
  extensions: WebAuthnExtensions,
});

export const PasskeyRegistrationOptionsBody = z.object({ CurrentPassword }).strict();
export type PasskeyRegistrationOptionsBody = z.input<typeof PasskeyRegistrationOptionsBody>;

export const passkeyRegistrationOptions = defineEndpoint({
  method: 'POST',
  path: '/api/accounts/passkeys/registrationOptions',
  summary: 'Começa o cadastro de uma passkey (confirma a senha; desafio de uso único, 5 minutos)',
  tags: ['passkeys'],
  auth: true,
  permission: Permission.SIDE_HOME,
  body: PasskeyRegistrationOptionsBody,
  response: envelope(z.object({ Options: WebAuthnCreationOptions })),
});

export const PasskeyRegisterBody = z.object({ Credential: RegistrationCredential, Name: PasskeyName.nullish() }).strict();
export type PasskeyRegisterBody = z.input<typeof PasskeyRegisterBody>;

/** One passkey as the member sees it: never its key. */
export const Passkey = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Created: z.string(),
  LastUsedOn: z.string().nullable(),
  /** Synced between the member's devices (a phone's cloud keychain). */
  BackedUp: z.boolean(),
});
export type Passkey = z.infer<typeof Passkey>;

export const passkeyRegister = defineEndpoint({
  method: 'POST',
  path: '/api/accounts/passkeys/register',
  summary: 'Conclui o cadastro de uma passkey com a resposta do navegador',
  tags: ['passkeys'],
  auth: true,
  permission: Permission.SIDE_HOME,
  body: PasskeyRegisterBody,
  response: envelope(Passkey),
});

export const listPasskeys = defineEndpoint({
  method: 'GET',
  path: '/api/accounts/passkeys/getPasskeys',
  summary: 'As passkeys do sócio, da mais nova à mais antiga',
  tags: ['passkeys'],
  auth: true,
  permission: Permission.SIDE_HOME,
  response: envelope(z.array(Passkey)),
});

export const RenamePasskeyBody = z.object({ Name: PasskeyName }).strict();
export type RenamePasskeyBody = z.input<typeof RenamePasskeyBody>;

export const renamePasskey = defineEndpoint({
  method: 'PUT',
  path: '/api/accounts/passkeys/renamePasskey/:id',
  summary: 'Renomeia uma passkey do sócio',
  tags: ['passkeys'],
  auth: true,
  permission: Permission.SIDE_HOME,
  params: IdParams,
  body: RenamePasskeyBody,
  response: envelope(Passkey),
});

export const RemovePasskeyBody = z.object({ CurrentPassword }).strict();
export type RemovePasskeyBody = z.input<typeof RemovePasskeyBody>;

export const removePasskey = defineEndpoint({
  method: 'DELETE',
  path: '/api/accounts/passkeys/removePasskey/:id',
  summary: 'Remove uma passkey do sócio (confirma a senha)',
  tags: ['passkeys'],
  auth: true,
  permission: Permission.SIDE_HOME,
  params: IdParams,
  body: RemovePasskeyBody,
  response: EmptyEnvelope,
});

export const passkeyAuthenticationOptions = defineEndpoint({
  ...passkeyAuthenticationOptionsAddress,
  summary: 'Começa a entrada com passkey (sem usuário: o aparelho oferece as passkeys que tem)',
  tags: ['passkeys'],
  auth: false,
  response: envelope(z.object({ Options: WebAuthnRequestOptions })),
});

export const PasskeyLoginBody = z
  .object({
    UserType: z.union([z.literal(UserType.Administrator), z.literal(UserType.User)], { error: messages.userTypeInvalid }),
    Credential: AuthenticationCredential,
  })
  .strict();
export type PasskeyLoginBody = z.input<typeof PasskeyLoginBody>;

/** Opens a session exactly as the password login does, and answers the same. */
export const passkeyLogin = defineEndpoint({
  ...passkeyLoginAddress,
  summary: 'Entra com uma passkey (vale pelos dois fatores)',
  tags: ['passkeys'],
  auth: false,
  body: PasskeyLoginBody,
  response: envelope(AuthResult),
});
