import { describe, expect, it } from 'vitest';
import { cityCodeOf, cityNameOf, normalizeCityName } from './ibge-cities';

describe('cityCodeOf', () => {
  it.each([
    ['São Paulo', 'SP', 3550308],
    ['sao paulo', 'sp', 3550308],
    ['  SÃO   PAULO ', 'SP', 3550308],
    ["Santa Bárbara d'Oeste", 'SP', 3545803],
    ['santa barbara d oeste', 'SP', 3545803],
    ['Embu-Guaçu', 'SP', 3515103],
    ['Boa Esperança do Norte', 'MT', 5101837],
    ['Brasília', 'DF', 5300108],
  ])('%j / %s -> %i', (city, uf, code) => {
    expect(cityCodeOf(city, uf)).toBe(code);
  });

  it('answers null for a city of another state, an unknown city or state', () => {
    expect(cityCodeOf('Campinas', 'RJ')).toBeNull();
    expect(cityCodeOf('Cidade Que Não Existe', 'SP')).toBeNull();
    expect(cityCodeOf('São Paulo', 'XX')).toBeNull();
    expect(cityCodeOf('', 'SP')).toBeNull();
  });
});

describe('cityNameOf', () => {
  it('names a code only within its state', () => {
    expect(cityNameOf(3509502, 'SP')).toBe('Campinas');
    expect(cityNameOf(3509502, 'sp')).toBe('Campinas');
    expect(cityNameOf(3509502, 'MG')).toBeNull();
    expect(cityNameOf(1, 'SP')).toBeNull();
  });
});

describe('normalizeCityName', () => {
  it('drops case, accents and punctuation', () => {
    expect(normalizeCityName("  Pau-d'Arco ")).toBe('pau d arco');
  });
});
