import { z } from 'zod';
import { MAX_PIX_KEYS } from '../common/enums';
import { messages } from '../common/messages';
import { isValidCpf } from '../common/documents';
import { pixKeyTypeLabels } from './labels';
import { normalizePixValue } from './pix-keys';
import { multilineText, text } from '../common/text';

/** A member keeps at most this many bank accounts (ours: the spec shows no limit). */
export const MAX_BANK_ACCOUNTS_PER_MEMBER = 10;
export const BANK_ACCOUNTS_PAGE_SIZE = 50;

export const PixKey = z.object({ Type: z.number().int(), Value: z.string() });
export type PixKey = z.infer<typeof PixKey>;

/** A bank account as the API answers it: HolderCPF as 11 digits, the bank's name from the bank list. */
export const BankAccount = z.object({
  Id: z.number().int(),
  Type: z.number().int(),
  BankCode: z.string(),
  BankName: z.string(),
  HolderName: z.string(),
  HolderCPF: z.string(),
  Agency: z.string().nullable(),
  AgencyDigit: z.string().nullable(),
  AccountNumber: z.string().nullable(),
  AccountNumberDigit: z.string().nullable(),
  AccountVariation: z.string().nullable(),
  Notes: z.string().nullable(),
  UserPix: z.array(PixKey),
});
export type BankAccount = z.infer<typeof BankAccount>;

const CPF_TEXT = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;

/** A blank field says only that it is required, not also that its format is wrong. */
const requiredText = (message: string) => text({ error: message }).trim().min(1, { error: message, abort: true });

/** Agency and account numbers: digits only, within the lengths Brazilian banks use. */
const digitsField = (required: string, invalid: string, maxDigits: number) => requiredText(required).regex(new RegExp(`^\\d{1,${maxDigits}}$`), invalid);

/** A check digit: one digit, or X (Banco do Brasil writes 10 as X). */
const checkDigitField = (required: string) =>
  requiredText(required)
    .toUpperCase()
    .regex(/^[0-9X]$/, messages.checkDigitInvalid);

export const PixKeyInput = z
  .object({
    Type: z.number({ error: messages.pixTypeRequired }).int(messages.pixTypeRequired).min(1, messages.pixTypeRequired).max(5, messages.pixTypeRequired),
    Value: requiredText(messages.pixValueRequired).max(120, messages.textTooLong),
  })
  .strict()
  .transform((pix, ctx) => {
    const value = normalizePixValue(pix.Type, pix.Value);
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', path: ['Value'], message: messages.pixValueInvalid(pixKeyTypeLabels[pix.Type] ?? String(pix.Type)) });
      return z.NEVER;
    }
    return { Type: pix.Type, Value: value };
  });

/**
 * The bank-account form as a member sends it (create; update adds Id). The spec gives two readings
 * of the form; this is the stricter one: agency, agency digit, account and account digit are
 * required. BankName may come (the spec's payload carries it) but the server takes the name from
 * its bank list. At most 3 Pix keys, one of each type.
 */
export const BankAccountInput = z
  .object({
    Type: z
      .number({ error: messages.bankAccountTypeRequired })
      .int(messages.bankAccountTypeRequired)
      .min(1, messages.bankAccountTypeRequired)
      .max(2, messages.bankAccountTypeRequired),
    BankCode: requiredText(messages.bankRequired).regex(/^\d{3}$/, messages.bankUnknown),
    BankName: text().max(200, messages.textTooLong).nullish(),
    HolderName: requiredText(messages.holderNameRequired).max(120, messages.textTooLong),
    HolderCPF: requiredText(messages.holderCpfRequired)
      .refine((v) => CPF_TEXT.test(v) && isValidCpf(v), messages.invalidCpf)
      .transform((v) => v.replace(/\D/g, '')),
    Agency: digitsField(messages.agencyRequired, messages.agencyInvalid, 5),
    AgencyDigit: checkDigitField(messages.agencyDigitRequired),
    AccountNumber: digitsField(messages.accountRequired, messages.accountInvalid, 15),
    AccountNumberDigit: checkDigitField(messages.accountDigitRequired),
    AccountVariation: text()
      .trim()
      .regex(/^\d{0,5}$/, messages.accountVariationInvalid)
      .nullish(),
    Notes: multilineText().trim().max(500, messages.textTooLong).nullish(),
    UserPix: z
      .array(PixKeyInput)
      .max(MAX_PIX_KEYS, messages.maxPixKeys)
      .default([])
      .refine((keys) => new Set(keys.map((k) => k.Type)).size === keys.length, messages.pixTypeRepeated),
  })
  .strict();
export type BankAccountInput = z.input<typeof BankAccountInput>;
export type BankAccountValues = z.output<typeof BankAccountInput>;
