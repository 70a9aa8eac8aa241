import { getMunicipalities, getStates, type StateCode } from '@brazilian-utils/brazilian-utils';
import type { IbgeCity, IbgeState } from '@clube/contract/helpers';

/**
 * IBGE lists from the maintained package's data (states and the 5,571 municipalities with their
 * 7-digit codes). They never change while the process runs, so each list is built once.
 */
let states: IbgeState[] | undefined;
const citiesByState = new Map<string, IbgeCity[]>();

export function allStates(): IbgeState[] {
  states ??= getStates().map((s) => ({ Sigla: s.code, Nome: s.name }));
  return states;
}

export function isStateCode(uf: string): boolean {
  return allStates().some((s) => s.Sigla === uf);
}

/** The municipalities of a UF (any case); undefined when it is not one of the 27. */
export function citiesOf(uf: string): IbgeCity[] | undefined {
  const code = uf.trim().toUpperCase();
  if (!isStateCode(code)) return undefined;
  let list = citiesByState.get(code);
  if (!list) {
    list = getMunicipalities(code as StateCode).map((m) => ({ Codigo_IBGE: m.code, Nome: m.name }));
    citiesByState.set(code, list);
  }
  return list;
}
