import { eq, inArray } from 'drizzle-orm';
import { EarningCategory, PaymentMethod } from '@clube/contract';
import { DeliveryType, OrderCreationRequest } from '@clube/contract/orders';
import { PaymentRequest } from '@clube/contract/payments';
import type { DbOrTx, Db } from '../db/client';
import { addresses, invoices, users } from '../db/schema';
import { createFreightProvider } from '../integrations/freight';
import { offlineGateway } from '../integrations/payments/offline/offline-gateway';
import { cancelOrderOfInvoice, freightTable, markOrderDelivered, placeOrder } from '../features/orders';
import { offlineLookup, payInvoiceWithBalance, payInvoiceWithGateway } from '../features/payments';
import type { AuthUser } from '../platform/auth';
import { creditMember } from './builders';

const DAY = 86_400_000;

export interface DemoPeople {
  admin: number;
  demo: number;
  'bruno.lima': number;
  'carla.mendes': number;
  'cliente.loja': number;
}

interface Catalog {
  /** Product ids by code (demo-catalog.ts). */
  club: Map<string, number>;
  demo: Map<string, number>;
  /** Feature ids by "Category:Name". */
  features: Map<string, number>;
}

type Buyer = Exclude<keyof DemoPeople, 'admin'>;

/**
 * One order of the demo and what became of it. Days are counted back from the seeding; a paid
 * order of another month than the current one keeps the career plan's monthly volume as the
 * career-plan seed describes it (payments by card are the demonstration gateway's, which counts no
 * volume and credits no seller: docs/marketplace.md#orders).
 */
interface DemoOrder {
  buyer: Buyer;
  items: Array<{ code: string; quantity: number; options?: string[] }>;
  deliveryType?: number;
  /** A store client buying in demo's public store (B2C). */
  inStore?: boolean;
  placedDaysAgo: number;
  outcome:
    | { kind: 'pending' }
    | { kind: 'cancelled'; daysAgo: number }
    | { kind: 'paid'; by: 'card' }
    | { kind: 'paid'; by: 'balance'; daysAgo: number }
    | { kind: 'delivered'; by: 'balance'; daysAgo: number; deliveredDaysAgo: number };
}

/** Orders in every status: demo's purchases from the club ('Minhas Compras') and his clients' orders ('Pedidos dos Seus Clientes'). */
const DEMO_ORDERS: DemoOrder[] = [
  {
    buyer: 'demo',
    items: [
      { code: 'CO-CAF-001', quantity: 2 },
      { code: 'CO-CAS-001', quantity: 1 },
    ],
    placedDaysAgo: 52,
    outcome: { kind: 'delivered', by: 'balance', daysAgo: 52, deliveredDaysAgo: 48 },
  },
  {
    buyer: 'bruno.lima',
    items: [
      { code: 'RO-SAB-03', quantity: 2 },
      { code: 'RO-VEL-01', quantity: 1 },
    ],
    placedDaysAgo: 45,
    outcome: { kind: 'delivered', by: 'balance', daysAgo: 45, deliveredDaysAgo: 42 },
  },
  {
    buyer: 'demo',
    items: [
      { code: 'CO-BEL-001', quantity: 1 },
      { code: 'CO-BEL-003', quantity: 1 },
    ],
    placedDaysAgo: 25,
    // The expiry job cancels an order invoice the day after its due day (3 days after the order).
    outcome: { kind: 'cancelled', daysAgo: 21 },
  },
  { buyer: 'bruno.lima', items: [{ code: 'RO-SAB-03', quantity: 1 }], placedDaysAgo: 18, outcome: { kind: 'cancelled', daysAgo: 14 } },
  {
    buyer: 'demo',
    items: [
      { code: 'CO-ROU-001', quantity: 2, options: ['Cor:Azul', 'Tamanho:M'] },
      { code: 'CO-ACE-001', quantity: 1, options: ['Cor:Preto'] },
    ],
    deliveryType: DeliveryType.Pac,
    placedDaysAgo: 1,
    outcome: { kind: 'paid', by: 'card' },
  },
  { buyer: 'cliente.loja', inStore: true, items: [{ code: 'RO-SAB-03', quantity: 1 }], placedDaysAgo: 1, outcome: { kind: 'paid', by: 'card' } },
  { buyer: 'demo', items: [{ code: 'CO-SER-001', quantity: 1 }], placedDaysAgo: 0.2, outcome: { kind: 'pending' } },
  { buyer: 'carla.mendes', items: [{ code: 'RO-VEL-01', quantity: 2 }], placedDaysAgo: 0.15, outcome: { kind: 'pending' } },
  {
    buyer: 'cliente.loja',
    inStore: true,
    items: [
      { code: 'RO-VEL-01', quantity: 1 },
      { code: 'RO-SAB-03', quantity: 1 },
    ],
    placedDaysAgo: 0.05,
    outcome: { kind: 'pending' },
  },
];

