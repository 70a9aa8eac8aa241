import { stringify } from 'csv-stringify/sync';
import { centsToReais } from '@clube/contract';
import { bankAccountTypeLabels, pixKeyTypeLabels } from '@clube/contract/bank-accounts';
import type { DbOrTx } from '../../db/client';
import { CLUB_TIME_ZONE } from '../../platform/dates';
import { paidOnClubDay, type AdminWithdrawalRow } from './withdrawals.repository';

const HEADER = [
  'ID',
  'Sócio',
  'Usuário',
  'Titular',
  'CPF/CNPJ',
  'Código do Banco',
  'Banco',
  'Tipo de Conta',
  'Agência',
  'Conta',
  'Chaves Pix',
  'Valor',
  'Taxa',
  'Pago em',
];

/** 'yyyy-MM-dd HH:mm:ss' in São Paulo: the club's clock, as the operator reads his bank statement. */
const clubClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: CLUB_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const withDigit = (number: string | null, digit: string | null) => (number ? (digit ? `${number}-${digit}` : number) : '');
/** Reais with a dot and two decimals: a number any spreadsheet reads, whatever its language. */
const money = (cents: number) => centsToReais(cents).toFixed(2);

function line({ withdrawal: w, user, bank }: AdminWithdrawalRow): string[] {
  const account = withDigit(bank.accountNumber, bank.accountNumberDigit);
  return [
    String(w.id),
    user.name,
    user.username,
    bank.holderName,
    bank.holderCpf,
    bank.bankCode,
    bank.bankName,
    bankAccountTypeLabels[bank.type] ?? String(bank.type),
    withDigit(bank.agency, bank.agencyDigit),
    bank.accountVariation ? `${account} (variação ${bank.accountVariation})` : account,
    bank.pixKeys.map((p) => `${pixKeyTypeLabels[p.Type] ?? p.Type}: ${p.Value}`).join(' | '),
    money(w.valueCents),
    money(w.taxCents),
    w.processedAt ? clubClock.format(w.processedAt) : '',
  ];
}

/**
 * The payouts of one club day as CSV (docs/admin.md#withdrawals): RFC 4180 (comma, CRLF, a field
 * with a comma, quote or line break in quotes), a UTF-8 BOM so spreadsheets read the accents, and
 * a cell that starts with = + - @ (or a tab or carriage return) prefixed with an apostrophe so that
 * no spreadsheet runs a member's text as a formula (csv-stringify's `escape_formulas`).
 * Nothing of it is logged: it is personal data.
 */
export async function paidWithdrawalsCsv(db: DbOrTx, day: string): Promise<string> {
  const rows = await paidOnClubDay(db, day);
  return stringify([HEADER, ...rows.map(line)], { bom: true, record_delimiter: 'windows', escape_formulas: true });
}
