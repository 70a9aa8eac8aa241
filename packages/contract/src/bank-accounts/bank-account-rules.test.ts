import { describe, expect, it } from 'vitest';
import { BankAccountInput } from './bank-account';
import { isValidCnpj, isValidCpf } from '../common/documents';
import { normalizePixValue } from './pix-keys';

describe('isValidCpf / isValidCnpj', () => {
  it('checks both check digits and refuses repeated digits', () => {
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-36')).toBe(false);
    expect(isValidCpf('111.444.777-25')).toBe(false);
    expect(isValidCpf('000.000.000-00')).toBe(false);
    expect(isValidCpf('1114447773')).toBe(false);
  });

  it('accepts numeric and the new alphanumeric CNPJ (Receita Federal example 12.ABC.345/01DE-35)', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('11.111.111/1111-11')).toBe(false);
  });
});

describe('normalizePixValue', () => {
  it.each([
    [1, '111.444.777-35', '11144477735'],
    [2, '11.222.333/0001-81', '11222333000181'],
    [3, ' Ana@Exemplo.COM ', 'ana@exemplo.com'],
    [4, '11 98765-4321', '+5511987654321'],
    [4, '+55 (21) 99876-5432', '+5521998765432'],
    [4, '5511987654321', '+5511987654321'],
    [5, '123E4567-E89B-12D3-A456-426614174000', '123e4567-e89b-12d3-a456-426614174000'],
  ])('type %i %j -> %j', (type, raw, expected) => {
    expect(normalizePixValue(type, raw)).toBe(expected);
  });

  it.each([
    [1, '111.444.777-36'],
    [1, 'abc'],
    [2, '11222333000182'],
    [3, 'ana@'],
    [3, 'ana exemplo@x.com'],
    [4, '11 3333-4444'],
    [4, '+1 415 555 0100'],
    [4, '01 98765-4321'],
    [5, '123e4567e89b12d3a456426614174000'],
    [6, 'qualquer'],
  ])('type %i %j is not a key', (type, raw) => {
    expect(normalizePixValue(type, raw)).toBeUndefined();
  });
});

describe('BankAccountInput', () => {
  const valid = {
    Type: 1,
    BankCode: '001',
    HolderName: 'Ana',
    HolderCPF: '111.444.777-35',
    Agency: '1234',
    AgencyDigit: 'x',
    AccountNumber: '1',
    AccountNumberDigit: '0',
  };

  it('reads the stricter form: agency, digits and account are required', () => {
    expect(BankAccountInput.parse(valid)).toMatchObject({ HolderCPF: '11144477735', AgencyDigit: 'X', UserPix: [] });
    const issues = BankAccountInput.safeParse({ ...valid, Agency: undefined, AgencyDigit: '', AccountNumber: ' ', AccountNumberDigit: null }).error!.issues;
    expect(issues.map((i) => i.message)).toEqual([
      'Agência é obrigatório.',
      'Dígito da Agência é obrigatório.',
      'Conta é obrigatório.',
      'Dígito Conta é obrigatório.',
    ]);
  });

  it('allows at most 3 Pix keys, one per type', () => {
    const keys = [
      { Type: 1, Value: '111.444.777-35' },
      { Type: 3, Value: 'a@b.com' },
      { Type: 4, Value: '11 98765-4321' },
      { Type: 5, Value: '123e4567-e89b-12d3-a456-426614174000' },
    ];
    expect(BankAccountInput.safeParse({ ...valid, UserPix: keys.slice(0, 3) }).success).toBe(true);
    expect(BankAccountInput.safeParse({ ...valid, UserPix: keys }).error!.issues[0]!.message).toBe('Máximo de Tipos de Pix diferentes atingido.');
    expect(BankAccountInput.safeParse({ ...valid, UserPix: [keys[0], { Type: 1, Value: '52998224725' }] }).error!.issues[0]!.message).toBe(
      'Cada tipo de Pix pode aparecer uma vez por conta.',
    );
  });
});
