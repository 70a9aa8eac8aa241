import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { verifyPassword } from '../platform/passwords';
import { DEMO_LOGINS, seedDemoClub } from './demo-club';

/**
 * Seeds the demo club only into a database without any user: its known passwords and its seeded
 * money must never land among real members (docs/operations.md#demo-and-production).
 */
export async function seedDemoClubIfEmpty(db: Db): Promise<boolean> {
  const [anyone] = await db.select({ id: users.id }).from(users).limit(1);
  if (anyone) return false;
  return seedDemoClub(db);
}

export interface DemoLogin {
  role: 'member' | 'administrator';
  username: string;
  password: string;
}

/** The demo logins that still open this database (the banner shows them; production warns about them). */
export async function workingDemoLogins(db: Db): Promise<DemoLogin[]> {
  const found: DemoLogin[] = [];
  for (const [role, login] of Object.entries(DEMO_LOGINS) as Array<[DemoLogin['role'], (typeof DEMO_LOGINS)[DemoLogin['role']]]>) {
    const [row] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(and(eq(users.type, login.type), sql`lower(${users.username}) = ${login.username}`))
      .limit(1);
    if (row && (await verifyPassword(row.passwordHash, login.password))) found.push({ role, username: login.username, password: login.password });
  }
  return found;
}
