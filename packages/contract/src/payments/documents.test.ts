import { describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf, isValidDocument } from './documents';
import { PaymentRequest } from './payment-request';

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

describe('PaymentRequest', () => {
  const base = { PaymentMethod: 1, Amount: 10, Email: 'a@b.com', DocumentType: 1, DocumentNumber: '111.444.777-35', InvoiceId: 1, Name: 'Ana' };
  it('maps the spec method ids and strips the document mask', () => {
    const v = PaymentRequest.parse({ ...base, PaymentMethod: 'bolbradesco' });
    expect(v.PaymentMethod).toBe(4);
    expect(v.DocumentNumber).toBe('11144477735');
    expect(PaymentRequest.parse({ ...base, PaymentMethod: 'pix' }).PaymentMethod).toBe(1);
  });
  it('refuses a balance code, an invalid CPF and unknown fields', () => {
    expect(PaymentRequest.safeParse({ ...base, PaymentMethod: 0 }).success).toBe(false);
    const bad = PaymentRequest.safeParse({ ...base, DocumentNumber: '111.444.777-36' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('CPF Inválido.');
    expect(PaymentRequest.safeParse({ ...base, CardNumber: '4111111111111111' }).success).toBe(false);
  });
});
