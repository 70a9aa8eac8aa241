import { describe, expect, it } from 'vitest';
import { PaymentRequest } from './payment-request';

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
