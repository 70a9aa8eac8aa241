import { describe, expect, it } from 'vitest';
import { getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { hasError, parsePix } from 'pix-utils';
import {
  barcodeCheckDigit,
  barcodeOfDigitableLine,
  boletoBarcode,
  bradescoFreeField,
  digitableLineOf,
  dueFactor,
  formatDigitableLine,
  mod10,
} from './boleto-line';
import { cardOutcome } from './card-outcomes';
import { itfBarcodeSvg } from './itf-barcode';
import { offlineGateway } from './offline-gateway';
import { pixCharge } from './pix-br-code';
import { decodeQrPng } from './qr-decode.test-support';

describe('boleto digitable line (Febraban)', () => {
  it('computes the due factor across its 2025 restart', () => {
    expect(dueFactor('2000-07-03')).toBe('1000');
    expect(dueFactor('2025-02-21')).toBe('9999');
    expect(dueFactor('2025-02-22')).toBe('1000');
    expect(dueFactor('2025-03-01')).toBe('1007');
  });

  it('reproduces every check digit of a published line (the @brazilian-utils documentation example)', () => {
    const published = '00190000090114971860168524522114675860000102656';
    expect(mod10('001900000')).toBe(9);
    expect(mod10('0114971860')).toBe(1);
    expect(mod10('6852452211')).toBe(4);
    const barcode = barcodeOfDigitableLine(published);
    expect(barcodeCheckDigit(barcode.slice(0, 4) + barcode.slice(5))).toBe(Number(barcode[4]));
    expect(digitableLineOf(barcode)).toBe(published);
  });

  it('builds 47 digits that the reference validator accepts, carrying amount, due day and bank', () => {
    for (const [cents, due] of [
      [12_345, '2026-12-01'],
      [1, '2025-02-22'],
      [9_999_999_999, '2030-06-30'],
      [275, '2027-01-31'],
    ] as const) {
      const barcode = boletoBarcode({ bankCode: '237', amountCents: cents, dueDate: due, freeField: bradescoFreeField('1234', '09', '4242', '0012345') });
      expect(barcode).toMatch(/^\d{44}$/);
      const line = digitableLineOf(barcode);
      expect(line).toMatch(/^\d{47}$/);
      expect(isValidBoleto(line)).toBe(true);
      const info = getBoletoInfo(line, { referenceDate: new Date(`${due}T12:00:00Z`) })!;
      expect(info.amount).toBe(cents);
      expect(info.bankCode).toBe('237');
      expect(info.expirationDate!.toISOString().slice(0, 10)).toBe(due);
      // Any single changed digit breaks a check digit.
      const tampered = line.slice(0, 10) + ((Number(line[10]) + 1) % 10) + line.slice(11);
      expect(isValidBoleto(tampered)).toBe(false);
    }
  });

  it('formats the line in its five printed groups and refuses amounts a boleto cannot hold', () => {
    const line = digitableLineOf(boletoBarcode({ bankCode: '237', amountCents: 500, dueDate: '2026-01-10', freeField: '1'.repeat(25) }));
    expect(formatDigitableLine(line)).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(() => boletoBarcode({ bankCode: '237', amountCents: 10_000_000_000, dueDate: '2026-01-10', freeField: '1'.repeat(25) })).toThrow();
    expect(() => boletoBarcode({ bankCode: '237', amountCents: 0, dueDate: '2026-01-10', freeField: '1'.repeat(25) })).toThrow();
  });

  it('draws the barcode as interleaved 2 of 5 bars', () => {
    const svg = itfBarcodeSvg('0123456789');
    // 2 start bars + 5 bars per pair x 5 pairs + 2 stop bars.
    expect(svg.match(/<rect /g)).toHaveLength(2 + 25 + 2);
    expect(() => itfBarcodeSvg('123')).toThrow();
  });
});

describe('Pix BR Code', () => {
  it("is a valid EMV payload (CRC16 checked by pix-utils' parser) with the amount, and its QR decodes to it", async () => {
    const { brCode, qrPngBase64 } = await pixCharge(
      { key: '7d9f0c2e-3b4a-4c5d-8e6f-1a2b3c4d5e6f', merchantName: 'CLUBE OFFICE', merchantCity: 'SAO PAULO' },
      19_990,
      'OFFABC123',
    );
    expect(brCode.startsWith('000201')).toBe(true);
    expect(brCode).toMatch(/6304[0-9A-F]{4}$/);
    const parsed = parsePix(brCode);
    expect(hasError(parsed)).toBe(false);
    expect(parsed).toMatchObject({
      type: 'STATIC',
      transactionAmount: 199.9,
      pixKey: '7d9f0c2e-3b4a-4c5d-8e6f-1a2b3c4d5e6f',
      txid: 'OFFABC123',
      merchantName: 'CLUBE OFFICE',
    });
    const broken = brCode.slice(0, -4) + (brCode.endsWith('0000') ? '1111' : '0000');
    expect(hasError(parsePix(broken))).toBe(true);
    expect(decodeQrPng(qrPngBase64)).toBe(brCode);
  });
});

describe('offline cards', () => {
  it("decide by the holder name like Mercado Pago's test cards", () => {
    expect(cardOutcome('APRO')).toEqual({ status: 1, detail: 'accredited' });
    expect(cardOutcome('apro silva')).toEqual({ status: 1, detail: 'accredited' });
    expect(cardOutcome('CONT')).toEqual({ status: 2, detail: 'pending_contingency' });
    expect(cardOutcome('OTHE')).toEqual({ status: 3, detail: 'cc_rejected_other_reason' });
    expect(cardOutcome('FUND')).toEqual({ status: 3, detail: 'cc_rejected_insufficient_amount' });
    expect(cardOutcome('SECU').detail).toBe('cc_rejected_bad_filled_security_code');
    expect(cardOutcome('EXPI').detail).toBe('cc_rejected_bad_filled_date');
    expect(cardOutcome('FORM').detail).toBe('cc_rejected_bad_filled_other');
    expect(cardOutcome('CALL').detail).toBe('cc_rejected_call_for_authorize');
  });

  it('read back through the lookup, with a simulated decision applied once', async () => {
    const gw = offlineGateway(async (externalId) => ({
      externalId,
      externalReference: 'pub',
      status: 2,
      statusDetail: 'pending_waiting_transfer',
      amountCents: 100,
    }));
    gw.simulate('OFF1', 'approve');
    expect(await gw.getPayment('OFF1')).toMatchObject({ status: 1, statusDetail: 'accredited' });
    expect(await gw.getPayment('OFF1')).toMatchObject({ status: 2 });
  });
});
