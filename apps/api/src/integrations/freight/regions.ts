import { stateOfZip as stateOfZip8 } from '../zip/offline';

/**
 * Brazilian states by zip code (the Correios' CEP ranges of integrations/zip) and their regions,
 * for the offline freight table: same state, same region, or another region
 * (docs/marketplace.md#freight).
 */

export type Region = 'N' | 'NE' | 'CO' | 'SE' | 'S';

export const REGION_OF_STATE: Record<string, Region> = {
  AC: 'N',
  AP: 'N',
  AM: 'N',
  PA: 'N',
  RO: 'N',
  RR: 'N',
  TO: 'N',
  AL: 'NE',
  BA: 'NE',
  CE: 'NE',
  MA: 'NE',
  PB: 'NE',
  PE: 'NE',
  PI: 'NE',
  RN: 'NE',
  SE: 'NE',
  DF: 'CO',
  GO: 'CO',
  MT: 'CO',
  MS: 'CO',
  ES: 'SE',
  MG: 'SE',
  RJ: 'SE',
  SP: 'SE',
  PR: 'S',
  RS: 'S',
  SC: 'S',
};

/** The state of a zip code (8 digits, mask allowed), or null when it is not a Brazilian CEP. */
export function stateOfZip(zip: string): string | null {
  const digits = zip.replace(/\D/g, '');
  return digits.length === 8 ? (stateOfZip8(digits) ?? null) : null;
}

export type ZoneRelation = 'SameState' | 'SameRegion' | 'OtherRegion';

/** How far apart two zips are for the table; an unknown zip counts as another region (the dearest). */
export function zoneRelation(originZip: string, destinationZip: string): ZoneRelation {
  const a = stateOfZip(originZip);
  const b = stateOfZip(destinationZip);
  if (!a || !b) return 'OtherRegion';
  if (a === b) return 'SameState';
  return REGION_OF_STATE[a] === REGION_OF_STATE[b] ? 'SameRegion' : 'OtherRegion';
}
