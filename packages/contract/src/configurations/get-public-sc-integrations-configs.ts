import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';

export const PublicIntegrationsConfigs = z.object({
  /** The card form's public key; null with the offline gateway. */
  MercadoPagoPublicKey: z.string().nullable(),
  Gateway: z.enum(['offline', 'mercadopago']),
});
export type PublicIntegrationsConfigs = z.infer<typeof PublicIntegrationsConfigs>;

/** Open: only the public part of the integrations (scIntegrations) leaves the server. */
export const getPublicSCIntegrationsConfigs = defineEndpoint({
  method: 'GET',
  path: '/api/configurations/integrations/getPublicSCIntegrationsConfigs',
  summary: 'Configuração pública das integrações (chave pública do Mercado Pago)',
  tags: ['configurations'],
  auth: false,
  response: envelope(PublicIntegrationsConfigs),
});
