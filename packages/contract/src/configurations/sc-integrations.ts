import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { text } from '../common/text';
import { Permission } from '../permissions';
import { SCIntegrations, ZIP_PROVIDERS } from './configuration-groups';

/**
 * Secrets are write-only (docs/configuration.md#secrets): the read call answers `••••` and the
 * last four characters (only `••••` for a short one), or null when unset; an update carrying a
 * value that starts with `••••`, null, or nothing keeps the stored secret; an empty string clears it.
 */
export const SECRET_MASK = '••••';
const SHOWN_TAIL = 4;
const MIN_LENGTH_TO_SHOW_TAIL = 12;

export function maskSecret(secret: string | null | undefined): string | null {
  if (!secret) return null;
  return secret.length >= MIN_LENGTH_TO_SHOW_TAIL ? `${SECRET_MASK}${secret.slice(-SHOWN_TAIL)}` : SECRET_MASK;
}

export const isMaskedSecret = (value: string) => value.startsWith(SECRET_MASK);

/** What runs now, from the environment read at start: the stored settings do not change it (docs/configuration.md#scintegrations). */
export const IntegrationsInEffect = z.object({
  Source: z.literal('environment'),
  Gateway: z.enum(['offline', 'mercadopago']),
  ZipProvider: z.enum(ZIP_PROVIDERS),
  Mail: z.enum(['smtp', 'outbox']),
});

/** The private part of scIntegrations as answered to an administrator: secrets masked. */
export const SCIntegrationsView = z.object({
  MercadoPagoPublicKey: z.string().nullable(),
  MercadoPagoAccessToken: z.string().nullable(),
  MercadoPagoAccessTokenIsSet: z.boolean(),
  MercadoPagoWebhookSecret: z.string().nullable(),
  MercadoPagoWebhookSecretIsSet: z.boolean(),
  SmtpUrl: z.string().nullable(),
  SmtpUrlIsSet: z.boolean(),
  ZipProvider: z.enum(ZIP_PROVIDERS),
  Timer: z.number().int(),
  InEffect: IntegrationsInEffect,
});
export type SCIntegrationsView = z.infer<typeof SCIntegrationsView>;

/** Administrators only: even masked, the private part is not for members. */
export const getSCIntegrations = defineEndpoint({
  method: 'GET',
  path: '/api/configurations/getSCIntegrations',
  summary: 'Operador: integrações (Mercado Pago, SMTP, CEP), segredos mascarados',
  tags: ['configurations', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  response: envelope(SCIntegrationsView),
});

const NO_SPACES = /^\S{8,}$/;

/** A secret in an update: kept (masked, null, absent), cleared (''), or a new value that passes `test`. */
const secretInput = (max: number, test: RegExp, message: string) =>
  text()
    .trim()
    .max(max, messages.textTooLong)
    .nullish()
    .refine((v) => v === null || v === undefined || v === '' || isMaskedSecret(v) || test.test(v), { error: message });

export const UpdateSCIntegrationsRequest = z
  .object({
    MercadoPagoPublicKey: SCIntegrations.shape.MercadoPagoPublicKey.refine((v) => v === null || /^[A-Za-z0-9_-]{8,200}$/.test(v), {
      error: messages.mercadoPagoPublicKeyInvalid,
    }),
    MercadoPagoAccessToken: secretInput(500, NO_SPACES, messages.mercadoPagoAccessTokenInvalid),
    MercadoPagoWebhookSecret: secretInput(500, NO_SPACES, messages.mercadoPagoWebhookSecretInvalid),
    SmtpUrl: secretInput(1000, /^smtps?:\/\/\S+$/i, messages.smtpUrlInvalid),
    ZipProvider: SCIntegrations.shape.ZipProvider,
    Timer: SCIntegrations.shape.Timer,
  })
  .strict();
export type UpdateSCIntegrationsRequest = z.input<typeof UpdateSCIntegrationsRequest>;

/** Administrators only; audited with before and after, secrets masked. The path is the spec's spelling. */
export const updateGetSCIntegrations = defineEndpoint({
  method: 'PUT',
  path: '/api/configurations/updateGetSCIntegrations',
  summary: 'Operador: altera as integrações (segredos só de escrita)',
  tags: ['configurations', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  body: UpdateSCIntegrationsRequest,
  response: envelope(SCIntegrationsView),
});
