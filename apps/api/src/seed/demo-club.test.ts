import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/helper';
import { invoices, plans, userNotifications, users } from '../db/schema';
import { memberBalanceCents } from '../features/ledger';
import { seedDemoClub } from './demo-club';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo club seed', () => {
  it('seeds once and reuses the data on a second start', async () => {
    expect(await seedDemoClub(t.database.db)).toBe(true);
    expect(await seedDemoClub(t.database.db)).toBe(false);
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.username, 'demo'))) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('gives the demo member what the dashboard shows', async () => {
    const db = t.database.db;
    const [demo] = await db.select().from(users).where(eq(users.username, 'demo'));
    expect(demo).toMatchObject({ type: 2, status: 1 });
    expect(demo!.sponsorId).not.toBeNull();
    expect(demo!.planId).not.toBeNull();
    expect(await memberBalanceCents(db, demo!.id)).toBeGreaterThanOrEqual(500_000);
    const downline = await db.select({ id: users.id }).from(users).where(eq(users.sponsorId, demo!.id));
    expect(downline.length).toBeGreaterThanOrEqual(3);
    const unread = await db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, demo!.id), isNull(userNotifications.viewedDate)));
    expect(unread.length).toBeGreaterThan(0);
    const pending = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.userId, demo!.id), eq(invoices.status, 1)));
    expect(pending.length).toBeGreaterThanOrEqual(1);
    const active = await db.select().from(plans).where(eq(plans.status, 1));
    expect(active.length).toBeGreaterThanOrEqual(3);
    // The demo member can try a plan change both ways (docs/plans.md#plan-changes).
    const own = active.find((p) => p.id === demo!.planId)!;
    expect(active.some((p) => p.priceCents > own.priceCents)).toBe(true);
    expect(active.some((p) => p.priceCents < own.priceCents)).toBe(true);
  });

  it('lets the demo logins sign in', async () => {
    await expect(t.login('demo', 'demo1234')).resolves.toBeDefined();
  });
});
