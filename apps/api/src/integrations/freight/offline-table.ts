import { FreightTableSchema, type FreightTable } from '@clube/contract/configurations';
import { billableGrams, carrierTitles, CarrierService, consolidate, type FreightOption, type FreightPackage } from './freight-provider';
import { zoneRelation, type ZoneRelation } from './regions';

/**
 * The offline freight table, kept in the shops configuration (configurations key `scShops`, field
 * `FreightTable`; docs/marketplace.md#freight). Prices in centavos by weight band and by how far the
 * destination is (same state, same region, another region); above the last band each started
 * kilogram adds `ExtraPerKgCents`. Days are business days. Its shape and rules live in the contract
 * (configurations/freight-table.ts), so that the console's editor checks a table as this adapter does.
 */
export { FreightTableSchema, type FreightTable };

const zone = (sameState: number, sameRegion: number, otherRegion: number) => ({ SameState: sameState, SameRegion: sameRegion, OtherRegion: otherRegion });

/** Used while the club has set no table of its own: close to Correios' retail prices of 2025. */
export const DEFAULT_FREIGHT_TABLE: FreightTable = {
  Bands: [
    { MaxGrams: 300, SedexCents: zone(2_190, 3_290, 4_590), PacCents: zone(1_590, 2_190, 2_890) },
    { MaxGrams: 1_000, SedexCents: zone(2_590, 3_990, 5_990), PacCents: zone(1_890, 2_690, 3_790) },
    { MaxGrams: 2_000, SedexCents: zone(3_090, 4_990, 7_990), PacCents: zone(2_290, 3_290, 4_890) },
    { MaxGrams: 5_000, SedexCents: zone(4_590, 7_490, 12_990), PacCents: zone(3_290, 4_890, 7_490) },
    { MaxGrams: 10_000, SedexCents: zone(6_990, 11_990, 19_990), PacCents: zone(4_990, 7_490, 11_990) },
    { MaxGrams: 20_000, SedexCents: zone(10_990, 18_990, 32_990), PacCents: zone(7_990, 12_490, 19_990) },
    { MaxGrams: 30_000, SedexCents: zone(14_990, 25_990, 45_990), PacCents: zone(10_990, 16_990, 27_990) },
  ],
  ExtraPerKgCents: { Sedex: zone(500, 900, 1_500), Pac: zone(300, 500, 900) },
  Days: { Sedex: zone(1, 2, 4), Pac: zone(4, 6, 9) },
};

/** The stored table when it is well formed, otherwise the default (a broken setting never stops a sale). */
export function parseFreightTable(value: unknown): FreightTable {
  const parsed = FreightTableSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_FREIGHT_TABLE;
}

function priceOf(table: FreightTable, service: 'Sedex' | 'Pac', grams: number, relation: ZoneRelation): number {
  const key = service === 'Sedex' ? 'SedexCents' : 'PacCents';
  const band = table.Bands.find((b) => grams <= b.MaxGrams);
  if (band) return band[key][relation];
  const last = table.Bands[table.Bands.length - 1]!;
  const extraKg = Math.ceil((grams - last.MaxGrams) / 1000);
  return last[key][relation] + extraKg * table.ExtraPerKgCents[service][relation];
}

/** Deterministic: the same shipment always costs the same (the demonstration and the tests rely on it). */
export function quoteFromTable(
  table: FreightTable,
  originZip: string,
  destinationZip: string,
  packages: FreightPackage[],
  provider = 'offline',
): FreightOption[] {
  const grams = billableGrams(consolidate(packages));
  const relation = zoneRelation(originZip, destinationZip);
  return (['Sedex', 'Pac'] as const).map((service) => {
    const deliveryType = service === 'Sedex' ? CarrierService.Sedex : CarrierService.Pac;
    return {
      deliveryType,
      title: carrierTitles[deliveryType],
      priceCents: priceOf(table, service, grams, relation),
      days: table.Days[service][relation],
      provider,
    };
  });
}
