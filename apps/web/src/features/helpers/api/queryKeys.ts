/** The helpers feature's cache keys (IBGE lookups shared by several screens). */
export const helpersKeys = {
  states: ['helpers', 'ibge', 'states'] as const,
  cities: (region: string) => ['helpers', 'ibge', 'cities', region] as const,
};
