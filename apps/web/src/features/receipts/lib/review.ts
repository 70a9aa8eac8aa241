import { BALANCE_PAYMENT_FEE_CENTS, reaisToCents } from '@clube/contract';
import type { BankAccount } from '@clube/contract/bank-accounts';
import { maskAccount, maskAgency, receiptMessages } from '@clube/contract/receipts';
import { formatBRL } from '../../../lib/format';

/** One line of a review: a label and what it says (money already written as text). */
export interface ReviewLine {
  label: string;
  value: string;
  /** The line the member must not miss: what leaves his balance. */
  strong?: boolean;
}

const R = receiptMessages.review;
const money = (cents: number) => formatBRL(cents / 100);

/** Balance now and after: every review ends with them; a negative after means the API will refuse. */
function balanceLines(balanceCents: number, totalCents: number): ReviewLine[] {
  return [
    { label: R.balanceNow, value: money(balanceCents) },
    { label: R.balanceAfter, value: money(balanceCents - totalCents) },
  ];
}

/**
 * A withdrawal as the API will post it (docs/club.md#withdrawals): the value goes to the bank, the
 * configuration's fee on top, both leave the balance at once. `fee` is the configuration read
 * fresh when the review opens, the one the API charges.
 */
export function withdrawalReview(i: { value: number; fee: number; balance: number; account: BankAccount | undefined }): ReviewLine[] {
  const valueCents = reaisToCents(i.value);
  const feeCents = reaisToCents(i.fee);
  const totalCents = valueCents + feeCents;
  const a = i.account;
  const lines: ReviewLine[] = [
    { label: R.value, value: money(valueCents) },
    { label: R.fee, value: feeCents > 0 ? money(feeCents) : R.noFee },
    { label: R.netWithdrawal, value: money(valueCents) },
    { label: R.total, value: money(totalCents), strong: true },
  ];
  if (a) {
    lines.push({
      label: R.bankAccount,
      value: [
        `${a.BankCode} - ${a.BankName}`,
        `${receiptMessages.labels.agency} ${maskAgency(a.Agency, a.AgencyDigit)} · ${receiptMessages.labels.account} ${maskAccount(a.AccountNumber, a.AccountNumberDigit)}`,
        `${receiptMessages.labels.holder} ${a.HolderName}`,
      ].join('\n'),
    });
  }
  return [...lines, ...balanceLines(reaisToCents(i.balance), totalCents)];
}

/** A transfer: no fee (docs/club.md#transfers); the recipient gets the whole value. */
export function transferReview(i: { value: number; balance: number; recipient: { Name: string; Username: string } }): ReviewLine[] {
  const valueCents = reaisToCents(i.value);
  return [
    { label: R.recipient, value: `${i.recipient.Name} (@${i.recipient.Username})` },
    { label: R.value, value: money(valueCents) },
    { label: R.fee, value: R.noFee },
    { label: R.netTransfer, value: money(valueCents) },
    { label: R.total, value: money(valueCents), strong: true },
    ...balanceLines(reaisToCents(i.balance), valueCents),
  ];
}

/**
 * Paying an invoice with the balance: the invoice (value plus delivery) and the balance-payment fee,
 * the contract's constant that the API posts (docs/payments.md#receipts).
 */
export function balancePaymentReview(i: { invoiceId: number; description: string; total: number; balance: number }): ReviewLine[] {
  const invoiceCents = reaisToCents(i.total);
  const totalCents = invoiceCents + BALANCE_PAYMENT_FEE_CENTS;
  return [
    { label: R.invoice, value: `#${i.invoiceId} - ${i.description}` },
    { label: R.invoiceValue, value: money(invoiceCents) },
    { label: R.fee, value: money(BALANCE_PAYMENT_FEE_CENTS) },
    { label: R.total, value: money(totalCents), strong: true },
    ...balanceLines(reaisToCents(i.balance), totalCents),
  ];
}
