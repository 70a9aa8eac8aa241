import { z } from 'zod';
import { UpdateSCIntegrationsRequest, type SCIntegrationsView } from '@clube/contract/configurations';

/** The secrets of scIntegrations: write-only (docs/configuration.md#secrets). */
export const SECRET_FIELDS = [
  ['MercadoPagoAccessToken', 'Access token do Mercado Pago'],
  ['MercadoPagoWebhookSecret', 'Segredo do webhook do Mercado Pago'],
  ['SmtpUrl', 'Endereço SMTP (com usuário e senha)'],
] as const;
export type SecretField = (typeof SECRET_FIELDS)[number][0];

const shape = UpdateSCIntegrationsRequest.shape;

/**
 * The form: a secret field starts empty and is never filled from the server. Empty keeps the
 * stored secret (the field is not sent); a value replaces it; `Clear` removes it (sent as '').
 */
export const integrationsFormSchema = z.object({
  MercadoPagoPublicKey: shape.MercadoPagoPublicKey,
  MercadoPagoAccessToken: shape.MercadoPagoAccessToken,
  MercadoPagoWebhookSecret: shape.MercadoPagoWebhookSecret,
  SmtpUrl: shape.SmtpUrl,
  ZipProvider: shape.ZipProvider,
  Clear: z.object({ MercadoPagoAccessToken: z.boolean(), MercadoPagoWebhookSecret: z.boolean(), SmtpUrl: z.boolean() }),
});
export type IntegrationsFormValues = z.input<typeof integrationsFormSchema>;
type Parsed = z.output<typeof integrationsFormSchema>;

export const integrationsValuesOf = (g: SCIntegrationsView): IntegrationsFormValues => ({
  MercadoPagoPublicKey: g.MercadoPagoPublicKey ?? '',
  MercadoPagoAccessToken: '',
  MercadoPagoWebhookSecret: '',
  SmtpUrl: '',
  ZipProvider: g.ZipProvider,
  Clear: { MercadoPagoAccessToken: false, MercadoPagoWebhookSecret: false, SmtpUrl: false },
});

/** The update's body: only the secrets typed (or cleared) travel; the others stay as stored. */
export function integrationsBodyOf(values: Parsed, timer: number): UpdateSCIntegrationsRequest {
  const body: UpdateSCIntegrationsRequest = { MercadoPagoPublicKey: values.MercadoPagoPublicKey, ZipProvider: values.ZipProvider, Timer: timer };
  for (const [field] of SECRET_FIELDS) {
    if (values.Clear[field]) body[field] = '';
    else if (values[field]) body[field] = values[field];
  }
  return body;
}
