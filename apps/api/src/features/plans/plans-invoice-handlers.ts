import { InvoiceType } from '@clube/contract';
import type { InvoiceHandlers, InvoiceTypeHandler } from '../invoices';
import { noPostings } from '../invoices';
import { scheduleNextMonthlyFee } from '../billing';
import { addMonths, dayInSaoPaulo } from '../../platform/dates';
import * as repo from './plans.repository';

/*
 * What the plans' invoices mean to the invoices feature's lifecycle
 * (docs/payments.md#invoice-lifecycle-and-handlers, docs/club.md "Plans and invoices",
 * docs/plans.md#plan-changes). Registered by apps/api/src/invoice-handlers.ts. Cancelling one that
 * was paid leaves what the payment did besides money (the activation, the plan) as it is
 * (docs/bonuses.md#clawbacks): those inverses post nothing and change nothing.
 */

const keepsWhatItDid: InvoiceTypeHandler['cancelPaid'] = async () => ({ members: [], apply: async () => undefined });
const nothingToUndo: InvoiceTypeHandler['cancelPending'] = async () => undefined;

/**
 * Any invoice: real money (balance, Mercado Pago) paying an invoice of a member activated by the
 * demonstration gateway clears his sandbox activation; the adhesion sets it itself (docs/payments.md).
 * Done as it decides, before the commissions are planned: they read it (the buyer's cashback).
 */
export const payerInvoiceHandler: InvoiceHandlers['payer'] = {
  settle: async (tx, invoice, ctx) => {
    if (ctx.via !== 'offline' && invoice.type !== InvoiceType.Adesao) await repo.clearSandboxActivation(tx, invoice.userId, ctx.now);
    return noPostings;
  },
};

/**
 * Adesão: paid, the member is activated on the invoice's plan (in sandbox when the demonstration
 * gateway paid it) and his first Mensalidade is issued, due a month from today. Never paid: he
 * stays Pendente.
 */
export const adhesionInvoiceHandler: InvoiceTypeHandler = {
  settle: async (tx, invoice, ctx) => ({
    members: [],
    apply: async () => {
      await repo.activateMember(tx, invoice.userId, invoice.planId, ctx.now, ctx.via === 'offline');
      const plan = invoice.planId !== null ? await repo.findPlan(tx, invoice.planId) : undefined;
      if (plan) await scheduleNextMonthlyFee(tx, invoice.userId, plan, addMonths(dayInSaoPaulo(ctx.now), 1));
    },
  }),
  cancelPending: nothingToUndo,
  cancelPaid: keepsWhatItDid,
};

/** Troca de Plano: paid, the member's plan switches (from today); cancelled pending, it never does. */
export const planChangeInvoiceHandler: InvoiceTypeHandler = {
  settle: async (tx, invoice, ctx) => ({
    members: [],
    apply: async () => {
      if (invoice.planId !== null) await repo.switchPlan(tx, invoice.userId, invoice.planId, ctx.now);
    },
  }),
  cancelPending: nothingToUndo,
  cancelPaid: keepsWhatItDid,
};
