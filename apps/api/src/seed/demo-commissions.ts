import { and, eq, inArray, lt } from 'drizzle-orm';
import { EarningCategory, InvoiceType, messages, PaymentMethod } from '@clube/contract';
import { OrderCreationRequest } from '@clube/contract/orders';
import { PaymentRequest } from '@clube/contract/payments';
import type { Db, DbOrTx } from '../db/client';
import { addresses, invoices, ledgerHolds, plans, products, users } from '../db/schema';
import { releaseHeldCredits } from '../features/bonuses';
import { createFreightProvider } from '../integrations/freight';
import { offlineGateway } from '../integrations/payments/offline/offline-gateway';
import { createPeriodInvoice } from '../features/invoices';
import { post, SystemAccount } from '../features/ledger';
import { freightTable, markOrderDelivered, placeOrder } from '../features/orders';
import { offlineLookup, payInvoiceWithBalance, payInvoiceWithGateway } from '../features/payments';
import type { AuthUser } from '../platform/auth';
import { dayInSaoPaulo } from '../platform/dates';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/**
 * One payment of demo's downline in the month before the seeding. `daysAgo` is when it was paid by
 * balance; a fee paid `by: 'card'` goes through the demonstration gateway at the seeding (Simulado).
 */
export type DemoDownlinePayment =
  | { payer: string; kind: 'fee'; daysAgo: number; by?: 'balance' }
  | { payer: string; kind: 'fee'; by: 'card' }
  | { payer: string; kind: 'order'; daysAgo: number; deliveredDaysAgo: number; items: Array<{ code: string; quantity: number }> };

/**
 * demo's downline paying, oldest first (docs/bonuses.md#demo-club): Mensalidades of his levels 1
 * (ana.souza, bruno.lima, carla.mendes), 2 (the '.timeN' members) and 3 (the '.a' members), and
 * B2B purchases of the club's products at each of those levels. Two payers sit under a sponsor who
 * does not earn (diego.rocha is Pendente, bruno.time1 Inativo): their level 1 goes to the club.
 *
 * Keep ana.souza's team (the only member below demo with two active directs) under R$ 150,00 of
 * paid invoices in any month: more would give her rank Bronze, which the network journey says she
 * lacks. Fees are due on the day they are paid and the oldest 27 days back, so the next fee each
 * payment schedules is due after the seeding (a month holds 28 days at least): nobody is overdue.
 */
export const DEMO_DOWNLINE_PAYMENTS: DemoDownlinePayment[] = [
  { payer: 'carla.mendes', kind: 'fee', daysAgo: 27 },
  { payer: 'bruno.time2', kind: 'fee', daysAgo: 25 },
  {
    payer: 'bruno.lima',
    kind: 'order',
    daysAgo: 23,
    deliveredDaysAgo: 20,
    items: [
      { code: 'CO-CAF-001', quantity: 2 },
      { code: 'CO-SUP-002', quantity: 1 },
    ],
  },
  { payer: 'ana.souza', kind: 'fee', daysAgo: 21 },
  { payer: 'diego.time1', kind: 'fee', daysAgo: 19 },
  { payer: 'bruno.time1.a', kind: 'fee', daysAgo: 17 },
  { payer: 'carla.time1', kind: 'order', daysAgo: 15, deliveredDaysAgo: 12, items: [{ code: 'CO-CAF-003', quantity: 3 }] },
  { payer: 'bruno.lima', kind: 'fee', daysAgo: 13 },
  { payer: 'ana.time1', kind: 'fee', daysAgo: 11 },
  // Delivered nine days before the seeding: its seven days are over and its held credits were released the day before, so
  // nothing of it lands on the seeding day's gains (docs/bonuses.md#held-commissions).
  { payer: 'bruno.time2.a', kind: 'order', daysAgo: 10, deliveredDaysAgo: 9, items: [{ code: 'CO-SUP-001', quantity: 1 }] },
  { payer: 'carla.time1', kind: 'fee', daysAgo: 9 },
  { payer: 'bruno.time2.a', kind: 'fee', daysAgo: 5 },
  { payer: 'diego.time2', kind: 'fee', by: 'card' },
];

