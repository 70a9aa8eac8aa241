import { isNull, sql } from 'drizzle-orm';
import {
  DEFAULT_CONFIGURATION_TIMER_MS,
  DEFAULT_SECOND_APPROVAL_ABOVE,
  DEFAULT_SECOND_APPROVAL_WINDOW_HOURS,
  DEFAULT_HELD_INVOICE_TYPES,
  DEFAULT_HOLD_DAYS,
  DEFAULT_FEE_COMMISSION_SHARE_LIMIT,
  percentToBp,
  SC_BONIFICATION_CENTER_KEY,
  SC_INTEGRATIONS_KEY,
  SC_SHOPS_KEY,
  type SCBonificationCenter,
} from '@clube/contract/configurations';
import type { DbOrTx } from '../db/client';
import { configurations, products, unilevelTables, unilevelTableVersions, users } from '../db/schema';

/** The demo club's unilevel tables (docs/bonuses.md#unilevel-tables), in percent of each base. */
export const DEMO_UNILEVELS = {
  adhesion: { name: 'Adesão', levels: [10, 5, 3, 2, 1, 1, 1, 1, 0.5, 0.5] },
  monthly: { name: 'Mensalidade', levels: [5, 3, 2, 1, 1, 1, 0.5, 0.5] },
  // The base of a sale is the club's OfficePercentage share of it, not its price: larger shares.
  products: { name: 'Produtos', levels: [20, 10, 5, 3, 2] },
} as const;

/**
 * The demo club's bonification (docs/operations.md#seeding): three unilevel tables in use, the
 * bonification center pointing at them, the shop rules added to scShops (the marketplace seed wrote
 * its freight settings: they are merged, not replaced), scIntegrations without any secret (the
 * demo runs the offline adapters), and the 'Produtos' table on every product that names none (it
 * is also the center's ProductsUnilevelId, for the products members add later).
 * Runs inside the demo club's transaction, after the marketplace seed.
 */
export async function seedDemoBonification(tx: DbOrTx) {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = 'admin'`)
    .limit(1);
  const ids = {} as Record<keyof typeof DEMO_UNILEVELS, number>;
  for (const [key, table] of Object.entries(DEMO_UNILEVELS) as Array<[keyof typeof DEMO_UNILEVELS, (typeof DEMO_UNILEVELS)[keyof typeof DEMO_UNILEVELS]]>) {
    const [row] = await tx.insert(unilevelTables).values({ name: table.name }).returning({ id: unilevelTables.id });
    await tx.insert(unilevelTableVersions).values({ tableId: row!.id, version: 1, levelsBp: table.levels.map(percentToBp), createdBy: admin?.id ?? null });
    ids[key] = row!.id;
  }

  const center: SCBonificationCenter = {
    AdhesionUnilevelId: ids.adhesion,
    MonthlyPaymentUnilevelId: ids.monthly,
    PlanChangeUnilevelId: ids.adhesion,
    ProductsUnilevelId: ids.products,
    DynamicCompression: false,
    OverdueInactiveDays: 10,
    OverdueCancelDays: 30,
    SubscriptionIssueDaysAhead: 5,
    SecondApprovalAbove: DEFAULT_SECOND_APPROVAL_ABOVE,
    SecondApprovalWindowHours: DEFAULT_SECOND_APPROVAL_WINDOW_HOURS,
    HeldInvoiceTypes: [...DEFAULT_HELD_INVOICE_TYPES],
    HoldDays: DEFAULT_HOLD_DAYS,
    FeeCommissionShareLimit: DEFAULT_FEE_COMMISSION_SHARE_LIMIT,
    Timer: DEFAULT_CONFIGURATION_TIMER_MS,
  };
  await merge(tx, SC_BONIFICATION_CENTER_KEY, center);
  await merge(tx, SC_SHOPS_KEY, { MinimumOrderValue: 20, CashbackPercentage: 2, Timer: DEFAULT_CONFIGURATION_TIMER_MS });
  await merge(tx, SC_INTEGRATIONS_KEY, { ZipProvider: 'offline', Timer: DEFAULT_CONFIGURATION_TIMER_MS });

  await tx.update(products).set({ unilevelId: ids.products }).where(isNull(products.unilevelId));
}

/** Adds `fields` to a stored group (jsonb `||`), creating the row when there is none. */
async function merge(tx: DbOrTx, key: string, fields: Record<string, unknown>) {
  await tx
    .insert(configurations)
    .values({ key, value: fields })
    .onConflictDoUpdate({ target: configurations.key, set: { value: sql`${configurations.value} || excluded.value`, updatedAt: sql`now()` } });
}
