import { createHmac } from 'node:crypto';

/** What a receipt's code is derived from: one ledger transaction, as the ledger holds it. */
export interface LedgerFacts {
  transactionId: number;
  /** The transaction's kind ('transfer', 'withdrawal_request', 'invoice_balance_payment'...). */
  kind: string;
  /** What the transaction moved: the sum of its credit legs, in centavos. */
  amountCents: number;
  /** The transaction's time at the database's precision (microseconds, UTC). */
  at: string;
}

/** Groups of four of the HMAC's first 24 hex digits: 96 bits, 'A1B2-C3D4-E5F6-0718-293A-4B5C'. */
const CODE_HEX_DIGITS = 24;

/**
 * The receipts' key: RECEIPT_SECRET when set, otherwise one derived from the JWT secret (never the
 * JWT secret itself, so that a code can never help forge a token). docs/payments.md#authentication-code
 */
export function receiptKey(config: { RECEIPT_SECRET?: string; JWT_SECRET: string }): Buffer {
  if (config.RECEIPT_SECRET) return Buffer.from(config.RECEIPT_SECRET, 'utf8');
  return createHmac('sha256', config.JWT_SECRET).update('clube-office/receipts/v1').digest();
}

/**
 * The authentication code of a receipt: an HMAC-SHA256, under the server's key, of the ledger
 * transaction's id, kind, amount and time. The same transaction always gives the same code; any
 * other value of any of the four gives another; nobody without the key can compute one.
 */
export function authenticationCode(key: Buffer, facts: LedgerFacts): string {
  const message = ['v1', facts.transactionId, facts.kind, facts.amountCents, facts.at].join('|');
  const hex = createHmac('sha256', key).update(message).digest('hex').slice(0, CODE_HEX_DIGITS).toUpperCase();
  return hex.match(/.{4}/g)!.join('-');
}
