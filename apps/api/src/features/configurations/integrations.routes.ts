import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import { getPublicSCIntegrationsConfigs, getSCIntegrations, updateGetSCIntegrations, type SCIntegrationsView } from '@clube/contract/configurations';
import { auditActorOf } from '../../platform/audit';
import { ok, route } from '../../platform/route';
import { getIntegrations, updateIntegrations } from './sc-integrations.service';

/**
 * The public part of scIntegrations: which gateway pays, the card form's public key, and whether
 * this is a demonstration (offline gateway, docs/payments.md). Secrets stay here.
 *
 * The private part (administrators only) is stored and answered masked; the adapters that run are
 * the ones the environment built at start (docs/configuration.md#scintegrations), and `InEffect`
 * says which.
 */
export async function integrationsRoutes(app: FastifyInstance) {
  const { config, paymentGateway, mailer } = app.deps;
  const offline = paymentGateway.name === 'offline';
  route(app, getPublicSCIntegrationsConfigs, async () =>
    ok({
      Gateway: paymentGateway.name,
      MercadoPagoPublicKey: offline ? null : (config.MERCADOPAGO_PUBLIC_KEY ?? null),
      DemoMode: offline,
    }),
  );

  const inEffect: SCIntegrationsView['InEffect'] = {
    Source: 'environment',
    Gateway: paymentGateway.name,
    ZipProvider: config.ZIP_PROVIDER,
    Mail: mailer.kind,
  };
  const db = () => app.deps.database.db;
  route(app, getSCIntegrations, async () => ok(await getIntegrations(db(), inEffect)));
  route(app, updateGetSCIntegrations, async ({ body, user, req }) =>
    ok(await updateIntegrations(db(), auditActorOf(user, req), body!, inEffect), messages.configurationsUpdated),
  );
}
