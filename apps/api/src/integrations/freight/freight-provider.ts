/**
 * The freight adapter (docs/marketplace.md#freight): quote(originZip, destinationZip, packages,
 * declaredValueCents) answers the carriers' services for one shipment. Offline (a table kept in the
 * shops configuration) by default; Melhor Envio when MELHORENVIO_TOKEN is set.
 */

/** Correios' services as the spec codes them (delivery types). */
export const CarrierService = { Sedex: 40010, Pac: 41106 } as const;
export type CarrierService = (typeof CarrierService)[keyof typeof CarrierService];
export const carrierTitles: Record<CarrierService, 'Sedex' | 'PAC'> = { 40010: 'Sedex', 41106: 'PAC' };

/** One product line to ship: a unit's weight and size, and how many units. */
export interface FreightPackage {
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  quantity: number;
}

/** The box the carrier is paid for: every line in one, raised to the carriers' minimums. */
export interface Parcel {
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface FreightOption {
  deliveryType: CarrierService;
  title: 'Sedex' | 'PAC';
  priceCents: number;
  /** Business days to deliver, as the provider estimates them. */
  days: number | null;
  /** Who priced it: 'offline', 'melhorenvio', or 'offline-fallback' (Melhor Envio failed). */
  provider: string;
}

export interface FreightProvider {
  readonly name: 'offline' | 'melhorenvio';
  /** Never throws for a provider outage: the offline table answers instead (a warning is logged). */
  quote(originZip: string, destinationZip: string, packages: FreightPackage[], declaredValueCents: number): Promise<FreightOption[]>;
}

/** Correios' (and Melhor Envio's) minimum parcel: 200 g; 15 × 11 × 2 cm (length × width × height). */
export const PARCEL_MINIMUMS: Parcel = { weightGrams: 200, lengthCm: 15, widthCm: 11, heightCm: 2 };

/**
 * All lines in one box: weights add up, units are stacked (heights add up), the box is as long and
 * as wide as the largest unit; then each measure is raised to the carriers' minimum.
 */
export function consolidate(packages: FreightPackage[]): Parcel {
  let weight = 0;
  let length = 0;
  let width = 0;
  let height = 0;
  for (const p of packages) {
    const q = Math.max(0, Math.trunc(p.quantity));
    weight += Math.max(0, p.weightGrams) * q;
    length = Math.max(length, p.lengthCm);
    width = Math.max(width, p.widthCm);
    height += Math.max(0, p.heightCm) * q;
  }
  return {
    weightGrams: Math.max(PARCEL_MINIMUMS.weightGrams, Math.ceil(weight)),
    lengthCm: Math.max(PARCEL_MINIMUMS.lengthCm, Math.ceil(length)),
    widthCm: Math.max(PARCEL_MINIMUMS.widthCm, Math.ceil(width)),
    heightCm: Math.max(PARCEL_MINIMUMS.heightCm, Math.ceil(height)),
  };
}

/** The weight a carrier charges: the real one or the cubic one (L × W × H / 6000 kg), whichever is larger. */
export function billableGrams(p: Parcel): number {
  const cubic = Math.ceil((p.lengthCm * p.widthCm * p.heightCm) / 6);
  return Math.max(p.weightGrams, cubic);
}
