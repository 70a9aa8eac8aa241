import { EarningCategory, earningCategoryLabels, formatReais, InvoiceType, messages } from '@clube/contract';
import { CommissionLineStatus } from '@clube/contract/bonuses';
import { holdDaysOf } from '@clube/contract/configurations';
import { DeliveryType } from '@clube/contract/orders';
import type { DbOrTx } from '../../db/client';
import { addDays, dayInSaoPaulo } from '../../platform/dates';
import { holdingLegs, holdTermsFrom, recordHolds, SystemAccount, type HoldCredit, type HoldTerms, type Leg } from '../ledger';
import { notifyMember, PushKind } from '../notifications';
import { orderCommissionBase } from '../orders';
import { levelsNeeded, planLines, type BaseItem, type PlannedLine } from './commission-plan';
import * as repo from './commissions.repository';

/** The invoice fields the engine reads (payments' invoice row has them). */
export interface CommissionInvoice {
  id: number;
  type: number;
  userId: number;
  valueCents: number;
  userSubscriptionId: number | null;
}

/** What settled it: real money (balance, mercadopago) or the demonstration gateway. */
export type CommissionVia = 'balance' | 'mercadopago' | 'offline';

export interface CommissionOutcome {
  /** Lines written now (0 when the invoice pays no bonus, or had been paid already). */
  lines: number;
  /** Centavos credited to members' wallets now. */
  creditedCents: number;
  transactionId: number | null;
}

/** The ledger key of an invoice's bonuses: a second settlement of it moves nothing. */
export const commissionKey = (invoiceId: number) => `bonus:invoice:${invoiceId}`;

interface Source {
  sourceUserId: number;
  items: BaseItem[];
  /** B2B: the buyer may get cashback. */
  cashbackBuyerId: number | null;
  /** A goods order: a hold's window starts at its delivery, not at the payment (docs/bonuses.md#held-commissions). */
  holdFromDelivery: boolean;
}

/** Base, table and category by invoice type (docs/bonuses.md#commission-lines). */
async function sourceOf(tx: DbOrTx, inv: CommissionInvoice, rules: repo.BonusRules): Promise<Source | undefined> {
  const whole = async (tableId: number | null | undefined, category: number): Promise<Source | undefined> => {
    if (!tableId || inv.valueCents <= 0) return undefined;
    const table = rules.tables.get(tableId);
    if (!table) return undefined;
    return { sourceUserId: inv.userId, items: [{ itemId: 0, baseCents: inv.valueCents, table, category }], cashbackBuyerId: null, holdFromDelivery: false };
  };
  const c = rules.center;
  switch (inv.type) {
    case InvoiceType.Adesao:
      return whole(c.AdhesionUnilevelId, EarningCategory.Adesao);
    case InvoiceType.Mensalidade:
      return whole(c.MonthlyPaymentUnilevelId, EarningCategory.Mensalidade);
    // A plan change buys a plan, as an adhesion does: same category, its own table.
    case InvoiceType.TrocaDePlano:
      return whole(c.PlanChangeUnilevelId, EarningCategory.Adesao);
    // A subscription is a recurring fee: category Mensalidade, by the subscription's own table.
    case InvoiceType.Assinatura:
      return inv.userSubscriptionId === null ? undefined : whole(await repo.subscriptionUnilevelId(tx, inv.userSubscriptionId), EarningCategory.Mensalidade);
    case InvoiceType.B2B:
    case InvoiceType.B2C: {
      const order = await orderCommissionBase(tx, inv.id);
      if (!order) return undefined;
      const b2b = inv.type === InvoiceType.B2B;
      const fallbackId = c.ProductsUnilevelId;
      const { tables } = rules;
      // The product's own table when it names an Ativa one, else the center's products table.
      const fallback = (fallbackId && tables.get(fallbackId)) || null;
      const tableOf = (unilevelId: number | null) => (unilevelId !== null && tables.get(unilevelId)) || fallback;
      const items = order.items
        .filter((i) => i.baseCents > 0)
        .map((i) => ({ itemId: i.itemId, baseCents: i.baseCents, table: tableOf(i.unilevelId), category: b2b ? EarningCategory.B2B : EarningCategory.B2C }));
      const cashbackBuyerId = b2b && rules.cashbackBp > 0 ? order.buyerId : null;
      if (items.length === 0 || (items.every((i) => !i.table) && cashbackBuyerId === null)) return undefined;
      // The payer of a B2C invoice is the store client; his sponsor, the store's owner, is level 1.
      // A service is "received" when bought (CDC art. 49): its window starts at the payment.
      return { sourceUserId: order.buyerId, items, cashbackBuyerId, holdFromDelivery: order.deliveryType !== DeliveryType.Services };
    }
    default:
      return undefined;
  }
}

