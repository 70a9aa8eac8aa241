import { carrierTitles, CarrierService, consolidate, type FreightOption, type FreightPackage } from './freight-provider';

/**
 * Melhor Envio's shipment calculation (`POST {url}/api/v2/me/shipment/calculate`, bearer token):
 * one consolidated package, the declared value as insurance, Correios' PAC (service 1) and SEDEX
 * (service 2). Throws on anything but a usable answer; the caller falls back to the offline table.
 */
export interface MelhorEnvioOptions {
  token: string;
  /** https://www.melhorenvio.com.br (production), https://sandbox.melhorenvio.com.br, or a test stand-in. */
  url: string;
  timeoutMs?: number;
}

/** Melhor Envio's Correios service ids -> the spec's delivery types. */
const SERVICE_TO_DELIVERY: Record<number, CarrierService> = { 1: CarrierService.Pac, 2: CarrierService.Sedex };

interface CalculateAnswer {
  id?: unknown;
  name?: unknown;
  price?: unknown;
  custom_price?: unknown;
  delivery_time?: unknown;
  custom_delivery_time?: unknown;
  error?: unknown;
}

/** "25.50" or 25.5 -> 2550; anything else -> null. */
function toCents(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < 0 || n > 1_000_000) return null;
  return Math.round(n * 100);
}

function toDays(value: unknown): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n < 365 ? n : null;
}

export async function quoteMelhorEnvio(
  opts: MelhorEnvioOptions,
  originZip: string,
  destinationZip: string,
  packages: FreightPackage[],
  declaredValueCents: number,
): Promise<FreightOption[]> {
  const parcel = consolidate(packages);
  const res = await fetch(`${opts.url.replace(/\/$/, '')}/api/v2/me/shipment/calculate`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${opts.token}`,
      'User-Agent': 'Clube Office',
    },
    body: JSON.stringify({
      from: { postal_code: originZip.replace(/\D/g, '') },
      to: { postal_code: destinationZip.replace(/\D/g, '') },
      package: { height: parcel.heightCm, width: parcel.widthCm, length: parcel.lengthCm, weight: parcel.weightGrams / 1000 },
      options: { insurance_value: declaredValueCents / 100, receipt: false, own_hand: false },
      services: '1,2',
    }),
    signal: AbortSignal.timeout(opts.timeoutMs ?? 8_000),
  });
  if (!res.ok) throw new Error(`melhorenvio answered ${res.status}`);
  const body = (await res.json()) as unknown;
  const answers: CalculateAnswer[] = Array.isArray(body) ? body : [body as CalculateAnswer];
  const options: FreightOption[] = [];
  for (const a of answers) {
    const deliveryType = SERVICE_TO_DELIVERY[Number(a.id)];
    if (!deliveryType || a.error) continue;
    const priceCents = toCents(a.custom_price ?? a.price);
    if (priceCents === null) continue;
    options.push({
      deliveryType,
      title: carrierTitles[deliveryType],
      priceCents,
      days: toDays(a.custom_delivery_time ?? a.delivery_time),
      provider: 'melhorenvio',
    });
  }
  if (options.length === 0) throw new Error('melhorenvio offered no Correios service');
  // Sedex first, as the offline table answers (the default delivery of a product).
  return options.sort((x, y) => (x.deliveryType === CarrierService.Sedex ? -1 : y.deliveryType === CarrierService.Sedex ? 1 : 0));
}
