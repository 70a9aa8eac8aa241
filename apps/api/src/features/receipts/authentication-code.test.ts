import { describe, expect, it } from 'vitest';
import { authenticationCode, receiptKey, type LedgerFacts } from './authentication-code';

const key = receiptKey({ JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789' });
const facts: LedgerFacts = { transactionId: 42, kind: 'transfer', amountCents: 12_345, at: '2026-11-27T15:04:05.123456Z' };

describe('the authentication code of a receipt', () => {
  it('reads in six groups of four capital hex digits and is the same for the same transaction', () => {
    const code = authenticationCode(key, facts);
    expect(code).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){5}$/);
    expect(authenticationCode(key, { ...facts })).toBe(code);
  });

  it.each<[string, Partial<LedgerFacts>]>([
    ['the transaction id', { transactionId: 43 }],
    ['the kind', { kind: 'withdrawal_request' }],
    ['the amount, by one centavo', { amountCents: 12_346 }],
    ['the time, by one microsecond', { at: '2026-11-27T15:04:05.123457Z' }],
  ])('changes when %s changes', (_what, change) => {
    expect(authenticationCode(key, { ...facts, ...change })).not.toBe(authenticationCode(key, facts));
  });

  it('depends on the server key: another key, another code; RECEIPT_SECRET wins over the derived key', () => {
    const other = receiptKey({ JWT_SECRET: 'another-secret-another-secret-another-0123' });
    const own = receiptKey({ JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789', RECEIPT_SECRET: 'r'.repeat(32) });
    expect(authenticationCode(other, facts)).not.toBe(authenticationCode(key, facts));
    expect(authenticationCode(own, facts)).not.toBe(authenticationCode(key, facts));
    expect(authenticationCode(own, facts)).toBe(authenticationCode(receiptKey({ JWT_SECRET: 'x'.repeat(40), RECEIPT_SECRET: 'r'.repeat(32) }), facts));
  });
});