/** What each beneficiary is credited, by category: one leg (or one hold) each. */
function creditsOf(lines: PlannedLine[], invoiceId: number): HoldCredit[] {
  const byKey = new Map<string, { member: number; category: number; amountCents: number }>();
  for (const l of lines) {
    if (l.status !== CommissionLineStatus.Creditado || l.beneficiaryId === null) continue;
    const key = `${l.beneficiaryId}:${l.category}`;
    const leg = byKey.get(key) ?? { member: l.beneficiaryId, category: l.category, amountCents: 0 };
    leg.amountCents += l.amountCents;
    byKey.set(key, leg);
  }
  return [...byKey.values()].map((c) => ({ ...c, description: messages.commissionEntry(earningCategoryLabels[c.category] ?? '', invoiceId) }));
}

/**
 * The commissions' posting legs: paid at once, the bonus expense pays each beneficiary; held, it
 * pays them all into held credits and no wallet moves (docs/ledger.md#held-credits).
 */
function legsOf(credits: HoldCredit[], held: boolean): Leg[] {
  const total = credits.reduce((s, l) => s + l.amountCents, 0);
  if (total === 0) return [];
  if (held) return holdingLegs(SystemAccount.BonusExpense, total);
  return [{ system: SystemAccount.BonusExpense, amountCents: -total }, ...credits.map((c) => ({ ...c }))];
}

/**
 * Whether the invoice's credits wait out the right of withdrawal, and until when
 * (docs/bonuses.md#held-commissions): the bonification center names the held invoice types and
 * the days; they count from the payment, or for a goods order from its delivery (no day yet).
 * Simulated money is never held: it never reaches a wallet anyway.
 */
export function holdTermsOf(
  center: { HeldInvoiceTypes: readonly number[]; HoldDays: number },
  invoiceType: number,
  fromDelivery: boolean,
  via: CommissionVia,
  now: Date,
): HoldTerms | null {
  const days = holdDaysOf(center, invoiceType);
  if (days === null || via === 'offline') return null;
  return holdTermsFrom(days, fromDelivery ? null : dayInSaoPaulo(now));
}

/** One 'Bônus creditado' per member credited by a posting: the panel's record, and a push (docs/app.md#push-notifications). */
async function notifyCredited(tx: DbOrTx, legs: Leg[], at: Date) {
  const byMember = new Map<number, { cents: number; categories: Set<string> }>();
  for (const leg of legs) {
    if (!('member' in leg) || leg.amountCents <= 0) continue;
    const m = byMember.get(leg.member) ?? { cents: 0, categories: new Set<string>() };
    m.cents += leg.amountCents;
    if (leg.category != null) m.categories.add(earningCategoryLabels[leg.category] ?? '');
    byMember.set(leg.member, m);
  }
  for (const [userId, m] of byMember) {
    const what = [...m.categories].filter(Boolean).join(', ');
    await notifyMember(tx, {
      userId,
      kind: PushKind.BonusCredited,
      title: 'Bônus creditado',
      message: `Você recebeu ${formatReais(m.cents)}${what ? ` de ${what}` : ''} na sua conta corrente.`,
      at,
    });
  }
}

