import { describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf, isValidDocument } from './documents';

describe('CPF and CNPJ check digits', () => {
  it('accepts valid numbers, masked or not', () => {
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidDocument(2, '11222333000181')).toBe(true);
    expect(isValidDocument(1, '11144477735')).toBe(true);
  });
  it('refuses wrong digits, wrong lengths and repeated digits', () => {
    expect(isValidCpf('11144477736')).toBe(false);
    expect(isValidCpf('1114447773')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidDocument(2, '11144477735')).toBe(false);
  });
});
