import { centsToReais, invoiceStatusInfo, messages, PaymentMethod } from '@clube/contract';
import {
  maskAccount,
  maskAgency,
  maskDocument,
  receiptFileName,
  receiptMessages,
  ReceiptKind,
  type Receipt,
  type ReceiptParty,
} from '@clube/contract/receipts';
import { transferStatusInfo } from '@clube/contract/transfers';
import { WithdrawalStatus, withdrawalStatusInfo } from '@clube/contract/withdrawals';
import type { DbOrTx } from '../../db/client';
import { requireAccess, type Caller } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { readSCGeneral } from '../configurations';
import { balancePaymentKey, gatewayApprovalKey } from '../payments';
import { authenticationCode, type LedgerFacts } from './authentication-code';
import * as repo from './receipts.repository';

const gatewayMethodLabels: Record<number, string> = {
  [PaymentMethod.Pix]: messages.paymentMethodPix,
  [PaymentMethod.Credit]: messages.paymentMethodCredit,
  [PaymentMethod.Debit]: messages.paymentMethodCaixaDebit,
  [PaymentMethod.Boleto]: messages.paymentMethodBoleto,
};

const party = (p: repo.Person): ReceiptParty => ({ Name: p.name, Username: p.username, Document: maskDocument(p.document) });
const status = (table: Record<number, { label: string; color: string }>, s: number) => table[s] ?? { label: String(s), color: 'gray' };
/** ISO with milliseconds (the wire's form) of the ledger's microsecond time. */
const isoOf = (at: string) => new Date(`${at.slice(0, 23)}Z`).toISOString();

type Body = Omit<Receipt, 'Kind' | 'Id' | 'Title' | 'OccurredAt' | 'Total' | 'AuthenticationCode' | 'FileName'>;

/** What every receipt has from its ledger transaction: time, total and code. */
function finish(kind: ReceiptKind, id: number, facts: LedgerFacts, key: Buffer, body: Body): Receipt {
  const code = authenticationCode(key, facts);
  return {
    Kind: kind,
    Id: id,
    Title: receiptMessages.titles[kind],
    OccurredAt: isoOf(facts.at),
    ...body,
    Total: centsToReais(facts.amountCents),
    AuthenticationCode: code,
    FileName: receiptFileName(code),
  };
}

const missing = () => notFound(receiptMessages.notFound);

async function transferReceipt(db: DbOrTx, user: Caller, id: number, key: Buffer): Promise<Receipt> {
  const row = await repo.findTransfer(db, id);
  const { transfer, from, to, facts } = requireAccess(
    user,
    'receipt.read',
    row && { ...row, ownerIds: [row.transfer.fromUserId, row.transfer.toUserId] },
    receiptMessages.notFound,
  );
  const st = status(transferStatusInfo, transfer.status);
  return finish(ReceiptKind.Transfer, id, facts, key, {
    Amount: centsToReais(transfer.valueCents),
    Fee: centsToReais(Math.max(facts.amountCents - transfer.valueCents, 0)),
    Method: receiptMessages.methodTransfer,
    Description: `Transferência de ${from.username} para ${to.username}`,
    StatusFormatted: st.label,
    StatusColor: st.color,
    Direction: transfer.fromUserId === user.id ? 'Sent' : 'Received',
    Payer: party(from),
    Payee: party(to),
    BankAccount: null,
    PaidAt: null,
    CancelReason: null,
  });
}

async function withdrawalReceipt(db: DbOrTx, user: Caller, id: number, key: Buffer): Promise<Receipt> {
  const row = await repo.findWithdrawal(db, id);
  const {
    withdrawal: w,
    member,
    bank,
    facts,
  } = requireAccess(user, 'receipt.read', row && { ...row, ownerIds: [row.withdrawal.userId] }, receiptMessages.notFound);
  const st = status(withdrawalStatusInfo, w.status);
  return finish(ReceiptKind.Withdrawal, id, facts, key, {
    Amount: centsToReais(w.valueCents),
    Fee: centsToReais(w.taxCents),
    Method: receiptMessages.methodWithdrawal,
    Description: `Saque #${w.id}`,
    StatusFormatted: w.status === WithdrawalStatus.Pendente ? receiptMessages.withdrawalInAnalysis : st.label,
    StatusColor: st.color,
    Direction: null,
    Payer: party(member),
    Payee: { Name: bank.holderName, Username: null, Document: maskDocument(bank.holderCpf) },
    BankAccount: {
      BankCode: bank.bankCode,
      BankName: bank.bankName,
      Agency: maskAgency(bank.agency, bank.agencyDigit),
      Account: maskAccount(bank.accountNumber, bank.accountNumberDigit),
      HolderName: bank.holderName,
      HolderDocument: maskDocument(bank.holderCpf),
    },
    PaidAt: w.status === WithdrawalStatus.Pago && w.processedAt ? w.processedAt.toISOString() : null,
    CancelReason: w.status === WithdrawalStatus.Cancelado ? w.cancelReason : null,
  });
}

/**
 * An invoice's receipt exists once a ledger transaction paid it: the balance payment's or the
 * gateway approval's that settled it (docs/payments.md#receipts). A pending invoice has none.
 */
async function invoiceReceipt(db: DbOrTx, user: Caller, id: number, key: Buffer): Promise<Receipt> {
  const row = await repo.findInvoice(db, id);
  const { invoice, owner } = requireAccess(user, 'receipt.read', row && { ...row, ownerIds: [row.invoice.userId] }, receiptMessages.notFound);
  const attempts = (await repo.gatewayAttempts(db, id)).map((a) => ({ ...a, key: gatewayApprovalKey(a.gateway, a.externalId!) }));
  const facts = await repo.findTransactionByKeys(db, [balancePaymentKey(id), ...attempts.map((a) => a.key)]);
  if (!facts) throw missing();
  const attempt = attempts.find((a) => a.key === facts.key);
  const amountCents = invoice.valueCents + invoice.deliverValueCents;
  const club = (await readSCGeneral(db)).ClubName;
  const st = status(invoiceStatusInfo, invoice.status);
  return finish(ReceiptKind.Invoice, id, facts, key, {
    Amount: centsToReais(amountCents),
    // What the ledger took beyond the invoice: the balance payment's fee, as posted.
    Fee: centsToReais(Math.max(facts.amountCents - amountCents, 0)),
    Method: attempt ? (gatewayMethodLabels[attempt.method] ?? messages.paymentMethodPix) : messages.paymentMethodBalance,
    Description: invoice.description,
    StatusFormatted: st.label,
    StatusColor: st.color,
    Direction: null,
    // Whoever paid through the gateway named himself in the payment form; the balance is the owner's.
    Payer: {
      Name: attempt?.payerName || owner.name,
      Username: owner.username,
      Document: maskDocument(attempt?.documentNumber || owner.document),
    },
    Payee: { Name: club || 'Clube', Username: null, Document: null },
    BankAccount: null,
    PaidAt: null,
    CancelReason: null,
  });
}

/** The caller's receipt of `kind` `id`; another member's, or one that does not exist, is 404. */
export function receiptOf(db: DbOrTx, user: Caller, kind: ReceiptKind, id: number, key: Buffer): Promise<Receipt> {
  if (kind === ReceiptKind.Transfer) return transferReceipt(db, user, id, key);
  if (kind === ReceiptKind.Withdrawal) return withdrawalReceipt(db, user, id, key);
  return invoiceReceipt(db, user, id, key);
}