/** A fee paid on the demonstration gateway: no money, Simulado lines. */
export const byCard = (p: DemoDownlinePayment) => p.kind === 'fee' && p.by === 'card';

/** What each payer by balance receives before the month starts: one profit sharing, equal parts (category 6). */
export const DEMO_DOWNLINE_FUNDING_CENTS = 40_000;
const FUNDED_DAYS_AGO = 30;

/** Delivery addresses of the buyers the marketplace seed gave none. */
const ADDRESS = { zipCode: '01310100', street: 'Avenida Paulista', district: 'Bela Vista', city: 'São Paulo', state: 'SP', complement: null };
const BUYER_ADDRESSES: Record<string, { name: string; number: string }> = {
  'carla.time1': { name: 'Casa', number: '900' },
  'bruno.time2.a': { name: 'Trabalho', number: '1000' },
};

/**
 * A month of commission history for the demo club (docs/bonuses.md#demo-club): demo's downline
 * pays its Mensalidades and buys from the club with real money, through the payments' and orders'
 * own services on the past days, so the bonus engine (settleInvoice → payCommissions) writes every
 * commission line and its ledger transaction, as in real use. The money is theirs: a profit sharing
 * from the club's bonus expense a month ago, the source of the demo club's seeded money
 * (demo-finances.ts). One fee is paid by card on the demonstration gateway: a Simulado line.
 * Runs inside the demo club's transaction, after the bonification seed (the tables and the bonus
 * rules) and the marketplace (the club's products).
 */
export async function seedDemoCommissions(tx: DbOrTx) {
  // The services take a database and open their own transactions: here, savepoints of the seed's.
  const db = tx as Db;
  const usernames = ['admin', ...new Set(DEMO_DOWNLINE_PAYMENTS.map((p) => p.payer))];
  const people = await tx
    .select({
      id: users.id,
      type: users.type,
      status: users.status,
      rolesIds: users.rolesIds,
      username: users.username,
      name: users.name,
      email: users.email,
      planId: users.planId,
    })
    .from(users)
    .where(inArray(users.username, usernames));
  const person = (username: string) => {
    const found = people.find((p) => p.username === username);
    if (!found) throw new Error(`seedDemoCommissions: user '${username}' is not seeded yet`);
    return found;
  };
  const session = (username: string): AuthUser => ({ ...person(username), sessionId: 'seed', impersonatorId: null, secondFactor: null });

  await fundPayers(
    tx,
    DEMO_DOWNLINE_PAYMENTS.filter((p) => !byCard(p)).map((p) => person(p.payer).id),
  );
  await tx.insert(addresses).values(Object.entries(BUYER_ADDRESSES).map(([username, a]) => ({ ...ADDRESS, ...a, userId: person(username).id })));

  const fees = new Map((await tx.select({ id: plans.id, name: plans.name, cents: plans.monthlyPaymentCents }).from(plans)).map((p) => [p.id, p]));
  const clubProducts = await tx
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(inArray(products.code, [...new Set(DEMO_DOWNLINE_PAYMENTS.flatMap((p) => (p.kind === 'order' ? p.items.map((i) => i.code) : [])))]));
  const productId = (code: string) => clubProducts.find((p) => p.code === code)?.id ?? missing(`product ${code}`);
  const freight = createFreightProvider({ melhorEnvioUrl: 'http://127.0.0.1:9', table: () => freightTable(tx), log: { warn: () => {} } });
  const gateway = offlineGateway((externalId) => offlineLookup(db, externalId));

  for (const p of DEMO_DOWNLINE_PAYMENTS) {
    const payer = person(p.payer);
    if (p.kind === 'order') {
      const paidAt = daysAgo(p.daysAgo);
      const [address] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, payer.id)).limit(1);
      const order = await placeOrder(
        db,
        freight,
        session(p.payer),
        OrderCreationRequest.parse({
          Items: p.items.map((i) => ({ ProductId: productId(i.code), Quantity: i.quantity, ItemsFeatures: [] })),
          DeliveryAddressId: address?.id ?? missing(`address of ${p.payer}`),
          StoreUsername: null,
        }),
        paidAt,
      );
      await tx.update(invoices).set({ createdAt: paidAt }).where(eq(invoices.id, order.InvoiceId!));
      await payInvoiceWithBalance(db, payer.id, order.InvoiceId!, paidAt);
      await markOrderDelivered(db, session('admin'), order.Id, daysAgo(p.deliveredDaysAgo));
      continue;
    }
    const plan = payer.planId === null ? undefined : fees.get(payer.planId);
    if (!plan) missing(`plan of ${p.payer}`);
    const paidAt = p.by === 'card' ? new Date() : daysAgo(p.daysAgo);
    const due = dayInSaoPaulo(paidAt);
    const fee = await createPeriodInvoice(tx, {
      userId: payer.id,
      type: InvoiceType.Mensalidade,
      description: messages.monthlyInvoiceDescription(plan.name),
      valueCents: plan.cents,
      dueDate: due,
      billingPeriod: due,
      planId: plan.id,
    });
    if (!fee) missing(`a free period ${due} for ${p.payer}`);
    // Issued as the billing job issues fees: SubscriptionIssueDaysAhead (5) days before the due day.
    await tx
      .update(invoices)
      .set({ createdAt: new Date(paidAt.getTime() - 5 * DAY) })
      .where(eq(invoices.id, fee.id));
    if (p.by === 'card') {
      await payInvoiceWithGateway(
        { db, gateway, publicUrl: 'http://localhost:3000' },
        payer.id,
        PaymentRequest.parse({
          PaymentMethod: PaymentMethod.Credit,
          PaymentMethodId: 'master',
          Amount: plan.cents / 100,
          Email: payer.email,
          DocumentType: 1,
          DocumentNumber: '39053344705',
          InvoiceId: fee.id,
          Installments: 1,
          Name: payer.name,
          CardLastFourDigits: '4242',
        }),
      );
    } else {
      await payInvoiceWithBalance(db, payer.id, fee.id, paidAt);
    }
  }
  await releasePastHolds(tx);
}

