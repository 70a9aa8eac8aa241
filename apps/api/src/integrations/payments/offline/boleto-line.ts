/**
 * Febraban "cobrança bancária" boleto: the 44-digit barcode and its 47-digit digitable line
 * (Carta-Circular BCB 2.926/2000). No maintained package builds one for a given amount and due
 * day (they only validate or make random ones), so this small module does, and its tests check it
 * against @brazilian-utils' validator and reader.
 */

const DUE_FACTOR_BASE = Date.UTC(1997, 9, 7);
const DAY_MS = 86_400_000;
export const MAX_BOLETO_CENTS = 9_999_999_999;

/** Days since 07/10/1997; from 22/02/2025 the factor restarts at 1000 (every 9000 days). */
export function dueFactor(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const days = Math.round((Date.UTC(y, m - 1, d) - DUE_FACTOR_BASE) / DAY_MS);
  if (days < 1000) throw new Error(`due day ${day} before the factor's range`);
  return String(((days - 1000) % 9000) + 1000).padStart(4, '0');
}

/** Módulo 10 (weights 2,1,2,1... from the right; products' digits summed). */
export function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const p = Number(digits[i]) * weight;
    sum += p > 9 ? p - 9 : p;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** The barcode's general check digit: módulo 11, weights 2..9 from the right; 0, 10 and 11 become 1. */
export function barcodeCheckDigit(digits43: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits43.length - 1; i >= 0; i--) {
    sum += Number(digits43[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

export interface BoletoFields {
  /** COMPE code, 3 digits (237 Bradesco). */
  bankCode: string;
  amountCents: number;
  /** yyyy-MM-dd */
  dueDate: string;
  /** The bank's 25-digit free field (agency, wallet, our number, account...). */
  freeField: string;
}

export function boletoBarcode(f: BoletoFields): string {
  if (!/^\d{3}$/.test(f.bankCode)) throw new Error('bank code must have 3 digits');
  if (!/^\d{25}$/.test(f.freeField)) throw new Error('free field must have 25 digits');
  if (!Number.isSafeInteger(f.amountCents) || f.amountCents <= 0 || f.amountCents > MAX_BOLETO_CENTS) throw new Error("amount out of a boleto's range");
  const withoutDv = `${f.bankCode}9${dueFactor(f.dueDate)}${String(f.amountCents).padStart(10, '0')}${f.freeField}`;
  const dv = barcodeCheckDigit(withoutDv);
  return `${withoutDv.slice(0, 4)}${dv}${withoutDv.slice(4)}`;
}

/** Barcode (44) -> digitable line (47): three fields with their módulo 10 digits, the general digit, factor and amount. */
export function digitableLineOf(barcode: string): string {
  if (!/^\d{44}$/.test(barcode)) throw new Error('barcode must have 44 digits');
  const free = barcode.slice(19);
  const f1 = barcode.slice(0, 4) + free.slice(0, 5);
  const f2 = free.slice(5, 15);
  const f3 = free.slice(15, 25);
  return `${f1}${mod10(f1)}${f2}${mod10(f2)}${f3}${mod10(f3)}${barcode[4]}${barcode.slice(5, 19)}`;
}

/** Digitable line (47) -> barcode (44): bank, currency, general digit, factor, amount, free field. */
export function barcodeOfDigitableLine(line: string): string {
  if (!/^\d{47}$/.test(line)) throw new Error('digitable line must have 47 digits');
  return line.slice(0, 4) + line[32] + line.slice(33, 47) + line.slice(4, 9) + line.slice(10, 20) + line.slice(21, 31);
}

/** 00000.00000 00000.000000 00000.000000 0 00000000000000 */
export function formatDigitableLine(line: string): string {
  return `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ${line.slice(21, 26)}.${line.slice(26, 32)} ${line[32]} ${line.slice(33)}`;
}

/** Bradesco's free field: agency (4), wallet (2), our number (11), account (7), zero. */
export function bradescoFreeField(agency: string, wallet: string, ourNumber: string, account: string): string {
  const pad = (s: string, n: number) => s.replace(/\D/g, '').slice(-n).padStart(n, '0');
  return `${pad(agency, 4)}${pad(wallet, 2)}${pad(ourNumber, 11)}${pad(account, 7)}0`;
}
