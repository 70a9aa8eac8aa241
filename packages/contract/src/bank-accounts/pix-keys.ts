import { PixKeyType } from '../common/enums';
import { isValidCnpj, isValidCpf, normalizeCnpj } from '../common/documents';

/** Longest e-mail the Pix directory (DICT) accepts as a key. */
export const PIX_EMAIL_MAX = 77;

const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** +55, a DDD (two digits 1-9) and a nine-digit mobile number starting with 9. */
const MOBILE = /^\+55[1-9]{2}9\d{8}$/;

function normalizeMobile(text: string): string | undefined {
  const t = text.trim();
  if (!/^\+?[\d\s().-]+$/.test(t)) return undefined;
  const d = t.replace(/\D/g, '');
  // Typed without the country code (the office's phone mask '00 00000-0000'), or with +55.
  const full = t.startsWith('+') ? d : d.length === 11 ? `55${d}` : d;
  const key = `+${full}`;
  return MOBILE.test(key) ? key : undefined;
}

/**
 * A Pix key as the directory stores it, or undefined when the value is not a key of that type:
 * CPF 11 digits, CNPJ 14 characters, e-mail in lower case, phone '+55DDNNNNNNNNN', random key a
 * lower-case UUID.
 */
export function normalizePixValue(type: number, raw: string): string | undefined {
  const value = raw.trim();
  switch (type) {
    case PixKeyType.CPF:
      return /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(value) && isValidCpf(value) ? value.replace(/\D/g, '') : undefined;
    case PixKeyType.CNPJ:
      return /^[0-9A-Za-z]{2}\.?[0-9A-Za-z]{3}\.?[0-9A-Za-z]{3}\/?[0-9A-Za-z]{4}-?\d{2}$/.test(value) && isValidCnpj(value) ? normalizeCnpj(value) : undefined;
    case PixKeyType.Email: {
      const email = value.toLowerCase();
      return email.length <= PIX_EMAIL_MAX && EMAIL.test(email) ? email : undefined;
    }
    case PixKeyType.Celular:
      return normalizeMobile(value);
    case PixKeyType.CodigoAleatorio: {
      const key = value.toLowerCase();
      return UUID.test(key) ? key : undefined;
    }
    default:
      return undefined;
  }
}
