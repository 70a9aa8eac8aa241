import type { FastifyInstance } from 'fastify';
import { getPublicSCIntegrationsConfigs } from '@clube/contract/configurations';
import { ok, route } from '../../platform/route';

/**
 * The public part of scIntegrations: which gateway pays, the card form's public key, and whether
 * this is a demonstration (offline gateway, docs/payments.md). Secrets stay here.
 */
export async function integrationsRoutes(app: FastifyInstance) {
  const { config, paymentGateway } = app.deps;
  const offline = paymentGateway.name === 'offline';
  route(app, getPublicSCIntegrationsConfigs, async () =>
    ok({
      Gateway: paymentGateway.name,
      MercadoPagoPublicKey: offline ? null : (config.MERCADOPAGO_PUBLIC_KEY ?? null),
      DemoMode: offline,
    }),
  );
}
