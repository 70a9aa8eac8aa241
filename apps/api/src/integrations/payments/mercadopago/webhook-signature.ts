import { InvalidWebhookSignatureError, WebhookSignatureValidator } from 'mercadopago';

export interface SignedNotification {
  xSignature: string | string[] | undefined;
  xRequestId: string | string[] | undefined;
  dataId: string | undefined;
}

/**
 * Checks Mercado Pago's x-signature: HMAC-SHA256 with the webhook secret over the manifest
 * `id:{data.id};request-id:{x-request-id};ts:{ts};` (the SDK's own validator, constant-time). Ids
 * are lower-cased as Mercado Pago asks for alphanumeric ids. Without a secret nothing is trusted.
 */
export function verifyMercadoPagoSignature(
  n: SignedNotification,
  secret: string | undefined,
  toleranceSeconds?: number,
): { ok: true } | { ok: false; reason: string } {
  if (!secret) return { ok: false, reason: 'no webhook secret configured' };
  try {
    WebhookSignatureValidator.validate({
      xSignature: n.xSignature,
      xRequestId: n.xRequestId,
      dataId: n.dataId?.toLowerCase(),
      secret,
      toleranceSeconds,
    });
    return { ok: true };
  } catch (err) {
    if (err instanceof InvalidWebhookSignatureError) return { ok: false, reason: err.reason };
    throw err;
  }
}
