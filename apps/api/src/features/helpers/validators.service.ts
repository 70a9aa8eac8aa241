import { isValidCnpj, isValidCpf, isValidEmail } from '@brazilian-utils/brazilian-utils';
import { messages } from '@clube/contract';
import { checkBirthday as checkBirthdayRule, isValidUsernameFormat } from '@clube/contract/registration';
import type { DbOrTx } from '../../db/client';
import { dayInSaoPaulo } from '../../platform/dates';
import { emailExists, usernameExists } from './helpers.repository';

/**
 * The registration's field checks. Each answers null when the value is acceptable, otherwise the
 * reason in pt-BR; the validator calls and the registration itself share them.
 */

export const MAX_EMAIL_LENGTH = 254;

export function emailFormatProblem(email: string): string | null {
  const e = email.trim();
  return e.length > 0 && e.length <= MAX_EMAIL_LENGTH && isValidEmail(e) ? null : messages.invalidEmail;
}

export async function emailProblem(db: DbOrTx, email: string): Promise<string | null> {
  return emailFormatProblem(email) ?? ((await emailExists(db, email.trim())) ? messages.emailInUse : null);
}

export async function usernameProblem(db: DbOrTx, username: string): Promise<string | null> {
  const u = username.trim();
  if (!isValidUsernameFormat(u)) return messages.invalidUsername;
  return (await usernameExists(db, u)) ? messages.usernameInUse : null;
}

/** Only digits and the mask's punctuation: the library also tolerates inner spaces, we do not need to. */
const CPF_TEXT = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;
const CNPJ_TEXT = /^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/;

export const cpfProblem = (cpf: string): string | null => (CPF_TEXT.test(cpf.trim()) && isValidCpf(cpf.trim()) ? null : messages.invalidCpf);

export const cnpjProblem = (cnpj: string): string | null => (CNPJ_TEXT.test(cnpj.trim()) && isValidCnpj(cnpj.trim()) ? null : messages.invalidCnpj);

/** A birthday as typed (dd/MM/yyyy or yyyy-MM-dd), checked against today in São Paulo. */
export function checkBirthday(text: string, now: Date = new Date()) {
  return checkBirthdayRule(text, dayInSaoPaulo(now));
}