/**
 * Pays the bonuses of an invoice that was just settled, inside the settlement's transaction `tx`
 * (docs/bonuses.md#commission-lines): its base is split up the source member's sponsor chain by
 * the unilevel table its type names, one commission line per level, and the Creditado lines are
 * posted to the beneficiaries' wallets in ONE ledger transaction (bonus expense -> members) keyed
 * `bonus:invoice:{id}`, written by the same statement as the lines. An offline-gateway settlement
 * writes Simulado lines and posts nothing.
 *
 * Paying the same invoice twice pays once: the ledger key answers a repeat without moving money
 * (and then nothing is written), and commission_lines_once_uq skips any line already there.
 */
export async function payCommissions(tx: DbOrTx, invoice: CommissionInvoice, via: CommissionVia, now: Date = new Date()): Promise<CommissionOutcome> {
  return (await planCommissions(tx, invoice, via, now)).apply();
}

/**
 * payCommissions in two halves, for the settlement (the bonuses' invoice handler): the lines are
 * planned now (rules, table, chain: reads only) and `members` names every beneficiary a Creditado
 * line credits, so the settlement locks them with the payer and the seller before any posting;
 * `apply` posts and writes the lines.
 */
export async function planCommissions(
  tx: DbOrTx,
  invoice: CommissionInvoice,
  via: CommissionVia,
  now: Date = new Date(),
): Promise<{ members: number[]; apply: () => Promise<CommissionOutcome> }> {
  const none: CommissionOutcome = { lines: 0, creditedCents: 0, transactionId: null };
  const nothing = { members: [], apply: async () => none };
  const rules = await repo.readBonusRules(tx);
  const source = await sourceOf(tx, invoice, rules);
  if (!source) return nothing;

  const cutoff = addDays(dayInSaoPaulo(now), -rules.center.OverdueInactiveDays);
  const compression = rules.center.DynamicCompression;
  const chain = await repo.sponsorChain(tx, { sourceId: source.sourceUserId, levels: levelsNeeded(source.items), compression, cutoff });
  const cashback =
    source.cashbackBuyerId === null
      ? undefined
      : { buyerId: source.cashbackBuyerId, buyerActive: await repo.isEarning(tx, source.cashbackBuyerId, cutoff), bp: rules.cashbackBp };
  const planned = planLines({ sourceUserId: source.sourceUserId, items: source.items, chain, compression, simulated: via === 'offline', cashback });
  if (planned.length === 0) return nothing;
  const credits = creditsOf(planned, invoice.id);
  const terms = holdTermsOf(rules.center, invoice.type, source.holdFromDelivery, via, now);
  const legs = legsOf(credits, terms !== null);

  // A Creditado line's ledger transaction is filled in by the statement that posts it.
  const lines = planned.map((l) => ({ ...l, sourceInvoiceId: invoice.id, sourceUserId: source.sourceUserId, ledgerTransactionId: null, createdAt: now }));
  const apply = async (): Promise<CommissionOutcome> => {
    let transactionId: number | null = null;
    let written: repo.WrittenLine[];
    if (legs.length > 0) {
      // The posting and its lines in one statement; a replayed settlement's key moves nothing and
      // writes no line (the first payment's lines are there).
      const posted = await repo.postCommissionLines(
        tx,
        {
          kind: 'commission',
          idempotencyKey: commissionKey(invoice.id),
          reference: `invoice:${invoice.id}`,
          description: messages.commissionEntry(earningCategoryLabels[source.items[0]!.category] ?? '', invoice.id),
          legs,
          at: now,
        },
        lines,
      );
      if (!posted.result.applied) return none;
      transactionId = posted.result.transactionId;
      written = posted.written;
      // Held: the members are owed it once the window closes; the release notifies them then.
      if (terms) await recordHolds(tx, { invoiceId: invoice.id, kind: 'commission', transactionId, credits, terms, at: now });
      else await notifyCredited(tx, legs, now);
    } else {
      written = await repo.insertLines(tx, lines);
    }
    const creditedCents = written.filter((l) => l.status === CommissionLineStatus.Creditado).reduce((s, l) => s + l.amountCents, 0);
    return { lines: written.length, creditedCents, transactionId };
  };
  return { members: legs.flatMap((l) => ('member' in l ? [l.member] : [])), apply };
}
