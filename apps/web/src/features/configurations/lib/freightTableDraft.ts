import { checkFreightTable, type FreightTable } from '@clube/contract/configurations';

/**
 * The freight table as the console edits it: the shape of the contract's FreightTableSchema
 * (docs/marketplace.md#freight) with prices in reais instead of centavos, and each cell a number
 * or the text being typed ('' when empty). `toFreightTable` gives back the wire's table, checked
 * with the contract's own rules.
 */
export const ZONES = ['SameState', 'SameRegion', 'OtherRegion'] as const;
export type Zone = (typeof ZONES)[number];
export const zoneLabels: Record<Zone, string> = { SameState: 'Mesmo estado', SameRegion: 'Mesma região', OtherRegion: 'Outra região' };

export const SERVICES = ['Sedex', 'Pac'] as const;
export type Service = (typeof SERVICES)[number];
export const serviceLabels: Record<Service, string> = { Sedex: 'Sedex', Pac: 'PAC' };

export type Cell = number | string;
export type ByZoneDraft = Record<Zone, Cell>;
export interface FreightBandDraft {
  MaxGrams: Cell;
  SedexCents: ByZoneDraft;
  PacCents: ByZoneDraft;
}
export interface FreightTableDraft {
  Bands: FreightBandDraft[];
  ExtraPerKgCents: Record<Service, ByZoneDraft>;
  Days: Record<Service, ByZoneDraft>;
}

const mapZones = (z: Record<Zone, Cell>, f: (v: Cell) => Cell): ByZoneDraft => ({
  SameState: f(z.SameState),
  SameRegion: f(z.SameRegion),
  OtherRegion: f(z.OtherRegion),
});
const toReais = (v: Cell) => (typeof v === 'number' ? v / 100 : v);
// A cell being typed stays text, which the schema then names as the place to fix.
const toCents = (v: Cell) => (typeof v === 'number' ? Math.round(v * 100) : v);

export function draftOf(table: FreightTable): FreightTableDraft {
  return {
    Bands: table.Bands.map((b) => ({ MaxGrams: b.MaxGrams, SedexCents: mapZones(b.SedexCents, toReais), PacCents: mapZones(b.PacCents, toReais) })),
    ExtraPerKgCents: { Sedex: mapZones(table.ExtraPerKgCents.Sedex, toReais), Pac: mapZones(table.ExtraPerKgCents.Pac, toReais) },
    Days: { Sedex: { ...table.Days.Sedex }, Pac: { ...table.Days.Pac } },
  };
}

/** The table as sent (centavos); not yet checked. */
export function tableOf(draft: FreightTableDraft): unknown {
  return {
    Bands: draft.Bands.map((b) => ({ MaxGrams: b.MaxGrams, SedexCents: mapZones(b.SedexCents, toCents), PacCents: mapZones(b.PacCents, toCents) })),
    ExtraPerKgCents: { Sedex: mapZones(draft.ExtraPerKgCents.Sedex, toCents), Pac: mapZones(draft.ExtraPerKgCents.Pac, toCents) },
    Days: draft.Days,
  };
}

/** Each problem by its place (`FreightTable.Bands.0.SedexCents.SameState`), in the API's words. */
export function freightTableErrors(draft: FreightTableDraft): Record<string, string[]> {
  const checked = checkFreightTable(tableOf(draft));
  return checked.success ? {} : checked.errors;
}

/** A new band after the last one: 1 kg heavier, the same prices (to be edited). */
export function nextBand(bands: readonly FreightBandDraft[]): FreightBandDraft {
  const last = bands[bands.length - 1];
  if (!last) return { MaxGrams: 1000, SedexCents: { SameState: 0, SameRegion: 0, OtherRegion: 0 }, PacCents: { SameState: 0, SameRegion: 0, OtherRegion: 0 } };
  const grams = typeof last.MaxGrams === 'number' ? last.MaxGrams + 1000 : '';
  return { MaxGrams: grams, SedexCents: { ...last.SedexCents }, PacCents: { ...last.PacCents } };
}
