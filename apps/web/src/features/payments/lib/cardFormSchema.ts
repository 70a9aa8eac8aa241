import { z } from 'zod';
import { messages } from '@clube/contract';
import { checkDocument, documentFields } from './documentFormSchema';

const digits = (s: string) => s.replace(/\D/g, '');

/** Luhn check of a card number (catches typos before anything is sent). */
export function isLuhnValid(number: string): boolean {
  const d = digits(number);
  if (d.length < 13 || d.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
    sum += n;
  }
  return sum % 10 === 0;
}

/** MM/YY not before the current month. */
export function isExpiryValid(text: string, now: Date = new Date()): boolean {
  const m = /^(\d{2})\/(\d{2})$/.exec(text.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

/** The card brand's payment method id, from the number's first digits (offline gateway). */
export function cardBrandOf(number: string): string {
  const d = digits(number);
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'master';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^(606282|3841)/.test(d)) return 'hipercard';
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(d)) return 'elo';
  return 'master';
}

export const cardFormSchema = (withInstallments: boolean) =>
  z
    .object({
      CardNumber: z
        .string()
        .trim()
        .min(1, messages.cardNumberRequired)
        .refine((v) => isLuhnValid(v), messages.cardNumberInvalid),
      Expiry: z
        .string()
        .trim()
        .min(1, messages.cardExpiryRequired)
        .refine((v) => isExpiryValid(v), messages.cardExpiryInvalid),
      SecurityCode: z
        .string()
        .trim()
        .min(1, messages.securityCodeRequired)
        .refine((v) => /^\d{3,4}$/.test(v), messages.securityCodeInvalid),
      HolderName: z.string().trim().min(1, messages.holderNameRequired).max(120, messages.textTooLong),
      Issuer: z.string().trim().min(1, messages.issuerRequired).max(60, messages.textTooLong),
      Installments: withInstallments ? z.string().min(1, messages.installmentsRequired) : z.string(),
      DocumentType: documentFields.DocumentType,
      DocumentNumber: documentFields.DocumentNumber,
    })
    .superRefine(checkDocument);

export type CardFormValues = z.infer<ReturnType<typeof cardFormSchema>>;
export const emptyCardForm: CardFormValues = {
  CardNumber: '',
  Expiry: '',
  SecurityCode: '',
  HolderName: '',
  Issuer: '',
  Installments: '1',
  DocumentType: '',
  DocumentNumber: '',
};
export const MAX_INSTALLMENTS = 12;
