import { describe, expect, it } from 'vitest';
import { billableGrams, consolidate, PARCEL_MINIMUMS } from './freight-provider';
import { DEFAULT_FREIGHT_TABLE, parseFreightTable, quoteFromTable, type FreightTable } from './offline-table';
import { REGION_OF_STATE, stateOfZip, zoneRelation } from './regions';
import { createFreightProvider } from './index';

const SP = '01310-100';
const CAMPINAS = '13010100';
const RIO = '20040002';
const BH = '30130010';
const POA = '90010000';
const MANAUS = '69005000';
const pkg = (weightGrams: number, lengthCm = 20, widthCm = 15, heightCm = 10, quantity = 1) => ({ weightGrams, lengthCm, widthCm, heightCm, quantity });

describe('packages', () => {
  it("are raised to the carriers' minimums: 200 g and 15 × 11 × 2 cm", () => {
    expect(PARCEL_MINIMUMS).toEqual({ weightGrams: 200, lengthCm: 15, widthCm: 11, heightCm: 2 });
    expect(consolidate([pkg(50, 5, 4, 0.5)])).toEqual({ weightGrams: 200, lengthCm: 15, widthCm: 11, heightCm: 2 });
    expect(consolidate([pkg(0, 0, 0, 0)])).toEqual(PARCEL_MINIMUMS);
    expect(consolidate([])).toEqual(PARCEL_MINIMUMS);
  });

  it('go in one box: weights add up, units stack, the largest unit sets length and width', () => {
    expect(consolidate([pkg(500, 20, 15, 10, 2), pkg(300, 30, 12, 4.2, 1)])).toEqual({ weightGrams: 1_300, lengthCm: 30, widthCm: 15, heightCm: 25 });
  });

  it('are charged by the real or the cubic weight (L × W × H / 6000 kg), whichever is larger', () => {
    expect(billableGrams({ weightGrams: 500, lengthCm: 20, widthCm: 15, heightCm: 10 })).toBe(500);
    expect(billableGrams({ weightGrams: 300, lengthCm: 60, widthCm: 40, heightCm: 30 })).toBe(12_000);
    expect(billableGrams({ weightGrams: 9_000, lengthCm: 15, widthCm: 11, heightCm: 2 })).toBe(9_000);
  });
});

describe('regions', () => {
  it("knows each state by its zip and each state's region", () => {
    expect([SP, CAMPINAS, RIO, BH, POA, MANAUS, '70040010', '72900000', '69301000', '69900000', '78960000'].map(stateOfZip)).toEqual([
      'SP',
      'SP',
      'RJ',
      'MG',
      'RS',
      'AM',
      'DF',
      'GO',
      'RR',
      'AC',
      'RO',
    ]);
    expect(stateOfZip('123')).toBeNull();
    expect(stateOfZip('00000000')).toBeNull();
    expect(Object.keys(REGION_OF_STATE)).toHaveLength(27);
    expect(new Set(Object.values(REGION_OF_STATE))).toEqual(new Set(['N', 'NE', 'CO', 'SE', 'S']));
  });

  it('tells same state, same region and another region apart; an unknown zip is another region', () => {
    expect(zoneRelation(CAMPINAS, SP)).toBe('SameState');
    expect(zoneRelation(CAMPINAS, RIO)).toBe('SameRegion');
    expect(zoneRelation(BH, RIO)).toBe('SameRegion');
    expect(zoneRelation(CAMPINAS, POA)).toBe('OtherRegion');
    expect(zoneRelation(CAMPINAS, MANAUS)).toBe('OtherRegion');
    expect(zoneRelation('abc', SP)).toBe('OtherRegion');
  });
});

