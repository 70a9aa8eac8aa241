import type { Receipt, ReceiptParty } from './receipt';
import { receiptMessages } from './receipt-messages';

export interface ReceiptLine {
  label: string;
  /** May hold line breaks (a party's name and document). */
  value: string;
}

/** How each side writes money and times: the web with its formatters, the PDF with the server's. */
export interface ReceiptFormats {
  money: (reais: number) => string;
  /** An ISO instant as the club's date and time (America/Sao_Paulo). */
  dateTime: (iso: string) => string;
}

const L = receiptMessages.labels;

/** A masked CPF keeps its dots and dash ('***.456.789-**'), a CNPJ its slash. */
const documentLabel = (masked: string) => (masked.includes('/') ? 'CNPJ' : 'CPF');

const partyText = (p: ReceiptParty) =>
  [p.Username ? `${p.Name} (@${p.Username})` : p.Name, p.Document ? `${documentLabel(p.Document)} ${p.Document}` : null].filter(Boolean).join('\n');

/**
 * The lines of a receipt, in order, the same on the screen and in the PDF (docs/payments.md#receipts);
 * the title, the total and the authentication code are drawn apart, larger.
 */
export function receiptLines(r: Receipt, f: ReceiptFormats): ReceiptLine[] {
  const transfer = r.Kind === 'transfer';
  const lines: ReceiptLine[] = [
    { label: L.occurredAt, value: f.dateTime(r.OccurredAt) },
    { label: L.status, value: r.StatusFormatted },
    { label: L.amount, value: f.money(r.Amount) },
    { label: L.fee, value: f.money(r.Fee) },
    { label: r.Kind === 'invoice' ? L.totalPaid : L.total, value: f.money(r.Total) },
    { label: L.method, value: r.Method },
    { label: L.description, value: r.Description },
    { label: transfer ? L.sender : L.payer, value: partyText(r.Payer) },
    { label: transfer ? L.recipient : L.payee, value: partyText(r.Payee) },
  ];
  if (r.BankAccount) {
    const b = r.BankAccount;
    lines.push({
      label: L.bankAccount,
      value: [`${L.bank} ${b.BankCode} - ${b.BankName}`, `${L.agency} ${b.Agency} · ${L.account} ${b.Account}`].join('\n'),
    });
  }
  if (r.PaidAt) lines.push({ label: L.paidAt, value: f.dateTime(r.PaidAt) });
  if (r.CancelReason) lines.push({ label: L.cancelReason, value: r.CancelReason });
  return lines;
}
