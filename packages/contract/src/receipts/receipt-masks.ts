import { onlyDigits } from '../common/documents';

/**
 * Documents and bank numbers on a receipt, masked the way Brazilian banks' receipts show them
 * (docs/payments.md#receipts): enough to recognise, not enough to reuse. The API masks before
 * anything leaves; the review screens mask the same way.
 */
export function maskDocument(value: string | null | undefined): string | null {
  // A CNPJ may carry letters (from July 2026): keep its characters, hide the first two and the check digits.
  const cnpj = (value ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  if (cnpj.length === 14) return `**.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-**`;
  const d = onlyDigits(value);
  if (d.length === 11) return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
  return null;
}

/** All but the last `keep` characters become '*'. */
function tail(value: string, keep: number): string {
  const clean = value.replace(/\s/g, '');
  if (clean.length <= keep) return clean;
  return '*'.repeat(clean.length - keep) + clean.slice(-keep);
}

/** Agency: its last two digits, and its check digit. */
export const maskAgency = (agency: string | null | undefined, digit?: string | null) => (agency ? `${tail(agency, 2)}${digit ? `-${digit}` : ''}` : '-');

/** Account: its last three digits, and its check digit. */
export const maskAccount = (account: string | null | undefined, digit?: string | null) => (account ? `${tail(account, 3)}${digit ? `-${digit}` : ''}` : '-');