describe('the offline table', () => {
  it('prices Sedex and PAC by weight band and zone, deterministically', () => {
    expect(quoteFromTable(DEFAULT_FREIGHT_TABLE, CAMPINAS, SP, [pkg(100, 10, 10, 1)])).toEqual([
      { deliveryType: 40010, title: 'Sedex', priceCents: 2_190, days: 1, provider: 'offline' },
      { deliveryType: 41106, title: 'PAC', priceCents: 1_590, days: 4, provider: 'offline' },
    ]);
    // 300 g is the first band's edge; 301 g the next band.
    expect(quoteFromTable(DEFAULT_FREIGHT_TABLE, CAMPINAS, SP, [pkg(300, 15, 11, 2)])[0]!.priceCents).toBe(2_190);
    expect(quoteFromTable(DEFAULT_FREIGHT_TABLE, CAMPINAS, SP, [pkg(301, 15, 11, 2)])[0]!.priceCents).toBe(2_590);
    expect(quoteFromTable(DEFAULT_FREIGHT_TABLE, CAMPINAS, RIO, [pkg(1_500, 15, 11, 2)]).map((o) => [o.priceCents, o.days])).toEqual([
      [4_990, 2],
      [3_290, 6],
    ]);
    expect(quoteFromTable(DEFAULT_FREIGHT_TABLE, CAMPINAS, MANAUS, [pkg(4_000, 15, 11, 2)]).map((o) => [o.priceCents, o.days])).toEqual([
      [12_990, 4],
      [7_490, 9],
    ]);
    expect(quoteFromTable(DEFAULT_FREIGHT_TABLE, CAMPINAS, SP, [pkg(100, 15, 11, 2)])).toEqual(
      quoteFromTable(DEFAULT_FREIGHT_TABLE, CAMPINAS, SP, [pkg(100, 15, 11, 2)]),
    );
  });

  it('adds each started kilogram above the last band', () => {
    // 32,5 kg: the 30 kg price plus 3 started kilograms.
    expect(quoteFromTable(DEFAULT_FREIGHT_TABLE, CAMPINAS, POA, [pkg(32_500, 15, 11, 2)]).map((o) => o.priceCents)).toEqual([
      45_990 + 3 * 1_500,
      27_990 + 3 * 900,
    ]);
  });

  it('uses the configured table, and the default when the stored one is missing or broken', () => {
    const mine: FreightTable = {
      Bands: [
        {
          MaxGrams: 1_000,
          SedexCents: { SameState: 1_000, SameRegion: 2_000, OtherRegion: 3_000 },
          PacCents: { SameState: 500, SameRegion: 600, OtherRegion: 700 },
        },
      ],
      ExtraPerKgCents: { Sedex: { SameState: 100, SameRegion: 100, OtherRegion: 100 }, Pac: { SameState: 50, SameRegion: 50, OtherRegion: 50 } },
      Days: { Sedex: { SameState: 2, SameRegion: 3, OtherRegion: 5 }, Pac: { SameState: 5, SameRegion: 8, OtherRegion: 12 } },
    };
    expect(parseFreightTable(mine)).toEqual(mine);
    expect(quoteFromTable(parseFreightTable(mine), CAMPINAS, RIO, [pkg(2_100, 15, 11, 2)]).map((o) => o.priceCents)).toEqual([2_000 + 2 * 100, 600 + 2 * 50]);
    expect(parseFreightTable(undefined)).toBe(DEFAULT_FREIGHT_TABLE);
    expect(parseFreightTable({ Bands: [] })).toBe(DEFAULT_FREIGHT_TABLE);
    expect(parseFreightTable({ ...mine, Bands: [mine.Bands[0], mine.Bands[0]] })).toBe(DEFAULT_FREIGHT_TABLE);
    expect(parseFreightTable({ ...mine, Days: null })).toBe(DEFAULT_FREIGHT_TABLE);
  });

  it('is the provider without a Melhor Envio token', async () => {
    const provider = createFreightProvider({ melhorEnvioUrl: 'http://127.0.0.1:9', table: async () => DEFAULT_FREIGHT_TABLE, log: { warn: () => {} } });
    expect(provider.name).toBe('offline');
    expect(await provider.quote(CAMPINAS, SP, [pkg(500)], 10_000)).toEqual(quoteFromTable(DEFAULT_FREIGHT_TABLE, CAMPINAS, SP, [pkg(500)]));
  });
});
