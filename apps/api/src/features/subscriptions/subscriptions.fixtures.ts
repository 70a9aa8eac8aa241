import { eq } from 'drizzle-orm';
import { InvoiceType } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { invoices, subscriptions, userSubscriptions } from '../../db/schema';

/** Test support for subscriptions: the club's subscriptions and members' subscriptions written straight to the tables. */

export async function insertSubscription(
  db: DbOrTx,
  s: { name: string; description?: string; priceCents: number; frequencyType?: number; frequencyPriceCents: number; status?: number },
) {
  const [row] = await db
    .insert(subscriptions)
    .values({
      name: s.name,
      description: s.description ?? `Descrição de ${s.name}`,
      priceCents: s.priceCents,
      frequencyType: s.frequencyType ?? 1,
      frequencyPriceCents: s.frequencyPriceCents,
      status: s.status ?? 1,
    })
    .returning();
  return row!;
}

export async function insertUserSubscription(
  db: DbOrTx,
  u: { userId: number; subscriptionId: number; startedOn: string; nextPeriodStart: string; paidThrough?: string | null; status?: number },
) {
  const [row] = await db
    .insert(userSubscriptions)
    .values({ ...u, paidThrough: u.paidThrough ?? null, status: u.status ?? 1, cancelledAt: u.status === 0 ? new Date() : null })
    .returning();
  return row!;
}

export const userSubscriptionById = async (db: DbOrTx, id: number) => (await db.select().from(userSubscriptions).where(eq(userSubscriptions.id, id)))[0]!;

export const subscriptionInvoicesOf = async (db: DbOrTx, userSubscriptionId: number) =>
  (await db.select().from(invoices).where(eq(invoices.userSubscriptionId, userSubscriptionId)).orderBy(invoices.id)).filter(
    (i) => i.type === InvoiceType.Assinatura,
  );
