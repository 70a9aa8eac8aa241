import { citiesOf } from '../helpers';

/**
 * IBGE municipalities by state, indexed by code and by a normalized name, built once per state:
 * a Regional storage stores codes, an address carries a city name (docs/marketplace.md).
 */
interface StateIndex {
  nameByCode: Map<number, string>;
  codeByName: Map<string, number>;
}
const indexes = new Map<string, StateIndex>();

/** Case, accents, apostrophes and hyphens do not tell cities apart: "Santa Bárbara d'Oeste" = "santa barbara d oeste". */
export function normalizeCityName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function indexOf(state: string): StateIndex | undefined {
  const uf = state.trim().toUpperCase();
  let index = indexes.get(uf);
  if (index) return index;
  const cities = citiesOf(uf);
  if (!cities) return undefined;
  index = { nameByCode: new Map(), codeByName: new Map() };
  for (const c of cities) {
    const code = Number(c.Codigo_IBGE);
    index.nameByCode.set(code, c.Nome);
    index.codeByName.set(normalizeCityName(c.Nome), code);
  }
  indexes.set(uf, index);
  return index;
}

/** The 7-digit IBGE code of a city given by name (any case, with or without accents) and UF; null when none matches. */
export function cityCodeOf(city: string, state: string): number | null {
  return indexOf(state)?.codeByName.get(normalizeCityName(city)) ?? null;
}

/** The IBGE name of a city code when the city is in that UF; null otherwise. */
export function cityNameOf(code: number, state: string): string | null {
  return indexOf(state)?.nameByCode.get(code) ?? null;
}
