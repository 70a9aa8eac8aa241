/**
 * Check digits of Brazilian documents, pure so that every form and the API agree.
 * CNPJ accepts the alphanumeric form the Receita Federal issues since July 2026 (12 characters
 * 0-9/A-Z, then two check digits; a character counts as its code minus 48).
 */

/** The digits of a typed value (CPF, CEP, phone, card...), masks and spaces dropped. */
export const onlyDigits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '');

export function isValidCpf(text: string): boolean {
  const d = onlyDigits(text);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  const digit = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return digit(9) === Number(d[9]) && digit(10) === Number(d[10]);
}

/** CNPJ without its mask: 14 characters, the first 12 digits or capital letters, the last 2 digits. */
export function normalizeCnpj(text: string): string {
  return text.replace(/[.\-/\s]/g, '').toUpperCase();
}

export function isValidCnpj(text: string): boolean {
  const c = normalizeCnpj(text);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(c) || /^(\d)\1{13}$/.test(c)) return false;
  const value = (ch: string) => ch.charCodeAt(0) - 48;
  const digit = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += value(c[i]!) * (((len - 1 - i) % 8) + 2);
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return digit(12) === Number(c[12]) && digit(13) === Number(c[13]);
}

/** DocumentType 1 CPF, 2 CNPJ (spec). */
export function isValidDocument(documentType: number, value: string): boolean {
  return documentType === 2 ? isValidCnpj(value) : isValidCpf(value);
}
