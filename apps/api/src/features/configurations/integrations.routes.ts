import type { FastifyInstance } from 'fastify';
import { getPublicSCIntegrationsConfigs } from '@clube/contract/configurations';
import { gatewayNameOf } from '../../integrations/payments';
import { ok, route } from '../../platform/route';

/** The public part of scIntegrations: which gateway pays, and the card form's public key. Secrets stay here. */
export async function integrationsRoutes(app: FastifyInstance) {
  const config = app.deps.config;
  route(app, getPublicSCIntegrationsConfigs, async () => {
    const gateway = gatewayNameOf(config);
    return ok({ Gateway: gateway, MercadoPagoPublicKey: gateway === 'mercadopago' ? (config.MERCADOPAGO_PUBLIC_KEY ?? null) : null });
  });
}
