import { describe, expect, it } from 'vitest';
import { maskAccount, maskAgency, maskDocument } from './receipt-masks';

describe("a receipt's masks", () => {
  it('shows the middle of a CPF and of a CNPJ (letters too), never the whole', () => {
    expect(maskDocument('529.982.247-25')).toBe('***.982.247-**');
    expect(maskDocument('52998224725')).toBe('***.982.247-**');
    expect(maskDocument('11.222.333/0001-81')).toBe('**.222.333/0001-**');
    expect(maskDocument('12ABC34501DE35')).toBe('**.ABC.345/01DE-**');
    expect(maskDocument(null)).toBeNull();
    expect(maskDocument('123')).toBeNull();
  });

  it('keeps the last two digits of an agency and three of an account, with their check digits', () => {
    expect(maskAgency('0912', '0')).toBe('**12-0');
    expect(maskAgency('1', null)).toBe('1');
    expect(maskAgency(null)).toBe('-');
    expect(maskAccount('123456', 'X')).toBe('***456-X');
    expect(maskAccount('45871', null)).toBe('**871');
  });
});
