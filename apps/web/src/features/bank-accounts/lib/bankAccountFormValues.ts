import { z } from 'zod';
import { MAX_PIX_KEYS, messages, isValidCpf, onlyDigits } from '@clube/contract';
import { normalizePixValue, pixKeyTypeLabels, type BankAccount, type BankAccountInput } from '@clube/contract/bank-accounts';
import { applyMask, masks } from '../../../lib/masks';

export interface PixFormValue {
  Type: string;
  Value: string;
}

/** The bank-account form's values (selects hold strings; the CPF is masked). */
export interface BankAccountFormValues {
  Type: string;
  BankCode: string;
  HolderName: string;
  HolderCPF: string;
  Agency: string;
  AgencyDigit: string;
  AccountNumber: string;
  AccountNumberDigit: string;
  AccountVariation: string;
  Notes: string;
  UserPix: PixFormValue[];
}

export const emptyBankAccountValues: BankAccountFormValues = {
  Type: '',
  BankCode: '',
  HolderName: '',
  HolderCPF: '',
  Agency: '',
  AgencyDigit: '',
  AccountNumber: '',
  AccountNumberDigit: '',
  AccountVariation: '',
  Notes: '',
  UserPix: [],
};

export const emptyPix: PixFormValue = { Type: '', Value: '' };

/**
 * A blank field says only that it is required: format checks pass blanks. (Zod's `abort` would
 * do the same but also silence the repeated-Pix-type check while any entry is incomplete.)
 */
const required = (message: string) => z.string().trim().min(1, message);
const blankOr = (test: (v: string) => boolean) => (v: string) => v === '' || test(v);
const digits = (message: string, invalid: string, max: number) =>
  required(message).refine(
    blankOr((v) => new RegExp(`^\\d{1,${max}}$`).test(v)),
    invalid,
  );
const checkDigit = (message: string) =>
  required(message).refine(
    blankOr((v) => /^[0-9xX]$/.test(v)),
    messages.checkDigitInvalid,
  );

const pixSchema = z
  .object({ Type: required(messages.pixTypeRequired), Value: required(messages.pixValueRequired).max(120, messages.textTooLong) })
  .superRefine((pix, ctx) => {
    if (pix.Type && pix.Value && normalizePixValue(Number(pix.Type), pix.Value) === undefined) {
      ctx.addIssue({ code: 'custom', path: ['Value'], message: messages.pixValueInvalid(pixKeyTypeLabels[Number(pix.Type)] ?? pix.Type) });
    }
  });

/** The same rules as the API's BankAccountInput (stricter reading: agency, digits and account required). */
export const bankAccountFormSchema = z.object({
  Type: required(messages.bankAccountTypeRequired),
  BankCode: required(messages.bankRequired),
  HolderName: required(messages.holderNameRequired).max(120, messages.textTooLong),
  HolderCPF: required(messages.holderCpfRequired).refine(
    blankOr((v) => onlyDigits(v).length === 11 && isValidCpf(v)),
    messages.invalidCpf,
  ),
  Agency: digits(messages.agencyRequired, messages.agencyInvalid, 5),
  AgencyDigit: checkDigit(messages.agencyDigitRequired),
  AccountNumber: digits(messages.accountRequired, messages.accountInvalid, 15),
  AccountNumberDigit: checkDigit(messages.accountDigitRequired),
  AccountVariation: z
    .string()
    .trim()
    .regex(/^\d{0,5}$/, messages.accountVariationInvalid),
  Notes: z.string().trim().max(500, messages.textTooLong),
  UserPix: z
    .array(pixSchema)
    .max(MAX_PIX_KEYS, messages.maxPixKeys)
    .superRefine((keys, ctx) => {
      const seen = new Set<string>();
      keys.forEach((k, i) => {
        if (k.Type && seen.has(k.Type)) ctx.addIssue({ code: 'custom', path: [i, 'Type'], message: messages.pixTypeRepeated });
        seen.add(k.Type);
      });
    }),
});

export function bankAccountToFormValues(a: BankAccount): BankAccountFormValues {
  return {
    Type: String(a.Type),
    BankCode: a.BankCode,
    HolderName: a.HolderName,
    HolderCPF: applyMask(masks.cpf, a.HolderCPF),
    Agency: a.Agency ?? '',
    AgencyDigit: a.AgencyDigit ?? '',
    AccountNumber: a.AccountNumber ?? '',
    AccountNumberDigit: a.AccountNumberDigit ?? '',
    AccountVariation: a.AccountVariation ?? '',
    Notes: a.Notes ?? '',
    UserPix: a.UserPix.map((p) => ({ Type: String(p.Type), Value: p.Value })),
  };
}

export function toBankAccountInput(v: BankAccountFormValues): BankAccountInput {
  return {
    Type: Number(v.Type),
    BankCode: v.BankCode,
    HolderName: v.HolderName.trim(),
    HolderCPF: onlyDigits(v.HolderCPF),
    Agency: v.Agency.trim(),
    AgencyDigit: v.AgencyDigit.trim().toUpperCase(),
    AccountNumber: v.AccountNumber.trim(),
    AccountNumberDigit: v.AccountNumberDigit.trim().toUpperCase(),
    AccountVariation: v.AccountVariation.trim() || null,
    Notes: v.Notes.trim() || null,
    UserPix: v.UserPix.map((p) => ({ Type: Number(p.Type), Value: p.Value.trim() })),
  };
}