/**
 * The seeded orders' (and adhesions') held credits whose seven days ended before today were
 * released on their day, at noon, as the daily job would have (docs/bonuses.md#held-commissions);
 * what is due today is released now. An order delivered less than seven days ago stays 'Retido'.
 */
async function releasePastHolds(tx: DbOrTx) {
  const today = dayInSaoPaulo();
  const days = await tx
    .selectDistinct({ day: ledgerHolds.releasesOn })
    .from(ledgerHolds)
    .where(and(eq(ledgerHolds.status, 1), lt(ledgerHolds.releasesOn, today)))
    .orderBy(ledgerHolds.releasesOn);
  for (const { day } of days) if (day) await releaseHeldCredits(tx, new Date(`${day}T12:00:00-03:00`));
  await releaseHeldCredits(tx);
}

/** One profit sharing (bonus expense → each payer, equal parts) a month ago, as the operator's would post it. */
async function fundPayers(tx: DbOrTx, payerIds: number[]) {
  const ids = [...new Set(payerIds)];
  const description = messages.profitSharingEntry('Equipes do clube, mês anterior');
  await post(tx, {
    kind: 'profit_sharing',
    idempotencyKey: 'seed:demo-downline:profit-sharing',
    description,
    at: daysAgo(FUNDED_DAYS_AGO),
    legs: [
      { system: SystemAccount.BonusExpense, amountCents: -DEMO_DOWNLINE_FUNDING_CENTS * ids.length, category: EarningCategory.DivisaoDeLucro },
      ...ids.map((member) => ({ member, amountCents: DEMO_DOWNLINE_FUNDING_CENTS, category: EarningCategory.DivisaoDeLucro })),
    ],
  });
}

function missing(what: string): never {
  throw new Error(`seedDemoCommissions: ${what} is not seeded`);
}
