import type { Config } from '../../config';
import { mercadoPagoGateway } from './mercadopago/mercadopago-gateway';
import { offlineGateway, type OfflineGateway, type OfflineLookup } from './offline/offline-gateway';
import type { PaymentGateway } from './payment-gateway';

export * from './payment-gateway';
export type { OfflineGateway, OfflineLookup } from './offline/offline-gateway';
export { verifyMercadoPagoSignature } from './mercadopago/webhook-signature';

/** The gateway PAYMENT_GATEWAY names (config.ts resolved it and checked its credentials). */
export function createPaymentGateway(config: Config, offlineLookup: OfflineLookup): PaymentGateway | OfflineGateway {
  if (config.PAYMENT_GATEWAY === 'mercadopago') {
    return mercadoPagoGateway({
      accessToken: config.MERCADOPAGO_ACCESS_TOKEN!,
      publicKey: config.MERCADOPAGO_PUBLIC_KEY ?? null,
      apiUrl: config.MERCADOPAGO_API_URL,
    });
  }
  return offlineGateway(offlineLookup);
}

export const isOfflineGateway = (g: PaymentGateway): g is OfflineGateway => g.name === 'offline';

/** Logged at every start with the offline gateway (docs/payments.md). */
export const OFFLINE_GATEWAY_WARNING = 'offline payment gateway: demonstration only, approvals are simulated and never become money';
