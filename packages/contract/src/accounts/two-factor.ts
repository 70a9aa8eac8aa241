import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { text } from '../common/text';
import { Permission } from '../permissions';
import { LOGIN_PASSWORD_MAX, AuthResult } from './get-auth-token';
import { verifyTwoFactorCodeAddress } from './two-factor-addresses';
import { twoFactorMessages as m } from './two-factor-messages';

export { TwoFactorChallenge } from './two-factor-challenge';

/**
 * Two factors with TOTP (docs/accounts.md#two-factor-sign-in): the member sets it up in 'Meus
 * Dados', and from then on the password login answers a challenge that the second step turns into
 * a session with a code of his authenticator app or one of his recovery codes.
 */

/** A code typed by a person: 6 digits of the app, or a recovery code (letters, digits, dashes). */
const Code = text({ error: m.codeRequired }).trim().min(1, m.codeRequired).max(40, m.codeInvalid);

export const VerifyTwoFactorCodeBody = z
  .object({
    TwoFactorToken: text({ error: m.challengeRequired }).trim().min(1, m.challengeRequired).max(200, m.challengeRequired),
    Code,
  })
  .strict();
export type VerifyTwoFactorCodeBody = z.input<typeof VerifyTwoFactorCodeBody>;

export const verifyTwoFactorCode = defineEndpoint({
  ...verifyTwoFactorCodeAddress,
  summary: 'Entrar: segunda etapa (código do aplicativo autenticador ou código de recuperação)',
  tags: ['accounts'],
  auth: false,
  body: VerifyTwoFactorCodeBody,
  response: envelope(AuthResult),
});

export const TwoFactorStatus = z.object({
  Activated2FA: z.boolean(),
  /** Unused recovery codes left (0 when 2FA is off). */
  RecoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

export const getTwoFactorStatus = defineEndpoint({
  method: 'GET',
  path: '/api/accounts/twoFactor/status',
  summary: 'Situação da verificação em duas etapas do usuário',
  tags: ['accounts'],
  auth: true,
  permission: Permission.SIDE_HOME,
  response: envelope(TwoFactorStatus),
});

export const TwoFactorSetup = z.object({
  /** Base32, for typing into an app that cannot read the QR code. */
  Secret: z.string(),
  OtpAuthUri: z.string(),
  /** The URI as a QR code: a PNG data URL. */
  QrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

/** Starts (or starts again) a set-up: a new secret, not in force until confirmed. Empty body. */
export const startTwoFactorSetup = defineEndpoint({
  method: 'POST',
  path: '/api/accounts/twoFactor/setup',
  summary: 'Verificação em duas etapas: gera o segredo e o código QR',
  tags: ['accounts'],
  auth: true,
  permission: Permission.SIDE_HOME,
  response: envelope(TwoFactorSetup),
});

export const TwoFactorCodeBody = z.object({ Code }).strict();
export type TwoFactorCodeBody = z.input<typeof TwoFactorCodeBody>;

export const RecoveryCodes = z.object({ RecoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** The first code turns 2FA on and answers the recovery codes, shown this once. */
export const confirmTwoFactorSetup = defineEndpoint({
  method: 'POST',
  path: '/api/accounts/twoFactor/confirm',
  summary: 'Verificação em duas etapas: confirma com o primeiro código e ativa',
  tags: ['accounts'],
  auth: true,
  permission: Permission.SIDE_HOME,
  body: TwoFactorCodeBody,
  response: envelope(RecoveryCodes),
});

/** New recovery codes (a code of the app needed); the old ones stop working. */
export const renewRecoveryCodes = defineEndpoint({
  method: 'POST',
  path: '/api/accounts/twoFactor/recoveryCodes',
  summary: 'Verificação em duas etapas: gera novos códigos de recuperação',
  tags: ['accounts'],
  auth: true,
  permission: Permission.SIDE_HOME,
  body: TwoFactorCodeBody,
  response: envelope(RecoveryCodes),
});

export const DisableTwoFactorBody = z
  .object({
    Password: z.string({ error: m.passwordWrong }).max(LOGIN_PASSWORD_MAX, m.passwordWrong),
    Code,
  })
  .strict();
export type DisableTwoFactorBody = z.input<typeof DisableTwoFactorBody>;

export const disableTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/api/accounts/twoFactor/disable',
  summary: 'Verificação em duas etapas: desativa (senha e código)',
  tags: ['accounts'],
  auth: true,
  permission: Permission.SIDE_HOME,
  body: DisableTwoFactorBody,
  response: envelope(z.null()),
});
