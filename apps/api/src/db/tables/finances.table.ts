import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.table';
import { invoices } from './invoices.table';
import { ledgerTransactions } from './ledger.table';

export interface PixKey {
  Type: number;
  Value: string;
}

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: smallint('type').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    holderName: text('holder_name').notNull(),
    holderCpf: text('holder_cpf').notNull(),
    agency: text('agency'),
    agencyDigit: text('agency_digit'),
    accountNumber: text('account_number'),
    accountNumberDigit: text('account_number_digit'),
    accountVariation: text('account_variation'),
    notes: text('notes'),
    /** At most 3 (spec): the server refuses a fourth, and the database too. */
    pixKeys: jsonb('pix_keys')
      .$type<PixKey[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_accounts_user_idx').on(t.userId, t.id), check('bank_accounts_pix_max_ck', sql`jsonb_array_length(${t.pixKeys}) <= 3`)],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    /** 1 Pendente (em análise), 2 Pago, 0 Cancelado. */
    status: smallint('status').notNull().default(1),
    cancelReason: text('cancel_reason'),
    requestTransactionId: bigint('request_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    settleTransactionId: bigint('settle_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    processedBy: integer('processed_by').references(() => users.id),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
    check('withdrawals_value_ck', sql`${t.valueCents} > 0 AND ${t.taxCents} >= 0`),
  ],
);

export const transfers = pgTable(
  'transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull(),
    walletType: smallint('wallet_type').notNull().default(1),
    /** 1 Concluída. Transfers move balance at once (docs/club.md#transfers). */
    status: smallint('status').notNull().default(1),
    /** 7 Transferência, or 10 secondary account to its primary. */
    category: smallint('category').notNull().default(7),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transfers_from_idx').on(t.fromUserId, t.id),
    index('transfers_to_idx').on(t.toUserId, t.id),
    check('transfers_value_ck', sql`${t.valueCents} > 0 AND ${t.fromUserId} <> ${t.toUserId}`),
  ],
);

/** One attempt to pay an invoice through the payment gateway (Pix, boleto, cards). */
export const gatewayPayments = pgTable(
  'gateway_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Our public id of the payment (sandbox routes, notification URL). */
    publicId: text('public_id').notNull(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    gateway: text('gateway', { enum: ['offline', 'mercadopago'] }).notNull(),
    method: smallint('method').notNull(),
    /** The gateway's own id: notifications name it. */
    externalId: text('external_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** 1 approved, 2 processing, 3 rejected. */
    status: smallint('status').notNull(),
    statusDetail: text('status_detail'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    qrCode: text('qr_code'),
    qrCodeBase64: text('qr_code_base64'),
    externalResourceUrl: text('external_resource_url'),
    /** Boleto's digitable line, when the method is boleto. */
    digitableLine: text('digitable_line'),
    payerName: text('payer_name'),
    documentType: smallint('document_type'),
    documentNumber: text('document_number'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gateway_payments_public_uq').on(t.publicId),
    uniqueIndex('gateway_payments_idem_uq').on(t.idempotencyKey),
    uniqueIndex('gateway_payments_external_uq').on(t.gateway, t.externalId),
    index('gateway_payments_invoice_idx').on(t.invoiceId),
  ],
);

/** Every gateway notification received, as it came, for audit and replays. */
export const gatewayNotifications = pgTable('gateway_notifications', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  gateway: text('gateway').notNull(),
  externalId: text('external_id'),
  verified: smallint('verified').notNull(),
  payload: jsonb('payload'),
  outcome: text('outcome'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const investmentFunds = pgTable('investment_funds', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  quotaValueCents: bigint('quota_value_cents', { mode: 'number' }).notNull().default(0),
  status: smallint('status').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's holding of a fund's quotas (career-plan prizes, purchases). */
export const fundQuotas = pgTable(
  'fund_quotas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fundId: integer('fund_id')
      .notNull()
      .references(() => investmentFunds.id),
    quotas: integer('quotas').notNull(),
    origin: text('origin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fund_quotas_user_idx').on(t.userId, t.id), check('fund_quotas_positive_ck', sql`${t.quotas} > 0`)],
);