/** The card holder's document on the demonstration gateway (a well-formed CPF; no card is charged). */
const PAYER_DOCUMENTS: Partial<Record<Buyer, string>> = { demo: '52998224725', 'cliente.loja': '12345678909' };

const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/**
 * Places, pays, delivers and cancels the demo's orders through the orders' and payments' own
 * services, so that stock movements, invoices, the ledger (buyer's payment, seller's credit) and
 * the audit are those of real use. Runs inside the demo club's transaction.
 */
export async function seedDemoOrders(tx: DbOrTx, people: DemoPeople, catalog: Catalog) {
  // The services take a database and open their own transactions: here those are savepoints of the seed's.
  const db = tx as Db;
  const freight = createFreightProvider({ melhorEnvioUrl: 'http://127.0.0.1:9', table: () => freightTable(tx), log: { warn: () => {} } });
  const gateway = offlineGateway((externalId) => offlineLookup(db, externalId));
  const sessions = await sessionsOf(tx, people);
  const addressOf = await addressesOf(tx, people);

  // Bruno pays his orders with his balance: the bonus of his own team's adhesion.
  await creditMember(tx, people['bruno.lima'], 30_000, EarningCategory.Adesao, 'Bônus de adesão — bruno.time2', daysAgo(70));

  for (const o of DEMO_ORDERS) {
    const buyer = sessions[o.buyer];
    const productId = (code: string) => catalog.club.get(code) ?? catalog.demo.get(code) ?? missing(code);
    const placedAt = daysAgo(o.placedDaysAgo);
    const order = await placeOrder(
      db,
      freight,
      buyer,
      OrderCreationRequest.parse({
        Items: o.items.map((i) => ({
          ProductId: productId(i.code),
          Quantity: i.quantity,
          ItemsFeatures: (i.options ?? []).map((k) => catalog.features.get(k) ?? missing(k)),
        })),
        DeliveryType: o.deliveryType ?? null,
        DeliveryAddressId: addressOf[o.buyer],
        StoreUsername: o.inStore ? 'demo' : null,
      }),
      placedAt,
    );
    const invoiceId = order.InvoiceId!;
    await tx.update(invoices).set({ createdAt: placedAt }).where(eq(invoices.id, invoiceId));
    const seller = order.Seller.Id === people.admin ? sessions.admin : sessions.demo;
    const out = o.outcome;
    if (out.kind === 'cancelled') {
      await cancelOrderOfInvoice(tx, invoiceId, null, daysAgo(out.daysAgo));
    } else if (out.kind === 'paid' && out.by === 'card') {
      const user = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, buyer.id));
      await payInvoiceWithGateway(
        { db, gateway, publicUrl: 'http://localhost:3000' },
        buyer.id,
        PaymentRequest.parse({
          PaymentMethod: PaymentMethod.Credit,
          PaymentMethodId: 'master',
          Amount: order.FixedTotalValue,
          Email: user[0]!.email,
          DocumentType: 1,
          DocumentNumber: PAYER_DOCUMENTS[o.buyer] ?? missing(`document of ${o.buyer}`),
          InvoiceId: invoiceId,
          Installments: 1,
          Name: user[0]!.name,
          CardLastFourDigits: '4242',
        }),
      );
    } else if (out.kind === 'paid' || out.kind === 'delivered') {
      await payInvoiceWithBalance(db, buyer.id, invoiceId, daysAgo(out.daysAgo));
      if (out.kind === 'delivered') await markOrderDelivered(db, seller, order.Id, daysAgo(out.deliveredDaysAgo));
    }
  }
}

function missing(what: string): never {
  throw new Error(`seedDemoOrders: ${what} is not seeded`);
}

/** Each person as a signed-in session would be (the services check who acts). */
async function sessionsOf(tx: DbOrTx, people: DemoPeople): Promise<Record<keyof DemoPeople, AuthUser>> {
  const rows = await tx
    .select({ id: users.id, type: users.type, status: users.status, rolesIds: users.rolesIds, username: users.username })
    .from(users)
    .where(inArray(users.id, Object.values(people)));
  const entries = Object.entries(people).map(([key, id]) => {
    const row = rows.find((r) => r.id === id)!;
    return [key, { ...row, sessionId: 'seed', impersonatorId: null, secondFactor: null }] as const;
  });
  return Object.fromEntries(entries) as Record<keyof DemoPeople, AuthUser>;
}

/** Each buyer's delivery address (his newest). */
async function addressesOf(tx: DbOrTx, people: DemoPeople): Promise<Record<Buyer, number>> {
  const buyers = Object.entries(people).filter(([k]) => k !== 'admin') as Array<[Buyer, number]>;
  const rows = await tx
    .select({ id: addresses.id, userId: addresses.userId })
    .from(addresses)
    .where(
      inArray(
        addresses.userId,
        buyers.map(([, id]) => id),
      ),
    );
  return Object.fromEntries(buyers.map(([k, id]) => [k, Math.max(...rows.filter((r) => r.userId === id).map((r) => r.id))])) as Record<Buyer, number>;
}
