import type { AdminWithdrawal } from '@clube/contract/withdrawals';
import { pixKeyTypeLabels } from '@clube/contract/bank-accounts';
import { applyMask, masks } from '../../../lib/masks';

type Bank = AdminWithdrawal['BankAccount'];

const withDigit = (n: string | null, d: string | null) => (n ? (d ? `${n}-${d}` : n) : '-');

/** CPF (11 digits) or CNPJ (14) with its mask. */
export const documentText = (digits: string) => applyMask(digits.replace(/\D/g, '').length > 11 ? masks.cnpj : masks.cpf, digits);
export const bankText = (b: Bank) => `${b.BankCode} - ${b.BankName}`;
export const agencyText = (b: Bank) => withDigit(b.Agency, b.AgencyDigit);
export const accountText = (b: Bank) => withDigit(b.AccountNumber, b.AccountNumberDigit) + (b.AccountVariation ? ` (variação ${b.AccountVariation})` : '');
export const pixText = (p: Bank['UserPix'][number]) => `${pixKeyTypeLabels[p.Type] ?? p.Type}: ${p.Value}`;
