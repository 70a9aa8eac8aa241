import { z } from 'zod';
import { MAX_MONEY_CENTS, MoneyInput } from './money';
import { messages } from './messages';
import { multilineText, text } from './text';

/**
 * Fields the console's catalog of offers shares (plans, subscriptions, ranks, funds;
 * docs/admin.md#offers): a required name, an optional description, money in reais under the
 * contract's money rules, a status 1/0.
 */
export const MAX_OFFER_NAME = 100;
export const MAX_OFFER_DESCRIPTION = 2000;

/** A blank or missing value (a form's empty number field sends ''): the field's "required" message. */
const isBlank = (v: unknown) => v === undefined || v === null || v === '';

export const offerName = (required: string = messages.offerNameRequired) =>
  text({ error: required }).trim().min(1, required).max(MAX_OFFER_NAME, messages.textTooLong);

/** Multi-line, optional: absent or null is ''. */
export const offerDescription = () =>
  multilineText({ error: messages.offerDescriptionTooLong })
    .trim()
    .max(MAX_OFFER_DESCRIPTION, messages.offerDescriptionTooLong)
    .nullish()
    .transform((v) => v ?? '');

/** Reais, more than zero, at most two decimals (MoneyInput). */
export const positiveMoney = (required: string) => z.number({ error: (iss) => (isBlank(iss.input) ? required : 'Valor inválido.') }).pipe(MoneyInput);

/** Reais, zero or more, at most two decimals: a plan with no monthly fee, a free first period. */
export const moneyOrZero = (required: string) =>
  z
    .number({ error: (iss) => (isBlank(iss.input) ? required : 'Valor inválido.') })
    .finite('Valor inválido.')
    .min(0, messages.offerMoneyNegative)
    .max(MAX_MONEY_CENTS / 100, 'Valor acima do permitido.')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'O valor deve ter no máximo duas casas decimais.');

/** 1 Ativo (offered), 0 Inativo: the status of every offer. */
export const OfferStatus = { Inativo: 0, Ativo: 1 } as const;
export type OfferStatus = (typeof OfferStatus)[keyof typeof OfferStatus];
export const offerStatusInfo: Record<number, { label: string; color: string }> = {
  0: { label: 'Inativo', color: 'red' },
  1: { label: 'Ativo', color: 'green' },
};

/** A list filter by status: 1, 0, or absent/null for both. */
export const OfferStatusFilter = z.union([z.literal(OfferStatus.Inativo), z.literal(OfferStatus.Ativo)], { error: messages.offerStatusInvalid }).nullish();

/** A console list's filters: status and part of the name, any case. */
export const offerListFilters = {
  Status: OfferStatusFilter,
  Name: text().trim().max(MAX_OFFER_NAME, messages.textTooLong).nullish(),
};
