import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { getPublicSCIntegrationsConfigsAddress } from './addresses';
import { envelope } from '../common/envelope';

export const PublicIntegrationsConfigs = z.object({
  /** The card form's public key; null with the offline gateway. */
  MercadoPagoPublicKey: z.string().nullable(),
  Gateway: z.enum(['offline', 'mercadopago']),
  /**
   * True with the offline (demonstration) gateway: the web shows the 'modo demonstração' ribbon on
   * every screen, since no payment there is real money (docs/payments.md).
   */
  DemoMode: z.boolean(),
});
export type PublicIntegrationsConfigs = z.infer<typeof PublicIntegrationsConfigs>;

/** Open: only the public part of the integrations (scIntegrations) leaves the server. */
export const getPublicSCIntegrationsConfigs = defineEndpoint({
  ...getPublicSCIntegrationsConfigsAddress,
  summary: 'Configuração pública das integrações (chave pública do Mercado Pago, modo demonstração)',
  tags: ['configurations'],
  auth: false,
  response: envelope(PublicIntegrationsConfigs),
});
