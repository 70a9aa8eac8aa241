import { eq, sql, type SQL } from 'drizzle-orm';
import { messages } from '@clube/contract';
import type { DbOrTx } from '../db/client';
import { accountThrottles } from '../db/schema';
import { AppError } from './errors';
import { sha256 } from './tokens';

/**
 * How many attempts one account key gets and how the wait grows after them (docs/accounts.md,
 * "Limits per account"). The key is what the caller typed, so an unknown account behaves exactly
 * like a real one, and no address or header changes it.
 */
export interface ThrottleRule {
  /** Keeps the limits apart: a login wait does not stop a password recovery. */
  scope: string;
  /** Attempts counted before the first wait; the last of them starts it. */
  allowance: number;
  firstWaitSeconds: number;
  /** Each further attempt doubles the wait, up to this. */
  maxWaitSeconds: number;
  /** A key with no attempt for this long starts again from zero. */
  forgetAfterSeconds: number;
  /** The 429's message while the key waits. */
  message: string;
}

const MINUTE = 60;

export const throttleRules = {
  login: {
    scope: 'login',
    allowance: 10,
    firstWaitSeconds: 30,
    maxWaitSeconds: 15 * MINUTE,
    forgetAfterSeconds: 60 * MINUTE,
    message: messages.accountThrottled,
  },
  recovery: {
    scope: 'recovery',
    allowance: 5,
    firstWaitSeconds: 30,
    maxWaitSeconds: 15 * MINUTE,
    forgetAfterSeconds: 60 * MINUTE,
    message: messages.accountThrottled,
  },
  registration: {
    scope: 'registration',
    allowance: 10,
    firstWaitSeconds: 30,
    maxWaitSeconds: 15 * MINUTE,
    forgetAfterSeconds: 60 * MINUTE,
    message: messages.registrationThrottled,
  },
  passwordChange: {
    scope: 'password-change',
    allowance: 5,
    firstWaitSeconds: 30,
    maxWaitSeconds: 15 * MINUTE,
    forgetAfterSeconds: 60 * MINUTE,
    message: messages.accountThrottled,
  },
} satisfies Record<string, ThrottleRule>;

export interface AccountThrottle {
  /**
   * Counts one attempt on the key before the work it guards, in one statement, so a burst of
   * parallel requests cannot all pass a check made before any of them failed. Throws 429 while
   * the key waits, counting nothing. Answers the attempt's number.
   */
  take(db: DbOrTx, rule: ThrottleRule, value: string): Promise<number>;
  /** Forgets the key: the right password was given. */
  clear(db: DbOrTx, rule: ThrottleRule, value: string): Promise<void>;
  /**
   * Gives back the attempt `take` numbered: it succeeded and successes are not limited. When no
   * other attempt came in between, the key was not waiting before it, and it does not wait now.
   */
  giveBack(db: DbOrTx, rule: ThrottleRule, value: string, attempt: number): Promise<void>;
}

/** Typed values are kept hashed: the table holds no e-mail or username. */
export const throttleKey = (rule: ThrottleRule, value: string) => `${rule.scope}:${sha256(value.trim().toLowerCase())}`;

export const tooManyAttempts = (rule: ThrottleRule) => new AppError('TOO_MANY_REQUESTS', rule.message);

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The end of the wait after `failures` counted attempts, or NULL below the allowance. */
function waitUntil(rule: ThrottleRule, now: Date, failures: SQL) {
  return sql`CASE WHEN ${failures} >= ${rule.allowance}::int
    THEN ${ts(now)} + least(${rule.firstWaitSeconds}::int * power(2, least(${failures} - ${rule.allowance}::int, 30)), ${rule.maxWaitSeconds}::int) * interval '1 second'
  END`;
}

/** `enabled` follows RATE_LIMITS (off only for benchmarks and load tests); `now` is the clock. */
export function createAccountThrottle(opts: { enabled: boolean; now?: () => Date }): AccountThrottle {
  const clock = opts.now ?? (() => new Date());
  if (!opts.enabled) return { take: async () => 0, clear: async () => {}, giveBack: async () => {} };
  const t = accountThrottles;

  return {
    async take(db, rule, value) {
      const now = clock();
      const forgetBefore = new Date(now.getTime() - rule.forgetAfterSeconds * 1000);
      const counted = sql`(CASE WHEN ${t.updatedAt} < ${ts(forgetBefore)} THEN 0 ELSE ${t.failures} END) + 1`;
      const first = rule.allowance <= 1 ? new Date(now.getTime() + rule.firstWaitSeconds * 1000) : null;
      const rows = await db
        .insert(t)
        .values({ key: throttleKey(rule, value), failures: 1, blockedUntil: first, updatedAt: now })
        .onConflictDoUpdate({
          target: t.key,
          set: { failures: counted, blockedUntil: waitUntil(rule, now, counted), updatedAt: now },
          // While the key waits the row stays as it is and nothing comes back.
          setWhere: sql`${t.blockedUntil} IS NULL OR ${t.blockedUntil} <= ${ts(now)}`,
        })
        .returning({ failures: t.failures });
      if (!rows[0]) throw tooManyAttempts(rule);
      return rows[0].failures;
    },

    async clear(db, rule, value) {
      await db.delete(t).where(eq(t.key, throttleKey(rule, value)));
    },

    async giveBack(db, rule, value, attempt) {
      await db
        .update(t)
        .set({
          failures: sql`greatest(${t.failures} - 1, 0)`,
          blockedUntil: sql`CASE WHEN ${t.failures} = ${attempt}::int THEN NULL ELSE ${t.blockedUntil} END`,
        })
        .where(eq(t.key, throttleKey(rule, value)));
    },
  };
}
