import type { Config } from '../../config';
import { mercadoPagoGateway } from './mercadopago/mercadopago-gateway';
import { offlineGateway, type OfflineGateway, type OfflineLookup } from './offline/offline-gateway';
import type { GatewayName, PaymentGateway } from './payment-gateway';

export * from './payment-gateway';
export type { OfflineGateway, OfflineLookup } from './offline/offline-gateway';
export { verifyMercadoPagoSignature } from './mercadopago/webhook-signature';

/** Mercado Pago when its access token is configured, otherwise the offline gateway (the default). */
export function gatewayNameOf(config: Pick<Config, 'MERCADOPAGO_ACCESS_TOKEN'>): GatewayName {
  return config.MERCADOPAGO_ACCESS_TOKEN ? 'mercadopago' : 'offline';
}

export function createPaymentGateway(config: Config, offlineLookup: OfflineLookup): PaymentGateway | OfflineGateway {
  if (gatewayNameOf(config) === 'mercadopago') {
    return mercadoPagoGateway({
      accessToken: config.MERCADOPAGO_ACCESS_TOKEN!,
      publicKey: config.MERCADOPAGO_PUBLIC_KEY ?? null,
      apiUrl: config.MERCADOPAGO_API_URL,
    });
  }
  return offlineGateway(offlineLookup);
}

export const isOfflineGateway = (g: PaymentGateway): g is OfflineGateway => g.name === 'offline';
